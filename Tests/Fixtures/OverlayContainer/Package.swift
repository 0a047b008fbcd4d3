// swift-tools-version:5.9
// OverlayContainer (applidium/OverlayContainer 3.5.3, BSD 3-Clause, LICENSE here) as its users
// get it, built against this repository by path: the Swift 5 language mode, `import UIKit`
// and `import CoreGraphics` unchanged (the `UIKit` product is this project's stand-in module
// on Linux, and brings the `CoreGraphics` one). It has no `#if os(iOS)` guards. Every other
// edit is marked `// PORT:` in the sources with the reason; the first line of each source,
// `// swift-format-ignore-file`, keeps `make lint` off the library's own style.

// `swift test` here shows its overlay, drags it between its notches and hands a drag from
// the overlay's list to the overlay, headless.
import PackageDescription

let package = Package(
    name: "OverlayContainer",
    platforms: [.macOS(.v13)],
    products: [.library(name: "OverlayContainer", targets: ["OverlayContainer"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "OverlayContainer",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: shows, drags and snaps its overlay headless.
        .testTarget(
            name: "OverlayContainerTests",
            dependencies: [
                "OverlayContainer",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
