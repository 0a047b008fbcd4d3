// swift-tools-version:6.0
// A transition of your own, in your own package: it depends on Transition Playground
// (here by relative path; from elsewhere use its URL and a version tag) and uses only its
// library products.
import PackageDescription

let package = Package(
    name: "MyTransition",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TransitionPlayground", path: "../..")
    ],
    targets: [
        // The transition and a demo screen that shows it.
        .target(
            name: "MyTransition",
            dependencies: [.product(name: "PlaygroundKit", package: "TransitionPlayground")]),
        // `swift run`: the playground window with this package's demo.
        .executableTarget(
            name: "my-transition",
            dependencies: ["MyTransition", .product(name: "PlaygroundKit", package: "TransitionPlayground")]),
        // Records the transition headless and checks the trace and a reference frame (kept in
        // Tests/__Snapshots__/MyTransitionTests, outside the target's folder: no `exclude:`).
        .testTarget(
            name: "MyTransitionTests",
            dependencies: [
                "MyTransition",
                .product(name: "PlaygroundKit", package: "TransitionPlayground"),
                .product(name: "PlaygroundTesting", package: "TransitionPlayground"),
            ]),
    ]
)
