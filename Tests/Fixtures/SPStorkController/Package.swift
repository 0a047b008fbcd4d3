// swift-tools-version:5.9
// SPStorkController (ivanvorobei/SPStorkController, MIT, LICENSE here) as its users get it,
// built against this repository by path: the Swift 5 language mode, `import UIKit` unchanged
// (the `UIKit` product is this project's stand-in module on Linux). Every other edit is marked
// `// PORT:` in the source with the reason; the first line, `// swift-format-ignore-file`,
// keeps `make lint` off the library's own style.

// `swift test` here presents its card, drags it down by its indicator and dismisses it headless.
import PackageDescription

let package = Package(
    name: "SPStorkController",
    platforms: [.macOS(.v13)],
    products: [.library(name: "SPStorkController", targets: ["SPStorkController"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "SPStorkController",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: presents, drags and dismisses its card headless.
        .testTarget(
            name: "SPStorkControllerTests",
            dependencies: [
                "SPStorkController",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
