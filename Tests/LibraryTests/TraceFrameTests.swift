import Foundation
import PlaygroundKit
import XCTest

/// The typed trace is the JSON lines' schema: an existing line decodes into it.
final class TraceFrameTests: XCTestCase {
    /// The example line README "Trace" shows, as `--trace` writes it.
    func testTheReadmeTraceLineDecodesIntoTraceFrame() throws {
        let line =
            ##"{"frame": 12, "t": 0.2000, "transition": {"kind": "present", "state": "running", "progress": 0.420}, "diagnostics": [], "views": [{"id": "modal", "role": "presented", "frame": [52.00, 144.00, 296.00, 432.00], "alpha": 1.000, "hidden": false, "tint": "#007aff", "interactive": true}]}"##
        let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(line.utf8))
        XCTAssertEqual(frame.index, 12)
        XCTAssertEqual(frame.time, 0.2)
        XCTAssertEqual(frame.transition?.kind, "present")
        XCTAssertEqual(frame.transition?.state, "running")
        XCTAssertEqual(frame.transition?.progress, 0.42)
        XCTAssertEqual(frame.diagnostics, [])
        let modal = try XCTUnwrap(frame.view("modal"))
        XCTAssertEqual(modal.role, "presented")
        XCTAssertEqual(modal.rect, Rect(x: 52, y: 144, width: 296, height: 432))
        XCTAssertEqual(modal.tint, "#007aff")
        XCTAssertTrue(modal.interactive)
        XCTAssertFalse(modal.hidden)
    }

    /// A line with no transition and a diagnostic (null and a non-empty list).
    func testNullTransitionAndDiagnosticsDecode() throws {
        let line =
            #"{"frame": 0, "t": 0.0000, "transition": null, "diagnostics": [{"kind": "transition.neverCompleted", "message": "x"}], "views": []}"#
        let frame = try JSONDecoder().decode(TraceFrame.self, from: Data(line.utf8))
        XCTAssertNil(frame.transition)
        XCTAssertEqual(frame.diagnostics.map(\.kind), ["transition.neverCompleted"])
    }
}
