import Foundation
import XCTest

@testable import PortKit

/// The command's contract on a small library of two files: the ported copy is whole, the
/// input untouched, a bad output refused, and the edits span files (an action declared in one
/// file, used in another).
final class PortProjectTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("port-\(UUID().uuidString)")
        let library = root.appendingPathComponent("Library/Sources")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try write(
            """
            import UIKit

            @objc public protocol CardDelegate: AnyObject {
                @objc optional func cardDidClose(_ card: CardView)
            }

            public class CardView: UIView {
                public weak var delegate: CardDelegate?
                @IBOutlet var closeButton: UIButton!
            }
            """, to: library.appendingPathComponent("CardView.swift"))
        try write(
            """
            import UIKit

            extension CardView {
                func wire() {
                    closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                }

                @objc func close() {
                    delegate?.cardDidClose?(self) // "#selector(kept)" in a comment
                }
            }
            """, to: library.appendingPathComponent("CardView+Actions.swift"))
        try write("not swift", to: library.appendingPathComponent("Info.plist"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    private func read(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    func testPortedCopyIsWholeAndInputUntouched() throws {
        let input = root.appendingPathComponent("Library").path
        let before = try read(root.appendingPathComponent("Library/Sources/CardView+Actions.swift"))
        let project = try PortProject(inputs: [input])
        let output = root.appendingPathComponent("Ported").path
        try project.write(try project.port(), to: output, force: false)

        XCTAssertEqual(try read(root.appendingPathComponent("Library/Sources/CardView+Actions.swift")), before)
        XCTAssertEqual(try read(root.appendingPathComponent("Ported/Sources/Info.plist")), "not swift")
        let actions = try read(root.appendingPathComponent("Ported/Sources/CardView+Actions.swift"))
        XCTAssertTrue(
            actions.contains(
                #"closeButton.addTarget(self, named: "close", for: .touchUpInside) { target, _ in target.close() }"#),
            actions)
        XCTAssertTrue(actions.contains("delegate?.cardDidClose(self) // \"#selector(kept)\" in a comment"), actions)
        let card = try read(root.appendingPathComponent("Ported/Sources/CardView.swift"))
        XCTAssertFalse(card.contains("@objc") || card.contains("@IBOutlet") || card.contains("optional func"), card)
        XCTAssertTrue(
            card.contains("public extension CardDelegate {\n    func cardDidClose(_ card: CardView) {}\n}"), card)
        // No temporary folder is left beside the output.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["Library", "Ported"])
    }

    func testRefusesOutputInsideInputAndNonEmptyOutput() throws {
        let input = root.appendingPathComponent("Library").path
        let project = try PortProject(inputs: [input])
        let results = try project.port()
        XCTAssertThrowsError(try project.write(results, to: input + "/Sources/out", force: true)) {
            XCTAssertTrue("\($0)".contains("inside the input"), "\($0)")
        }
        let output = root.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try write("keep", to: output.appendingPathComponent("mine.txt"))
        XCTAssertThrowsError(try project.write(results, to: output.path, force: false)) {
            XCTAssertTrue("\($0)".contains("--force"), "\($0)")
        }
        XCTAssertEqual(try read(output.appendingPathComponent("mine.txt")), "keep")
        try project.write(results, to: output.path, force: true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("mine.txt").path))
    }

    func testMissingInputIsOneLine() {
        XCTAssertThrowsError(try PortProject(inputs: [root.appendingPathComponent("nope").path])) {
            XCTAssertEqual(
                "\($0)", "playground-port: no such file or folder: \(root.appendingPathComponent("nope").path)")
        }
    }

    func testDiffAndReport() throws {
        let project = try PortProject(inputs: [root.appendingPathComponent("Library").path])
        let results = try project.port()
        let diff = PortProject.unifiedDiff(results)
        XCTAssertTrue(diff.contains("--- a/Sources/CardView.swift\n+++ b/Sources/CardView.swift\n@@ -1,"), diff)
        XCTAssertTrue(
            diff.contains("\n-    @IBOutlet var closeButton: UIButton!\n+    var closeButton: UIButton!\n"), diff)
        let report = PortProject.report(results)
        XCTAssertTrue(report.contains("Sources/CardView+Actions.swift:5: [selectors]"), report)
        XCTAssertTrue(report.contains("\nattributes: 4\n"), report)
    }

    /// Several files named on the command line are each ported under their own names (each
    /// used to be taken for a folder, `Name.swift/`, and left unread); two inputs that would
    /// land on one output path are refused instead of one overwriting the other.
    func testSeveralFilesArePortedUnderTheirOwnNames() throws {
        let sources = root.appendingPathComponent("Library/Sources")
        let card = sources.appendingPathComponent("CardView.swift").path
        let actions = sources.appendingPathComponent("CardView+Actions.swift").path
        let project = try PortProject(inputs: [card, actions])
        XCTAssertEqual(project.files.map(\.relativePath), ["CardView.swift", "CardView+Actions.swift"])
        let results = try project.port()
        XCTAssertTrue(results.allSatisfy { !$0.edits.isEmpty }, "\(results.map(\.edits.count))")
        let output = root.appendingPathComponent("Ported")
        try project.write(results, to: output.path, force: false)
        XCTAssertFalse(try read(output.appendingPathComponent("CardView.swift")).contains("@IBOutlet"))

        let twin = root.appendingPathComponent("Other")
        try FileManager.default.createDirectory(at: twin, withIntermediateDirectories: true)
        try write("import UIKit\n", to: twin.appendingPathComponent("CardView.swift"))
        XCTAssertThrowsError(try PortProject(inputs: [card, twin.appendingPathComponent("CardView.swift").path])) {
            XCTAssertTrue("\($0)".contains("two inputs would both be written to CardView.swift"), "\($0)")
        }
    }
}
