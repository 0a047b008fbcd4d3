// swift-tools-version:5.9
// Presentr (IcaliaLabs/Presentr 1.9, MIT, LICENSE here) as its users get it, built against
// this repository by path: the Swift 5 language mode, `import UIKit` unchanged (the `UIKit`
// product is this project's stand-in module on Linux). It has no `#if os(iOS)` guards. Every
// other edit is marked `// PORT:` in the source with the reason; the first line,
// `// swift-format-ignore-file`, keeps `make lint` off the library's own style.

// `swift test` here presents, dismisses and renders its presentation types headless.
import PackageDescription

let package = Package(
    name: "Presentr",
    platforms: [.macOS(.v13)],
    products: [.library(name: "Presentr", targets: ["Presentr"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "Presentr",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: presents, dismisses and renders its presentation types headless.
        .testTarget(
            name: "PresentrTests",
            dependencies: [
                "Presentr",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
