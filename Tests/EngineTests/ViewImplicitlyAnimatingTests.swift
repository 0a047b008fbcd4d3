import Geometry
import XCTest

@testable import Engine

/// A library's own timing-curve provider, as UIKit code writes one: an object that names
/// its timing type and carries either or both kinds of parameters.
private final class Provider: TimingCurveProvider {
    let timingCurveType: TimingCurveType
    let cubicTimingParameters: CubicTimingProvider?
    let springTimingParameters: SpringTimingProvider?

    init(_ type: TimingCurveType, cubic: CubicTimingParameters?, spring: SpringTimingParameters?) {
        timingCurveType = type
        cubicTimingParameters = cubic.map { CubicTimingProvider($0) }
        springTimingParameters = spring.map { SpringTimingProvider($0) }
    }
}

/// `UIViewImplicitlyAnimating`, `UITimingCurveProvider` and `addAnimations(_:delayFactor:)`
/// as UIKit documents them for `UIViewPropertyAnimator`.
final class ViewImplicitlyAnimatingTests: XCTestCase {
    /// Apple, `addAnimations(_:delayFactor:)`: "The factor to use for delaying the start of
    /// the animations. The value you specify must be between 0.0 and 1.0. This value is
    /// multiplied by the animator's remaining duration to determine the actual delay in
    /// seconds. For example, specifying the value 0.5 when the duration is 2.0 results in
    /// a one second delay for the start of the animations." and `addAnimations(_:)`: blocks
    /// added while active "are executed over the remaining portion of the total run time".
    func testDelayFactorDelaysByAShareOfTheRemainingDurationAndEndsWithTheRest() {
        MainActor.assumeIsolated {
            for factor in [0.0, 0.25, 0.5, 0.75] {
                let h = Harness()
                let box = h.addBox()
                let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
                h.root.addSubview(other)
                let animator = PropertyAnimator(duration: 2, curve: .linear) { other.alpha = 0 }
                animator.addAnimations({ box.alpha = 0 }, delayFactor: factor)
                var positions: [PropertyAnimator.Position] = []
                animator.addCompletion { positions.append($0) }
                animator.startAnimation()
                let delay = 2 * factor
                for t in stride(from: 0.25, through: 2, by: 0.25) {
                    h.advance(0.25)
                    let expected = t <= delay ? 1 : 1 - (t - delay) / (2 - delay)
                    if positions.isEmpty {
                        assertClose(box.presentationAlpha, expected, 1e-9, "factor \(factor) t \(t)")
                    }
                }
                XCTAssertEqual(positions, [.end], "factor \(factor): the delayed block ends with the animator")
            }
            // Added while active: the delay is a share of what remains.
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(duration: 2, curve: .linear) { h.root.alpha = 0.5 }
            animator.startAnimation()
            h.advance(1)
            animator.addAnimations({ box.alpha = 0 }, delayFactor: 0.5)
            h.advance(0.5)
            assertClose(box.presentationAlpha, 1, 1e-9, "waits half of the remaining second")
            h.advance(0.25)
            assertClose(box.presentationAlpha, 0.5, 1e-9, "then runs in the other half")
            h.advance(0.25)
            assertClose(box.presentationAlpha, 0, 1e-9)
        }
    }

    /// Apple, `UITimingCurveProvider.timingCurveType`: "The value of this property
    /// determines whether the view property animator uses the object in the
    /// cubicTimingParameters or springTimingParameters property for timing information."
    /// `UITimingCurveType.composed`: "This type of curve starts with the curve defined by
    /// the cubicTimingParameters property and modifies it using the spring information in
    /// the springTimingParameters property."
    func testAnAnimatorReadsTheParametersTheProviderNames() {
        MainActor.assumeIsolated {
            let cubic = CubicTimingParameters(animationCurve: .easeIn)
            let spring = SpringTimingParameters(dampingRatio: 0.5)
            let cases: [(TimingCurveType, String)] = [
                (.builtin, "CubicTimingParameters"), (.cubic, "CubicTimingParameters"),
                (.spring, "SpringTimingParameters"), (.composed, "ComposedTimingParameters"),
            ]
            for (type, expected) in cases {
                let animator = PropertyAnimator(
                    duration: 0.8, timingParameters: Provider(type, cubic: cubic, spring: spring))
                XCTAssertEqual("\(Swift.type(of: animator.timingParameters))", expected, "\(type)")
                XCTAssertEqual(
                    animator.timingParameters.duration, 0.8, accuracy: 1e-12, "\(type): fitted to the animator")
            }
            // The engine's own values are providers of themselves.
            XCTAssertEqual(cubic.timingCurveType, .builtin)
            XCTAssertEqual(
                CubicTimingParameters(curve: .cubic(CubicBezier(0.1, 0.2, 0.3, 1)), duration: 1).timingCurveType, .cubic
            )
            XCTAssertEqual(spring.timingCurveType, .spring)
            // Missing parameters fall back to UIKit's ease-in-out instead of failing.
            let empty = PropertyAnimator(duration: 1, timingParameters: Provider(.spring, cubic: nil, spring: nil))
            XCTAssertEqual(
                empty.timingParameters.fraction(at: 0.3), TimingCurve.easeInOut.bezier.value(at: 0.3), accuracy: 1e-12)
        }
    }

    /// The composed motion runs the spring (fitted to the duration, UIKit's duration form)
    /// on the curve's clock: 0 at the start, exactly 1 at the duration, the spring itself
    /// when the curve is linear, and paced by the curve otherwise, for every damping.
    func testComposedTimingIsTheSpringOnTheCurvesClock() {
        for z in [0.3, 0.6, 1.0] {
            for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
                let duration = 0.7
                let spring = SpringTimingParameters(duration: duration, dampingRatio: z)
                let cubic = CubicTimingParameters(curve: curve, duration: duration)
                let composed = ComposedTimingParameters(cubic: cubic, spring: SpringTimingParameters(dampingRatio: z))
                XCTAssertEqual(composed.fraction(at: 0), 0)
                XCTAssertEqual(composed.fraction(at: duration), 1)
                XCTAssertEqual(composed.duration, duration)
                for i in 1..<20 {
                    let t = duration * Double(i) / 20
                    let warped = duration * curve.bezier.value(at: t / duration)
                    XCTAssertEqual(
                        composed.fraction(at: t), spring.fraction(at: warped), accuracy: 1e-9, "z \(z) \(curve)")
                    // The velocity is the derivative of the fraction (central difference).
                    let h = 1e-6
                    let numeric = (composed.fraction(at: t + h) - composed.fraction(at: t - h)) / (2 * h)
                    XCTAssertEqual(composed.fractionVelocity(at: t), numeric, accuracy: 1e-3 * max(1, abs(numeric)))
                }
            }
        }
        // Fitted again to another duration, it keeps both parts.
        let fitted = ComposedTimingParameters(
            cubic: CubicTimingParameters(curve: .easeOut, duration: 1),
            spring: SpringTimingParameters(dampingRatio: 0.5)
        ).withDuration(2)
        XCTAssertEqual(fitted.duration, 2)
        XCTAssertEqual(fitted.fraction(at: 2), 1)
    }

    /// A property animator is a `UIViewImplicitlyAnimating`: driven through the protocol
    /// (as a transition context drives an interruptible animator) it scrubs, reverses and
    /// continues with a provider's timing, and tells its completion where it ended.
    func testAPropertyAnimatorDrivenThroughTheProtocol() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animating: any ViewImplicitlyAnimating = PropertyAnimator(duration: 1, curve: .linear)
            animating.addAnimations { box.frame.origin.x = 200 }
            var positions: [PropertyAnimator.Position] = []
            animating.addCompletion { positions.append($0) }
            animating.fractionComplete = 0.4
            h.step()
            XCTAssertEqual(animating.state, .active)
            XCTAssertFalse(animating.isRunning)
            assertClose(box.presentationFrame.origin.x, 80, 1e-9)
            animating.isReversed = true
            animating.continueAnimation(
                withTimingParameters: Provider(
                    .cubic, cubic: CubicTimingParameters(animationCurve: .linear), spring: nil),
                durationFactor: 0)
            h.advance(0.2)
            assertClose(box.presentationFrame.origin.x, 40, 1e-6, "back over the 0.4 s that remain")
            h.advance(0.25)
            XCTAssertEqual(positions, [.start])
            XCTAssertEqual(box.frame.origin.x, 0, "ended at the start: the model is put back")
        }
    }

    /// Apple, `UIScreenEdgePanGestureRecognizer.edges`: "The acceptable starting edges for
    /// the gesture." A pan from any edge in the set starts when it moves into the window;
    /// one from an edge not in it, or from the middle, is never offered to the recognizer.
    func testAnEdgePanStartsFromEachOfItsEdgesOnly() {
        MainActor.assumeIsolated {
            let size = Size(width: 400, height: 300)
            let starts: [(RectEdge, Point, Point)] = [
                (.left, Point(x: 5, y: 150), Point(x: 1, y: 0)),
                (.right, Point(x: 395, y: 150), Point(x: -1, y: 0)),
                (.top, Point(x: 200, y: 5), Point(x: 0, y: 1)),
                (.bottom, Point(x: 200, y: 295), Point(x: 0, y: -1)),
            ]
            for edges in [RectEdge.left, .right, .top, .bottom, [.top, .bottom], .all] {
                for (edge, start, direction) in starts {
                    let h = Harness(size: size)
                    let pan = ScreenEdgePanGestureRecognizer()
                    pan.edges = edges
                    h.root.addGestureRecognizer(pan)
                    h.send(.pointerDown(start))
                    for i in 1...4 {
                        h.clock.advance(by: 1.0 / 60)
                        h.send(
                            .pointerMoved(
                                Point(
                                    x: start.x + direction.x * Double(i) * 10, y: start.y + direction.y * Double(i) * 10
                                )))
                    }
                    h.send(.pointerUp(Point(x: start.x + direction.x * 40, y: start.y + direction.y * 40)))
                    let began = pan.stateHistory.first == .began
                    XCTAssertEqual(began, edges.contains(edge), "edges \(edges.rawValue), from \(edge.rawValue)")
                }
            }
        }
    }
}
