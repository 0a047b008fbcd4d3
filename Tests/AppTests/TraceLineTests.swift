import Engine
import Geometry
import Transitions
import XCTest

@testable import PlaygroundKit

/// The trace's per-view numbers: on-screen boxes after every transform, effective alpha and
/// tint, hidden and interactive as inherited, fixed-decimal formatting.
final class TraceLineTests: XCTestCase {
    func testViewsAreMeasuredOnScreenAfterEveryTransform() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 400, height: 300), clock: VirtualClock())
            let parent = View(frame: Rect(x: 100, y: 50, width: 200, height: 100))
            parent.accessibilityIdentifier = "parent"
            parent.alpha = 0.5
            parent.transform = AffineTransform(scaleX: 2, y: 2)
            let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
            child.accessibilityIdentifier = "child"
            child.alpha = 0.5
            let unnamed = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
            window.rootView.addSubview(parent)
            parent.addSubview(child)
            parent.addSubview(unnamed)
            window.tick()

            let entries = ViewTreeSnapshot.entries(of: window)
            let c = entries.first { $0.id == "child" }!
            // The parent doubles about its centre (200, 100): its bounds origin lands at (0, 0).
            XCTAssertEqual(c.onScreen.frame, Rect(x: 0, y: 0, width: 40, height: 20))
            XCTAssertEqual(c.onScreen.alpha, 0.25, "alpha multiplies down the tree")
            let line = TraceLine.make(frame: 3, time: 0.05, transition: nil, diagnostics: [], views: entries)
            XCTAssertEqual(
                line,
                """
                {"frame": 3, "t": 0.0500, "transition": null, "diagnostics": [], "views": [\
                {"id": "window.root", "role": null, "frame": [0.00, 0.00, 400.00, 300.00], "alpha": 1.000, "hidden": false, "tint": "#007aff", "interactive": true}, \
                {"id": "parent", "role": null, "frame": [0.00, 0.00, 400.00, 200.00], "alpha": 0.500, "hidden": false, "tint": "#007aff", "interactive": true}, \
                {"id": "child", "role": null, "frame": [0.00, 0.00, 40.00, 20.00], "alpha": 0.250, "hidden": false, "tint": "#007aff", "interactive": true}]}
                """)
        }
    }

    func testHiddenDimmedAndDisabledAreInherited() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 100, height: 100), clock: VirtualClock())
            let a = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
            a.tintAdjustmentMode = .dimmed
            a.isUserInteractionEnabled = false
            let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            b.accessibilityIdentifier = "b"
            let h = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            h.isHidden = true
            let hc = View(frame: .zero)
            hc.accessibilityIdentifier = "under-hidden"
            window.rootView.addSubview(a)
            a.addSubview(b)
            window.rootView.addSubview(h)
            h.addSubview(hc)
            let entries = ViewTreeSnapshot.entries(of: window)
            let eb = entries.first { $0.id == "b" }!
            XCTAssertEqual(TraceLine.hex(eb.tint), "#8e8e93", "dimmed tint is grey")
            XCTAssertFalse(eb.onScreen.isInteractive)
            XCTAssertEqual(eb.onScreen.frame, Rect(x: 10, y: 10, width: 10, height: 10))
            let eh = entries.first { $0.id == "under-hidden" }!
            XCTAssertTrue(eh.onScreen.isHidden)
            XCTAssertFalse(eh.onScreen.isInteractive)
        }
    }

    /// The trace's `interactive` follows hit-testing: a view under an animation without
    /// `.allowUserInteraction` takes no touches, and the trace says so.
    func testAViewUnderAnAnimationThatRefusesTouchesIsNotInteractive() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 100, height: 100), clock: VirtualClock())
            let moving = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            moving.accessibilityIdentifier = "moving"
            let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            child.accessibilityIdentifier = "child"
            window.rootView.addSubview(moving)
            moving.addSubview(child)
            View.animate(withDuration: 1) { moving.center = Point(x: 60, y: 60) }
            window.tick()
            var entries = ViewTreeSnapshot.entries(of: window)
            XCTAssertFalse(entries.first { $0.id == "moving" }!.onScreen.isInteractive)
            XCTAssertFalse(entries.first { $0.id == "child" }!.onScreen.isInteractive)
            XCTAssertTrue(
                window.hitTest(Point(x: 5, y: 5)) === window.rootView, "hit-testing agrees: the touch falls through")

            // From the current state: it replaces the first (a plain second animation would join
            // it additively, and the first, still running, would still refuse touches).
            View.animate(withDuration: 1, options: [.allowUserInteraction, .beginFromCurrentState]) {
                moving.center = Point(x: 20, y: 20)
            }
            window.tick()
            entries = ViewTreeSnapshot.entries(of: window)
            XCTAssertTrue(entries.first { $0.id == "child" }!.onScreen.isInteractive)
        }
    }

    func testNumbersAreFixedAndJSONStringsEscaped() {
        XCTAssertEqual(TraceLine.fixed(-0.0001, 2), "0.00")
        XCTAssertEqual(TraceLine.fixed(0.4249, 3), "0.425")
        XCTAssertEqual(TraceLine.fixed(.nan, 2), "0")
        XCTAssertEqual(TraceLine.quoted("a \"b\"\n\\"), #""a \"b\"\n\\""#)
        XCTAssertEqual(TraceLine.hex(Color(r8: 1, g8: 171, b8: 255)), "#01abff")
    }

    func testTransitionAndDiagnosticsAppearAsTheSchemaSays() {
        MainActor.assumeIsolated {
            let d = Diagnostic(kind: "transition.refused", message: "present(X) was \"refused\"", time: 1)
            let line = TraceLine.make(
                frame: 0, time: 1.23456,
                transition: TransitionInfo(kind: .dismiss, state: .cancelling, progress: 0.4249),
                diagnostics: [d], views: [])
            XCTAssertEqual(
                line,
                #"{"frame": 0, "t": 1.2346, "transition": {"kind": "dismiss", "state": "cancelling", "progress": 0.425}, "diagnostics": [{"kind": "transition.refused", "message": "present(X) was \"refused\""}], "views": []}"#
            )
        }
    }
}

/// One name per trace field: the JSON key and the Swift property are listed together in one
/// table in code (`TraceFrame.fields`), which the writer, the decoder and the README follow.
final class TraceFieldNameTests: XCTestCase {
    private var readme: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        }
    }

    func testTheReadmeTableIsTheOneInCode() throws {
        XCTAssertTrue(
            try readme.contains(TraceFrame.readmeRows),
            "README's trace table must begin with these rows:\n\(TraceFrame.readmeRows)")
        XCTAssertEqual(TraceFrame.fields.map(\.key), ["frame", "t", "transition", "diagnostics", "views"])
        XCTAssertEqual(TraceFrame.fields.map(\.property), ["index", "time", "transition", "diagnostics", "views"])
    }

    func testTheWriterWritesTheTablesKeysInOrderAndTheDecoderReadsThem() throws {
        let line = MainActor.assumeIsolated {
            TraceLine.make(frame: 7, time: 0.25, transition: nil, diagnostics: [], views: [])
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), Set(TraceFrame.fields.map(\.key)))
        var offsets: [Int] = []
        for field in TraceFrame.fields {
            let range = try XCTUnwrap(line.range(of: "\"\(field.key)\": "), field.key)
            offsets.append(line.distance(from: line.startIndex, to: range.lowerBound))
        }
        XCTAssertEqual(offsets, offsets.sorted(), "keys in the table's order: \(line)")
        let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(line.utf8))
        XCTAssertEqual(frame.index, 7)
        XCTAssertEqual(frame.time, 0.25)
    }

    /// The nested rows of the README name the keys a view entry really has.
    func testTheReadmesViewRowsNameEveryKeyOfAViewEntry() throws {
        let entry = TraceFrame.ViewEntry(
            id: "a", role: "to", frame: [0, 0, 1, 1], alpha: 1, hidden: false, tint: "#000000", interactive: true)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try JSONEncoder().encode(entry)) as? [String: Any])
        let rows = try readme.split(separator: "\n").filter { $0.hasPrefix("| `views[].") }
        let named = rows.compactMap { $0.split(separator: "`").dropFirst().first?.dropFirst("views[].".count) }
        XCTAssertEqual(Set(named.map(String.init)), Set(object.keys).subtracting(["id"]), "\(rows)")
    }
}
