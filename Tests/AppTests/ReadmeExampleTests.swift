import Foundation
import XCTest

/// README's "Write your own transition" shows the files of `Examples/MyTransition`, the
/// package `make test` builds and tests (its own test runs the transition), verbatim, and
/// its picture.
final class ReadmeExampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testReadmeShowsTheExamplePackagesFilesVerbatim() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let files = [
            "Package.swift", "Sources/MyTransition/GrowTransition.swift", "Sources/MyTransition/GrowDemo.swift",
            "Sources/my-transition/main.swift", "Tests/MyTransitionTests/GrowTransitionTests.swift",
        ]
        for file in files {
            let text = try String(
                contentsOf: root.appendingPathComponent("Examples/MyTransition/" + file), encoding: .utf8)
            XCTAssertTrue(
                readme.contains("`\(file)`:\n\n```swift\n" + text + "```\n"),
                "README.md does not show Examples/MyTransition/\(file) as it is")
        }
        XCTAssertTrue(readme.contains("](docs/my-transition.png)"), "README shows the example's picture")
    }

    /// The README's picture is the example test's reference frame, so it shows what the
    /// package really draws (a coloured card, not white on white).
    func testTheReadmePictureIsTheExamplesReferenceFrame() throws {
        let picture = try Data(contentsOf: root.appendingPathComponent("docs/my-transition.png"))
        let reference = try Data(
            contentsOf: root.appendingPathComponent(
                "Examples/MyTransition/Tests/__Snapshots__/MyTransitionTests/GrowTransitionTests/grow-half-way.png"))
        XCTAssertEqual(picture, reference)
    }
}
