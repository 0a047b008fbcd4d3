// swift-tools-version:5.9
// PanModal (slackhq/PanModal, MIT, LICENSE here) as its users get it, built against this
// repository by path: the Swift 5 language mode, `import UIKit` unchanged (the `UIKit`
// product is this project's stand-in module on Linux), its `#if os(iOS)` guards opened.
// Every other edit is marked `// PORT:` in the sources with the reason; the first line of
// each source, `// swift-format-ignore-file`, keeps `make lint` off PanModal's own style.
// `swift test` here presents, drags and dismisses its sheet headless.
import PackageDescription

let package = Package(
    name: "PanModal",
    platforms: [.macOS(.v13)],
    products: [.library(name: "PanModal", targets: ["PanModal"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "PanModal",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not PanModal's: presents, drags and dismisses its sheet headless.
        .testTarget(
            name: "PanModalTests",
            dependencies: [
                "PanModal",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
