import Geometry
import XCTest

@testable import Engine

/// Apple, `UITouch.tapCount`: "The number of times the finger was tapped for this given
/// touch"; and `UIView.AnimationCurve`'s raw values are the curve bits of
/// `UIView.AnimationOptions` shifted down (`curveEaseInOut` is 0 << 16, `curveEaseIn`
/// 1 << 16, `curveEaseOut` 2 << 16, `curveLinear` 3 << 16).
final class TapCountAndCurveRawValueTests: XCTestCase {
    @MainActor
    private final class TapView: View {
        var counts: [Int] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
            counts.append(touches.first?.tapCount ?? 0)
        }
    }

    @MainActor private static func tap(_ h: Harness, at p: Point, wait: Double) {
        h.send(.pointerDown(p))
        h.send(.pointerUp(p))
        h.advance(wait)
    }

    func testQuickTapsInOnePlaceCountUpAndAPauseOrAMoveStartsAgain() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = TapView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            h.root.addSubview(view)
            let quick = TapCounter.multipleTapInterval / 2
            let slow = TapCounter.multipleTapInterval * 2
            for _ in 0..<3 { Self.tap(h, at: Point(x: 100, y: 100), wait: quick) }
            XCTAssertEqual(view.counts, [1, 2, 3])
            h.advance(slow)
            Self.tap(h, at: Point(x: 100, y: 100), wait: quick)
            XCTAssertEqual(view.counts.last, 1, "a pause starts a new count")
            Self.tap(h, at: Point(x: 100 + TapCounter.tapSlop * 2, y: 100), wait: quick)
            XCTAssertEqual(view.counts.last, 1, "a tap elsewhere starts a new count")
            // A drag is no tap: the touch after it starts at one.
            h.send(.pointerDown(Point(x: 50, y: 50)))
            h.send(.pointerMoved(Point(x: 250, y: 50)))
            h.send(.pointerUp(Point(x: 250, y: 50)))
            Self.tap(h, at: Point(x: 250, y: 50), wait: quick)
            XCTAssertEqual(view.counts.last, 1)
        }
    }

    func testCurveRawValuesAreTheOptionsCurveBits() {
        MainActor.assumeIsolated {
            for curve in [TimingCurve.easeInOut, .easeIn, .easeOut, .linear] {
                XCTAssertEqual(TimingCurve(rawValue: curve.rawValue), curve)
                XCTAssertEqual(AnimationOptions(rawValue: UInt(curve.rawValue << 16)).curve, curve)
            }
            XCTAssertEqual(TimingCurve(rawValue: 7), .easeInOut, "the keyboard's private curve is accepted")
        }
    }
}
