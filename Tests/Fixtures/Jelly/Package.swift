// swift-tools-version:5.9
// Jelly 2.3.0 (SebastianBoldt/Jelly, MIT, LICENSE here; the library's sources, Jelly/Classes,
// without its example app) as its users get it, built against this repository by path: the
// Swift 5 language mode, as its own Package.swift declares, `import UIKit` unchanged (the
// `UIKit` product is this project's stand-in module on Linux). It has no `#if os(iOS)`
// guards. Every other edit is marked `// PORT:` in the source with the reason; each file's
// first line, `// swift-format-ignore-file`, keeps `make lint` off the library's own style.

// `swift test` here presents, drags and dismisses its slide, cover and fade presentations
// headless.
import PackageDescription

let package = Package(
    name: "Jelly",
    platforms: [.macOS(.v13)],
    products: [.library(name: "Jelly", targets: ["Jelly"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "Jelly",
            dependencies: [.product(name: "UIKit", package: "TransitionPlayground")]),
        // Not the library's: presents, drags and dismisses its presentations headless.
        .testTarget(
            name: "JellyTests",
            dependencies: [
                "Jelly",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
