// swift-tools-version:5.9
// PopupDialog (Orderella/PopupDialog 1.1.1, MIT, LICENSE here) as its users get it, built
// against this repository by path: the Swift 5 language mode, `import UIKit` unchanged (the
// `UIKit` product is this project's stand-in module on Linux). It has no `#if os(iOS)` guards.
// Every other edit is marked `// PORT:` in the source with the reason; the first line,
// `// swift-format-ignore-file`, keeps `make lint` off the library's own style. Its one
// dependency, KyoheiG3/DynamicBlurView, is not mirrored here: `DynamicBlurView` is a stand-in
// written for this fixture (a blur view with the members PopupDialog sets).

// `swift test` here presents a dialog, taps its button and pans it away headless.
import PackageDescription

let package = Package(
    name: "PopupDialog",
    platforms: [.macOS(.v13)],
    products: [.library(name: "PopupDialog", targets: ["PopupDialog"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "DynamicBlurView",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        .target(
            name: "PopupDialog",
            dependencies: ["DynamicBlurView", .product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: presents, taps, pans and dismisses a dialog headless.
        .testTarget(
            name: "PopupDialogTests",
            dependencies: [
                "PopupDialog",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ],
            // The header image, read from its path as `UIImage(contentsOfFile:)` does.
            exclude: ["Images"]),
    ]
)
