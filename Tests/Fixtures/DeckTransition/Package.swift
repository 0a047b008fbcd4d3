// swift-tools-version:5.9
// DeckTransition (HarshilShah/DeckTransition, MIT, LICENSE here) as its users get it, built
// against this repository by path: the Swift 5 language mode, `import UIKit` unchanged (the
// `UIKit` product is this project's stand-in module on Linux). Every edit is marked
// `// PORT:` in the sources with the reason; the first line of each source,
// `// swift-format-ignore-file`, keeps `make lint` off the library's own style.

import PackageDescription

let package = Package(
    name: "DeckTransition",
    platforms: [.macOS(.v13)],
    products: [.library(name: "DeckTransition", targets: ["DeckTransition"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "DeckTransition",
            dependencies: [
                .product(name: "UIKit", package: "TransitionPlayground"),
                // Two files `import CoreGraphics`; on Linux that is this project's stand-in.
                .product(name: "CoreGraphics", package: "TransitionPlayground"),
            ]),
        // Not DeckTransition's: presents its card and drags it away headless.
        .testTarget(
            name: "DeckTransitionTests",
            dependencies: [
                "DeckTransition",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
