// swift-tools-version:5.9
// Pulley (52inc/Pulley 2.9.2, MIT, LICENSE here) as its users get it, built against this
// repository by path: the Swift 5 language mode, `import UIKit` unchanged (the `UIKit`
// product is this project's stand-in module on Linux). It has no `#if os(iOS)` guards. Every
// other edit is marked `// PORT:` in the sources with the reason; the first line of each
// source, `// swift-format-ignore-file`, keeps `make lint` off the library's own style.

// `swift test` here shows its drawer, drags it between its positions and hands a drag from
// the drawer's list to the drawer, headless.
import PackageDescription

let package = Package(
    name: "Pulley",
    platforms: [.macOS(.v13)],
    products: [.library(name: "Pulley", targets: ["Pulley"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "Pulley",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: shows, drags and snaps its drawer headless.
        .testTarget(
            name: "PulleyTests",
            dependencies: [
                "Pulley",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
