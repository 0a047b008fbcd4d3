import Foundation
import PlaygroundKit
import TestSupport
import UIKitCompatibility
import XCTest

/// The sheet snippet (UIKitSheetSnippet.swift) run headless, and the compatibility module's
/// answers to UIKit spellings it cannot honour.
final class UIKitSheetSnippetTests: XCTestCase {
    /// UIKit: "If you don't set a value for selectedDetentIdentifier, the sheet displays at
    /// the smallest detent"; the delegate's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is "called when the
    /// sheet's selected detent changes" through the user's drag. So the sheet opens at medium
    /// (half of the container less the top inset), a fling up carries it to large, and the
    /// delegate hears `.large` once.
    func testTheSheetSnippetOpensAtMediumAndAFlingTakesItToLarge() throws {
        let presenter = MainActor.assumeIsolated { OptionsSheetPresenter() }
        let recording = try TransitionRecorder().record(
            script: "click 200 322\nwait 1\ndrag 200 600 200 480 0.1\nwait 1.2"
        ) {
            let host = SnippetHost()
            host.keep = [presenter]
            host.action = { host in presenter.presentOptions(from: host) }
            return host
        }
        let maximum = 720 - MainActor.assumeIsolated { SheetPresentationController.topInset }
        let medium = (maximum * 0.5).rounded()
        let rested = try XCTUnwrap(
            // Frames are 1/60 s apart from 0: the last before the drag starts at 1 s.
            recording.frames.prefix(60).last { $0.transition == nil && $0.view("sheet") != nil })
        XCTAssertEqual(rested.view("sheet")?.frame, [0, 720 - medium, 400, medium], "at the medium detent")
        XCTAssertEqual(
            rested.view("options")?.frame.map { $0.rounded() }, [0, 720 - medium, 400, medium],
            "the content fills the sheet")
        XCTAssertEqual(recording.frames.last?.view("sheet")?.frame, [0, 720 - maximum, 400, maximum], "at large")
        let selected = MainActor.assumeIsolated { presenter.selectedDetents }
        XCTAssertEqual(selected, [.large])
    }

    /// `translatesAutoresizingMaskIntoConstraints = false` on a view no constraint names
    /// leaves its frame alone: the header the snippet sets it on keeps the frame it was given.
    func testTranslatesAutoresizingMaskIntoConstraintsWithoutConstraintsKeepsTheFrame() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints, "UIKit's default for a view made in code")
            view.translatesAutoresizingMaskIntoConstraints = false
            XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints)
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(view)
            parent.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        }
    }

    /// A file that imports Foundation beside UIKitCompatibility sees the engine's geometry
    /// under the Core Graphics names (Foundation on Linux declares its own CGRect, CGPoint,
    /// CGSize and CGFloat): the names are the engine's types, not Foundation's.
    func testCoreGraphicsNamesAreTheEnginesBesideFoundation() {
        XCTAssertTrue(CGRect.self == Rect.self)
        XCTAssertTrue(CGPoint.self == Point.self)
        XCTAssertTrue(CGSize.self == Size.self)
        XCTAssertTrue(CGFloat.self == Double.self)
        XCTAssertFalse(Foundation.CGRect.self == Rect.self, "Foundation's own stays reachable by its module name")
    }

    /// Target/action written the UIKit way fails to compile with a message naming the closure
    /// form (there is no Objective-C runtime on Linux). Compiled by the toolchain against
    /// the modules this test run built.
    func testTargetActionFailsWithAMessageNamingTheClosureForm() throws {
        let modules = try builtModules()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("target-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Snippet.swift")
        try """
        import UIKitCompatibility
        @MainActor func wire(_ view: UIView, target: AnyObject) {
            let pan = UIPanGestureRecognizer(target: target, action: nil)
            let tap = UITapGestureRecognizer(target: target, action: nil)
            pan.addTarget(target, action: nil)
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(tap)
        }
        """.write(to: source, atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(
            "swiftc",
            [
                "-typecheck", "-I", modules.path, "-module-cache-path",
                folder.appendingPathComponent("cache").path,
                source.path,
            ], timeout: 600)
        let text = run.stdout + run.stderr
        XCTAssertNotEqual(run.status, 0, text)
        XCTAssertTrue(text.contains("UIPanGestureRecognizer { [weak self] sender in"), text)
        XCTAssertTrue(text.contains("UITapGestureRecognizer { [weak self] sender in"), text)
        XCTAssertTrue(text.contains("recognizer.addTarget(self, named: \"handle:\") { target, sender in"), text)
        let errors = text.split(separator: "\n").filter { $0.hasPrefix(source.path) && $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 3, text)
    }

    /// The build's `Modules` folder, beside the test bundle.
    private func builtModules() throws -> URL {
        let bundle = URL(fileURLWithPath: Bundle.main.bundlePath)
        var bin = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? bundle.path)
            .deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: bin.appendingPathComponent("Modules").path) { bin = bundle }
        let modules = bin.appendingPathComponent("Modules")
        try XCTSkipUnless(
            FileManager.default.fileExists(
                atPath: modules.appendingPathComponent("UIKitCompatibility.swiftmodule").path),
            "no built modules at \(modules.path)")
        return modules
    }
}
