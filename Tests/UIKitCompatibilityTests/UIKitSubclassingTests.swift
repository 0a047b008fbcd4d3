import UIKitCompatibility
import XCTest

/// What UIKit code subclasses and overrides: labels, tap recognizers, a recognizer's state
/// and location, a view's bounds and `removeFromSuperview`, and UIView's
/// `gestureRecognizerShouldBegin(_:)`, which Apple documents as "Asks the view if the
/// gesture recognizer should continue tracking touch events": false moves the recognizer
/// to the failed state, true lets it begin.
final class UIKitSubclassingTests: XCTestCase {
    private final class PaddedLabel: UILabel {}
    private final class CountingTap: UITapGestureRecognizer {
        var asked = 0
        override func location(in view: UIView?) -> CGPoint {
            asked += 1
            return super.location(in: view)
        }
    }
    private final class Card: UIView {
        var allowsPan = false
        var removals = 0
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer is UIPanGestureRecognizer ? allowsPan : true
        }
        override func removeFromSuperview() {
            removals += 1
            super.removeFromSuperview()
        }
    }

    func testTheViewDecidesWhetherItsRecognizerMayBegin() {
        MainActor.assumeIsolated {
            for allows in [false, true] {
                let window = Window(size: CGSize(width: 200, height: 200), clock: VirtualClock())
                let card = Card(frame: window.bounds)
                card.allowsPan = allows
                window.addSubview(card)
                var began = 0
                let pan = UIPanGestureRecognizer { recognizer in if recognizer.state == .began { began += 1 } }
                card.addGestureRecognizer(pan)
                window.send(.pointerDown(CGPoint(x: 50, y: 50)))
                window.send(.pointerMoved(CGPoint(x: 50, y: 120)))
                window.tick()
                XCTAssertEqual(began, allows ? 1 : 0, "allowsPan \(allows)")
                XCTAssertEqual(pan.stateHistory.contains(.failed), !allows, "allowsPan \(allows)")
                window.send(.pointerUp(CGPoint(x: 50, y: 120)))
                window.tick()
                let other = UIView()
                other.addSubview(card)
                XCTAssertEqual(card.removals, 0, "a move to another parent is not a removal")
                card.removeFromSuperview()
                XCTAssertEqual(card.removals, 1, "the override runs")
            }
        }
    }

    private final class SnappingView: UIView {
        override var frame: CGRect {
            get { super.frame }
            set {
                super.frame = CGRect(origin: newValue.origin, size: CGSize(width: newValue.width.rounded(), height: 10))
            }
        }
    }

    func testAFrameOverrideSeesEverySetAndReachesTheBaseThroughSuper() {
        MainActor.assumeIsolated {
            let view = SnappingView()
            view.frame = CGRect(x: 5, y: 5, width: 20.6, height: 40)
            XCTAssertEqual(view.bounds.size, CGSize(width: 21, height: 10))
            XCTAssertEqual(view.center, CGPoint(x: 15.5, y: 10))
        }
    }

    func testLabelsAndTapsCanBeSubclassed() {
        MainActor.assumeIsolated {
            let label = PaddedLabel()
            label.text = "Hi"
            XCTAssertEqual(label.text, "Hi")
            let tap = CountingTap()
            _ = tap.location(in: nil)
            XCTAssertEqual(tap.asked, 1)
        }
    }
}
