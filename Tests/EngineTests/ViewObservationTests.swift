import Engine
import Geometry
import XCTest

final class ViewObservationTests: XCTestCase {
    /// The engine's hook under UIKit's key-value observing: each observer hears of the
    /// properties it named, before and after the set, in the order observers were added;
    /// a set of `frame` is one change; a removed observer hears nothing more.
    func testGeometryObserversHearTheirPropertiesAroundEachSet() {
        MainActor.assumeIsolated {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            var log: [String] = []
            let a = view.addGeometryObserver(for: [.frame, .center]) { v, phase in
                log.append("a \(phase) \(v.center.x)")
            }
            _ = view.addGeometryObserver(for: [.bounds]) { _, phase in log.append("b \(phase)") }
            view.center = Point(x: 7, y: 7)
            XCTAssertEqual(log, ["a willChange 5.0", "a didChange 7.0"])
            log = []
            view.frame = Rect(x: 0, y: 0, width: 2, height: 2)
            XCTAssertEqual(
                log, ["a willChange 7.0", "a didChange 1.0"], "bounds observers are not told of a frame set")
            log = []
            view.removeGeometryObserver(a)
            view.center = .zero
            view.bounds = Rect(x: 0, y: 0, width: 1, height: 1)
            XCTAssertEqual(log, ["b willChange", "b didChange"])
        }
    }

    /// A subclass that overrides `init(frame:)` is still made by `init()`.
    func testInitGoesThroughInitFrame() {
        final class Sized: View {
            override init(frame: Rect) {
                super.init(frame: Rect(x: 0, y: 0, width: 3, height: 3))
            }
            /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
            required init?(coder: ViewCoder) {
                return nil
            }
        }
        MainActor.assumeIsolated {
            XCTAssertEqual(Sized().bounds.size, Size(width: 3, height: 3))
        }
    }
}
