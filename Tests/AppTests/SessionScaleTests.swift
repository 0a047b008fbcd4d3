import Engine
import Geometry
import XCTest

@testable import PlaygroundKit

/// The session's windows carry the frames' scale, which `UIScreen.main.scale` reads: the
/// first window and every one a screen change makes after it (a live `--scale 2` run used to
/// report 1).
final class SessionScaleTests: XCTestCase {
    func testEveryWindowOfTheSessionHasTheFramesScale() {
        MainActor.assumeIsolated {
            let session = PlaygroundSession(
                demos: [TestDemoController.entry], screen: .demo("test"), size: Size(width: 320, height: 480),
                scale: 2, clock: VirtualClock(), textMeasurer: nil, trace: nil, deterministic: true)
            XCTAssertEqual(session.window.scale, 2)
            session.handle(.key("Escape"))
            _ = session.layerTree(at: 0)
            XCTAssertEqual(session.screen, .catalog)
            XCTAssertEqual(session.window.scale, 2, "a new screen's window keeps the scale")
        }
    }
}
