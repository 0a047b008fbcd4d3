// swift-tools-version:5.9
// BubbleTransition 4.1.0 (andreamazz/BubbleTransition, MIT, LICENSE here) as its users get it,
// built against this repository by path: the Swift 5 language mode, `import UIKit` unchanged
// (the `UIKit` product is this project's stand-in module on Linux). It has no `#if os(iOS)`
// guards. Every other edit is marked `// PORT:` in the source with the reason; the first line,
// `// swift-format-ignore-file`, keeps `make lint` off the library's own style.

// `swift test` here presents, swipes away and dismisses its bubble headless.
import PackageDescription

let package = Package(
    name: "BubbleTransition",
    platforms: [.macOS(.v13)],
    products: [.library(name: "BubbleTransition", targets: ["BubbleTransition"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "BubbleTransition",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: presents, swipes away and dismisses its bubble headless.
        .testTarget(
            name: "BubbleTransitionTests",
            dependencies: [
                "BubbleTransition",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
