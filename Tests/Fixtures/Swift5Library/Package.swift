// swift-tools-version:5.9
// A UIKit presentation library as such libraries are written: the Swift 5 language mode
// (tools 5.9 declare no other), plain classes that are not `@MainActor`, views touched from
// their methods and property initializers. scripts/check-swift5-fixture.sh builds it against
// this repository by path; it must compile as it does against UIKit.
import PackageDescription

let package = Package(
    name: "Swift5Library",
    platforms: [.macOS(.v13)],
    products: [.library(name: "CardSheet", targets: ["CardSheet"])],
    dependencies: [.package(name: "TransitionPlayground", path: "../../..")],
    targets: [
        .target(
            name: "CardSheet",
            dependencies: [
                .product(name: "UIKitCompatibility", package: "TransitionPlayground"),
                // `import UIKit` unchanged: the stand-in module on Linux, the system's elsewhere.
                .product(name: "UIKit", package: "TransitionPlayground", condition: .when(platforms: [.linux])),
            ],
            // Resources, so SwiftPM generates `Bundle.module` beside the UIKit module's names.
            resources: [.copy("Resources/card-sheet.txt")])
    ]
)
