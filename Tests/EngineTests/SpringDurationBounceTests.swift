import Foundation
import Geometry
import XCTest

@testable import Engine

/// iOS 17's duration-and-bounce springs: `UIView.animate(springDuration:bounce:...)`,
/// `UISpringTimingParameters(duration:bounce:)` and `CASpringAnimation(perceptualDuration:bounce:)`.
///
/// Apple, SwiftUI `Spring`: "let spring = Spring(duration: 0.5, bounce: 0.3) / let (mass,
/// stiffness, damping) = (spring.mass, spring.stiffness, spring.damping) // (1.0, 157.9, 17.6)"
/// and "let spring2 = Spring(mass: 1, stiffness: 100, damping: 10) / let (duration, bounce) =
/// (spring2.duration, spring2.bounce) // (0.63, 0.5)". `bounce`: "A value of 0 indicates no
/// bounces (a critically damped spring), positive values indicate increasing amounts of
/// bounciness up to a maximum of 1.0 (corresponding to undamped oscillation), and negative
/// values indicate overdamped springs with a minimum value of -1.0." The duration "defines
/// the pace of the spring. This is approximately equal to the settling duration".
final class SpringDurationBounceTests: XCTestCase {
    /// Apple's two published conversions, both ways, and the overdamped side.
    func testTheConversionsAreApplesPublishedNumbers() {
        let spring = Spring(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)

        let spring2 = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring2.perceptualDuration, 0.63, accuracy: 0.005)
        XCTAssertEqual(spring2.bounce, 0.5, accuracy: 1e-12)

        XCTAssertEqual(Spring(perceptualDuration: 0.4, bounce: 0).dampingRatio, 1, accuracy: 1e-12, "critical")
        let overdamped = Spring(perceptualDuration: 0.4, bounce: -0.5)
        XCTAssertEqual(overdamped.dampingRatio, 2, accuracy: 1e-12, "overdamped below 0")
        XCTAssertEqual(overdamped.bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(overdamped.perceptualDuration, 0.4, accuracy: 1e-12)
        XCTAssertEqual(Spring(perceptualDuration: 0.4, bounce: 3).dampingRatio, 0, "bounce stops at 1")
    }

    /// The view moves along the damped oscillator of w = 2 pi / duration and z = 1 - bounce,
    /// its initial velocity in distances per second (as in the older spring form), and the
    /// spring is not cut off at `duration`: the completion runs when it has settled.
    func testAnimateWithSpringDurationFollowsTheOscillatorUntilItSettles() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let distance = 200.0
            let velocity = 2.0
            var done: [Bool] = []
            View.animate(
                springDuration: 0.5, bounce: 0.3, initialSpringVelocity: velocity,
                animations: { box.center = Point(x: 50 + distance, y: 50) }, completion: { done.append($0) })
            let w = 2 * Double.pi / 0.5
            let z = 0.7
            let wd = w * (1 - z * z).squareRoot()
            // u(t): the share of the distance covered; u(0) = 0, u'(0) = velocity.
            func u(_ t: Double) -> Double {
                1 + exp(-z * w * t) * (-cos(wd * t) + (velocity - z * w) / wd * sin(wd * t))
            }
            var t = 0.0
            var overshot = false
            for _ in 0..<30 {
                h.advance(0.02)
                t += 0.02
                XCTAssertEqual(box.presentationCenter.x, 50 + distance * u(t), accuracy: 1e-6, "t = \(t)")
                overshot = overshot || box.presentationCenter.x > 50 + distance + 1
            }
            XCTAssertTrue(overshot, "a bounce of 0.3 overshoots")
            XCTAssertEqual(done, [], "still moving past its perceptual duration")
            h.advance(1)
            XCTAssertEqual(done, [true])
            XCTAssertEqual(box.presentationCenter.x, 50 + distance)
        }
    }

    /// `UISpringTimingParameters(duration:bounce:)` keeps its own pace in a property animator:
    /// the animator's duration does not stretch it.
    func testTheTimingParametersKeepTheirOwnPaceInAnAnimator() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let animator = PropertyAnimator(
                duration: 3, timingParameters: SpringTimingProvider(duration: 0.5, bounce: 0)
            ) { box.alpha = 0 }
            animator.startAnimation()
            let w = 2 * Double.pi / 0.5
            h.advance(0.1)
            // Critically damped from rest: covered share 1 - (1 + w t) e^(-w t).
            XCTAssertEqual(box.presentationAlpha, (1 + w * 0.1) * exp(-w * 0.1), accuracy: 1e-6)
            h.advance(1.2)
            XCTAssertEqual(animator.state, .inactive, "settled and finished long before 3 seconds")
            XCTAssertEqual(box.presentationAlpha, 0)
        }
    }

    /// `CASpringAnimation(perceptualDuration:bounce:)` sets the physical parameters Apple's
    /// conversion gives and reads them back; it runs until the spring settles.
    func testTheLayerSpringsPerceptualForm() {
        MainActor.assumeIsolated {
            let a = SpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
            XCTAssertEqual(a.mass, 1)
            XCTAssertEqual(a.stiffness, 157.9, accuracy: 0.05)
            XCTAssertEqual(a.damping, 17.6, accuracy: 0.05)
            XCTAssertEqual(a.perceptualDuration, 0.5, accuracy: 1e-12)
            XCTAssertEqual(a.bounce, 0.3, accuracy: 1e-12)
            XCTAssertEqual(a.duration, a.settlingDuration)
            XCTAssertGreaterThan(a.duration, 0.5)
            let copy = SpringAnimation(perceptualDuration: 0.5, bounce: -0.5).copy() as! SpringAnimation
            XCTAssertTrue(copy.allowsOverdamping, "a negative bounce needs overdamping, and a copy keeps it")
            XCTAssertEqual(copy.bounce, -0.5, accuracy: 1e-12)
        }
    }

    /// Before iOS 17 Core Animation's springs had no overdamping: `allowsOverdamping` (false by
    /// default) lets a damping past critical creep in; without it the spring moves as a
    /// critically damped one at the same natural frequency (as WebKit's spring solver, made to
    /// match Core Animation's, treats every damping ratio of 1 and above).
    func testOverdampingIsOnlyAllowedWhenAsked() {
        MainActor.assumeIsolated {
            let heavy = SpringAnimation(keyPath: "opacity")
            heavy.damping = 60  // z = 60 / (2 sqrt(100)) = 3
            let critical = SpringAnimation(keyPath: "opacity")
            critical.damping = 20
            XCTAssertFalse(heavy.allowsOverdamping)
            XCTAssertEqual(heavy.bounce, 0, accuracy: 1e-12)
            XCTAssertEqual(heavy.settlingDuration, critical.settlingDuration, accuracy: 1e-9)
            for t in stride(from: 0.05, through: 1, by: 0.05) {
                XCTAssertEqual(heavy.progress(atPassTime: t), critical.progress(atPassTime: t), accuracy: 1e-12)
            }
            heavy.allowsOverdamping = true
            XCTAssertEqual(heavy.bounce, 1.0 / 3 - 1, accuracy: 1e-12)
            XCTAssertGreaterThan(heavy.settlingDuration, critical.settlingDuration)
            XCTAssertLessThan(heavy.progress(atPassTime: 0.3), critical.progress(atPassTime: 0.3), "creeps in")
        }
    }
}
