// swift-tools-version:5.9
// PullUpController (MarioIannotta/PullUpController, MIT, LICENSE here) as its users get it,
// built against this repository by path: the Swift 5 language mode, `import UIKit` unchanged
// (the `UIKit` product is this project's stand-in module on Linux). It has no `#if os(iOS)`
// guards. Every other edit is marked `// PORT:` in the source with the reason; the first line,
// `// swift-format-ignore-file`, keeps `make lint` off the library's own style.

// `swift test` here adds, drags and removes its card headless.
import PackageDescription

let package = Package(
    name: "PullUpController",
    platforms: [.macOS(.v13)],
    products: [.library(name: "PullUpController", targets: ["PullUpController"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "PullUpController",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: adds, drags and removes its card headless.
        .testTarget(
            name: "PullUpControllerTests",
            dependencies: [
                "PullUpController",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
