// swift-tools-version:5.9
// FittedSheets (gordontucker/FittedSheets 2.7.1, MIT, LICENSE here) as its users get it, built
// against this repository by path: the Swift 5 language mode, `import UIKit` unchanged (the
// `UIKit` product is this project's stand-in module on Linux), its `#if os(iOS)` guards opened
// (`|| os(Linux)`). Every other edit is marked `// PORT:` in the sources with the reason; the
// first line of each source, `// swift-format-ignore-file`, keeps `make lint` off the library's

// own style. `swift test` here presents, resizes, hands off and dismisses its sheet headless.
import PackageDescription

let package = Package(
    name: "FittedSheets",
    platforms: [.macOS(.v13)],
    products: [.library(name: "FittedSheets", targets: ["FittedSheets"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "FittedSheets",
            dependencies: [
                .product(name: "UIKit", package: "TransitionPlayground"),
                // SheetSize.swift imports CoreGraphics; on Linux that is this project's stand-in.
                .product(name: "CoreGraphics", package: "TransitionPlayground"),
            ]),
        // Not the library's: presents, resizes, hands off and dismisses its sheet headless.
        .testTarget(
            name: "FittedSheetsTests",
            dependencies: [
                "FittedSheets",
                .product(name: "UIKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
