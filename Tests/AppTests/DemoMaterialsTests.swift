import DemoKit
import Demos
import Engine
import Foundation
import Geometry
import LayerTree
import Renderer
import TestSupport
import Transitions
import XCTest

/// The `materials` demo: the blur grows while the modal is presented, a vertical drag
/// scrubs it through a paused property animator and the release runs it to the nearer
/// end, and the dismissal takes it away; then the demo's script run headless by the binary.
final class DemoMaterialsTests: XCTestCase {
    override class func tearDown() { Recording.removeScratch() }

    static let thick = BlurEffect.Style.systemThickMaterial.material

    func testPresentScrubAndDismiss() throws {
        try MainActor.assumeIsolated {
            let h = DemoHarness(MaterialsDemo.self)
            try h.tap("present-button")
            let blur = try XCTUnwrap(h.find("materials.blur") as? VisualEffectView)
            // Presented: the radius only grows, from (almost) nothing to the thick material's.
            var radii: [Double] = []
            h.runUntilIdle { radii.append(blur.presentationMaterial?.blurRadius ?? 0) }
            XCTAssertLessThan(radii.first ?? 1, Self.thick.blurRadius * 0.1)
            XCTAssertEqual(radii, radii.sorted(), "the blur animates in")
            XCTAssertEqual(blur.presentationMaterial, Self.thick)
            XCTAssertNotNil(h.root.view.window, ".overFullScreen: the page stays underneath to be blurred")

            // A drag down scrubs the blur out and the card follows the finger one to one, as
            // a view moved by a pan's translation does: the finger's offset from the card's
            // centre stays what it was once the pan began, down and back up.
            let card = try h.view("modal")
            let rest = h.screenFrame(of: card)
            let travel = h.window.rootView.bounds.height - rest.minY
            var grips: [Double] = []
            let grip: (Point) -> Void = { p in
                let y = h.screenFrame(of: card).midY
                if abs(y - rest.midY) > 0.01 { grips.append(y - p.y) }
            }
            h.down(at: Point(x: 200, y: 300))
            h.move(from: Point(x: 200, y: 300), to: Point(x: 200, y: 450), seconds: 1, each: grip)
            // The blur goes out in proportion: all of it over the card's whole way down.
            let moved = h.screenFrame(of: card).midY - rest.midY
            XCTAssertEqual(moved, 150, accuracy: 12, "the card went down with the finger")
            XCTAssertEqual(
                blur.presentationMaterial?.blurRadius ?? 0, Self.thick.blurRadius * (1 - moved / travel),
                accuracy: Self.thick.blurRadius * 0.05)
            h.move(from: Point(x: 200, y: 450), to: Point(x: 200, y: 330), seconds: 1, each: grip)
            XCTAssertGreaterThan(grips.count, 100, "the card moved on nearly every frame of the drag")
            for g in grips.dropFirst() {
                XCTAssertEqual(g, grips[1], accuracy: 0.5, "the card stays under the finger")
            }
            // Back up to 30 points below the start and let go still: the nearer end is full.
            h.step(0.2)
            h.up(at: Point(x: 200, y: 330))
            h.runUntilIdle()
            XCTAssertEqual(blur.presentationMaterial, Self.thick)

            // A fling down runs it out to nothing (the card goes with it), a fling up back in.
            h.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 420), seconds: 0.1)
            h.step(1)
            XCTAssertNil(blur.makeLayer().material, "flung out: no blur drawn")
            h.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 380), seconds: 0.1)
            h.step(1)
            XCTAssertEqual(blur.presentationMaterial, Self.thick)

            // Dismissed: the blur goes, the modal is freed.
            weak let modal = h.presented
            try h.tap("dismiss-button")
            h.runUntilIdle()
            XCTAssertNil(h.presented)
            XCTAssertNil(h.find("materials.blur"))
            h.step(1.2)
            XCTAssertNil(modal, "the dismissed controller is freed")
            h.assertNoDiagnostics()
        }
    }

    /// docs/scripts/materials.txt, run by the real binary: the modal is up mid-way, gone at
    /// the end, and nothing is diagnosed.
    func testTheScriptPresentsScrubsAndDismisses() throws {
        let repo = ReferenceImages.repositoryRoot
        let script = try String(contentsOf: repo.appendingPathComponent("docs/scripts/materials.txt"), encoding: .utf8)
        let trace = try CLIRecording.trace(demo: "materials", script: script)
        let middle = try XCTUnwrap(trace.frames.first { $0.time >= 2.0 })
        XCTAssertNotNil(middle.view("modal"))
        XCTAssertNotNil(middle.view("materials.blur"))
        XCTAssertNil(trace.frames.last?.view("materials.blur"), "dismissed")
        XCTAssertNotNil(trace.frames.last?.view("materials.root"))
    }
}
