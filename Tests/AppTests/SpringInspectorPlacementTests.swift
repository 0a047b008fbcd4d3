import DemoKit
import Demos
import Engine
import Geometry
import XCTest

@testable import PlaygroundKit

/// The spring inspector leaves the demo's control (its `present-button`) uncovered whenever
/// the window has room for that, as in a window clamped to a small screen (400 x 450
/// points: 800 x 900 pixels at scale 2); in a tall window it keeps its usual place.
final class SpringInspectorPlacementTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    func testThePanelLeavesThePresentButtonUncoveredWhenItFits() throws {
        try MainActor.assumeIsolated {
            let entry = PlaygroundDemo(demo: PoppingDemo.self)
            for (width, height) in [(400.0, 450.0), (400, 500), (360, 480), (400, 560), (800, 450), (800, 500)] {
                let size = Size(width: width, height: height)
                let r = try Recording.make("key i\nwait 0.1\n", screen: .demo("popping"), demos: [entry], size: size)
                let panel = try XCTUnwrap(r.session.inspector.panel, "i opened the inspector")
                let button = try XCTUnwrap(r.session.window.rootView.viewWithID("present-button"))
                let control = button.convert(button.bounds, to: nil)
                let frame = panel.layout(in: size).panel
                XCTAssertFalse(frame.intersects(control), "\(size): the panel \(frame) covers the button \(control)")
                XCTAssertTrue(
                    frame.minX >= 0 && frame.minY >= 0 && frame.maxX <= width && frame.maxY <= height,
                    "\(size): \(frame) leaves the window")
            }
        }
    }

    func testATallWindowKeepsThePanelAlongTheBottomWithItsFullPlot() throws {
        try MainActor.assumeIsolated {
            let entry = PlaygroundDemo(demo: PoppingDemo.self)
            let size = Size(width: 400, height: 720)
            let r = try Recording.make("key i\nwait 0.1\n", screen: .demo("popping"), demos: [entry], size: size)
            let layout = try XCTUnwrap(r.session.inspector.panel).layout(in: size)
            XCTAssertEqual(layout.panel.maxY, 712, accuracy: 1e-9)
            XCTAssertEqual(layout.plot.height, SpringInspector.plotHeight)
            XCTAssertEqual(r.session.inspector.lift(in: size), layout.panel.height + 8)
        }
    }
}
