import Geometry
import XCTest

@testable import Engine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// UIKit Dynamics' motion against closed forms: free fall, pushes, springs, pendulums.
///
/// The animator steps at a fixed 1/240 s with semi-implicit Euler, so each test states the
/// discretisation error it allows (of the order of the step) rather than an arbitrary
/// percentage. The harness ticks at 240 frames a second: one step per frame.
final class DynamicsMotionTests: XCTestCase {
    static let dt = 1.0 / 240

    /// A window of 1000 x 2000 points on a 240 fps virtual clock.
    @MainActor
    private static func makeHarness() -> Harness { Harness(size: Size(width: 1000, height: 2000), fps: 240) }

    @MainActor
    private static func addItem(_ h: Harness, size: Size = Size(width: 100, height: 100), center: Point) -> View {
        let v = View(frame: Rect(origin: .zero, size: size))
        v.center = center
        h.root.addSubview(v)
        return v
    }

    /// Apple, `UIGravityBehavior.magnitude`: "A magnitude value of 1.0 represents an
    /// acceleration of 1000 points / second² at the specified angle"; `gravityDirection`:
    /// "The default value of this property is the vector (0.0, 1.0), which represents a
    /// downward force in the reference view." So y = y0 + g t² / 2 whatever the mass; the
    /// step adds at most g t Δt / 2 (semi-implicit Euler's first-order term).
    func testGravityIsAConstantAccelerationOf1000PointsPerSecondSquaredPerUnit() {
        MainActor.assumeIsolated {
            for (magnitude, angle, size) in [
                (1.0, Double.pi / 2, Size(width: 100, height: 100)), (0.5, 0.0, Size(width: 40, height: 300)),
                (2.0, Double.pi / 4, Size(width: 10, height: 10)),
            ] {
                let h = Self.makeHarness()
                let start = Point(x: 300, y: 300)
                let item = Self.addItem(h, size: size, center: start)
                let animator = DynamicAnimator(referenceView: h.root)
                let gravity = GravityBehavior(items: [item])
                gravity.setAngle(angle, magnitude: magnitude)
                animator.addBehavior(gravity)
                let g = 1000 * magnitude
                for frames in [60, 60, 120] {
                    h.step(frames)
                    let t = animator.elapsedTime
                    let d = g * t * t / 2
                    let allowed = g * t * Self.dt / 2 + 1e-6
                    assertClose(item.center.x, start.x + d * cos(angle), allowed, "x at \(t) s, g \(g)")
                    assertClose(item.center.y, start.y + d * sin(angle), allowed, "y at \(t) s, g \(g)")
                }
                XCTAssertEqual(item.transform, .identity, "gravity alone never turns an item")
            }
        }
    }

    /// Apple, `UIPushBehavior.magnitude`: "A continuous force vector with a magnitude of
    /// 1.0, applied to a 100 point x 100 point view whose density value is 1.0, results in
    /// view acceleration of 100 points / second²"; `UIDynamicItemBehavior.density`: "item
    /// two [100 x 200] has twice the effective mass of item one [100 x 100]". An
    /// instantaneous push of the same magnitude is the impulse that gives that item
    /// 100 points/s: velocity = impulse / mass, mass = density x area / 10,000.
    func testPushGivesVelocityImpulseOverMassAndAccelerationForceOverMass() {
        MainActor.assumeIsolated {
            for (size, density, magnitude) in [
                (Size(width: 100, height: 100), 1.0, 1.0), (Size(width: 100, height: 200), 1.0, 1.0),
                (Size(width: 50, height: 50), 3.0, 0.4), (Size(width: 200, height: 100), 0.5, 2.5),
            ] {
                let mass = density * size.width * size.height / 10_000
                let h = Self.makeHarness()
                let a = Self.addItem(h, size: size, center: Point(x: 300, y: 300))
                let b = Self.addItem(h, size: size, center: Point(x: 600, y: 300))
                let animator = DynamicAnimator(referenceView: h.root)
                let properties = DynamicItemBehavior(items: [a, b])
                properties.density = density
                let once = PushBehavior(items: [a], mode: .instantaneous)
                once.setAngle(0, magnitude: magnitude)
                let steady = PushBehavior(items: [b], mode: .continuous)
                steady.setAngle(Double.pi / 2, magnitude: magnitude)
                for behavior in [properties, once, steady] { animator.addBehavior(behavior) }
                h.step(240)
                assertClose(properties.linearVelocity(for: a).x, 100 * magnitude / mass, 1e-9, "impulse / mass")
                XCTAssertFalse(once.active, "an instantaneous push deactivates itself once applied")
                assertClose(properties.linearVelocity(for: b).y, 100 * magnitude / mass, 1e-9, "force / mass x 1 s")
                XCTAssertEqual(properties.linearVelocity(for: b).x, 0, accuracy: 1e-12)
            }
        }
    }

    /// A spring attachment is the damped oscillator of its frequency and damping ratio.
    /// Apple, `UIAttachmentBehavior.length`: "The distance, in points, between the two
    /// attachment points"; `frequency`: "The frequency of oscillation for the attachment
    /// behavior"; `damping`: "The amount of damping to apply to the attachment behavior".
    /// Released from rest at stretch A, x(t) = A e^(-ζωt) (cos ω_d t + ζ/√(1-ζ²) sin ω_d t)
    /// with ω = 2π f and ω_d = ω √(1-ζ²). Semi-implicit Euler stays within A ω Δt of it.
    func testSpringAttachmentFollowsTheDampedOscillator() {
        MainActor.assumeIsolated {
            for (frequency, zeta) in [(1.0, 0.1), (2.0, 0.3), (0.5, 0.0), (1.5, 0.7)] {
                let h = Self.makeHarness()
                let anchor = Point(x: 300, y: 500)
                let rest = 150.0
                let stretch = 60.0
                let item = Self.addItem(h, center: Point(x: anchor.x + rest + stretch, y: anchor.y))
                let animator = DynamicAnimator(referenceView: h.root)
                let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
                assertClose(spring.length, rest + stretch, 1e-9, "the length starts as the distance")
                spring.length = rest
                spring.frequency = frequency
                spring.damping = zeta
                animator.addBehavior(spring)
                let omega = 2 * Double.pi * frequency
                let omegaD = omega * (1 - zeta * zeta).squareRoot()
                var worst = 0.0
                for _ in 0..<720 {
                    h.step()
                    let t = animator.elapsedTime
                    let exact =
                        stretch * exp(-zeta * omega * t)
                        * (cos(omegaD * t) + zeta / (1 - zeta * zeta).squareRoot() * sin(omegaD * t))
                    worst = max(worst, abs((item.center.x - anchor.x - rest) - exact))
                    XCTAssertEqual(item.center.y, anchor.y, accuracy: 1e-9)
                }
                XCTAssertLessThan(worst, stretch * omega * Self.dt, "f \(frequency) Hz, ζ \(zeta)")
            }
        }
    }

    /// Two items joined by a spring: no outside force, so their centre of mass stays put
    /// (momentum is conserved) while their separation oscillates about the rest length at
    /// the spring's frequency. Apple, `UIAttachmentBehavior`: "When two items are attached
    /// to each other, forces imparted on one item affect the movement of the other".
    func testItemToItemSpringKeepsTheCentreOfMassAndOscillatesAtItsFrequency() {
        MainActor.assumeIsolated {
            for (frequency, heavier) in [(1.0, 100.0), (2.5, 300.0)] {
                let h = Self.makeHarness()
                let a = Self.addItem(h, size: Size(width: 100, height: 100), center: Point(x: 200, y: 500))
                let b = Self.addItem(h, size: Size(width: 100, height: heavier), center: Point(x: 500, y: 500))
                let animator = DynamicAnimator(referenceView: h.root)
                let spring = AttachmentBehavior(item: a, attachedTo: b)
                XCTAssertEqual(spring.attachedBehaviorType, .items)
                spring.length = 200
                spring.frequency = frequency
                animator.addBehavior(spring)
                let mA = 1.0
                let mB = heavier / 100
                let centreOfMass = (200 * mA + 500 * mB) / (mA + mB)
                let period = Self.measuredPeriod(h, animator, cycles: 3) { (b.center.x - a.center.x) - 200 }
                assertClose(period, 1 / frequency, 0.002 / frequency, "\(frequency) Hz")
                assertClose((a.center.x * mA + b.center.x * mB) / (mA + mB), centreOfMass, 1e-6, "centre of mass")
            }
        }
    }

    /// A rigid attachment (frequency 0) of length L from the item's centre is a simple
    /// pendulum: the small-angle period is 2π √(L / g) (times 1 + θ0²/16 for amplitude θ0).
    /// Apple, `UIAttachmentBehavior`: "When an item is attached to an anchor point, the
    /// movement of that item is affected by its attachment to the specified anchor point."
    func testRigidAttachmentSwingsWithThePendulumPeriod() {
        MainActor.assumeIsolated {
            for length in [100.0, 200.0, 400.0] {
                let h = Self.makeHarness()
                let anchor = Point(x: 500, y: 100)
                let theta0 = 0.1
                let item = Self.addItem(
                    h, size: Size(width: 20, height: 20),
                    center: Point(x: anchor.x + length * sin(theta0), y: anchor.y + length * cos(theta0)))
                let animator = DynamicAnimator(referenceView: h.root)
                animator.addBehavior(AttachmentBehavior(item: item, attachedToAnchor: anchor))
                animator.addBehavior(GravityBehavior(items: [item]))
                let expected = 2 * Double.pi * (length / 1000).squareRoot() * (1 + theta0 * theta0 / 16)
                let period = Self.measuredPeriod(h, animator, cycles: 3) { item.center.x - anchor.x }
                assertClose(period, expected, expected * 0.005, "L \(length)")
                assertClose(item.center.distance(to: anchor), length, 0.5, "the rod keeps its length")
            }
        }
    }

    /// A rigid attachment of length 0 at a point off the centre is a pin: the item swings as
    /// a physical pendulum about it, turning as it goes, with period
    /// 2π √(I_pivot / (m g d)), I_pivot = m (w² + h²)/12 + m d² for a uniform rectangle.
    func testPinnedItemTurnsAsAPhysicalPendulum() {
        MainActor.assumeIsolated {
            for (w, height) in [(40.0, 200.0), (120.0, 160.0)] {
                let h = Self.makeHarness()
                let anchor = Point(x: 500, y: 200)
                let d = height / 2
                let theta0 = 0.1
                let item = Self.addItem(h, size: Size(width: w, height: height), center: .zero)
                item.transform = AffineTransform(rotationAngle: theta0)
                // The centre hangs below the pin, turned with the item.
                item.center = Point(x: anchor.x - d * sin(theta0), y: anchor.y + d * cos(theta0))
                let animator = DynamicAnimator(referenceView: h.root)
                let pin = AttachmentBehavior(
                    item: item, offsetFromCenter: Point(x: 0, y: -d), attachedToAnchor: anchor)
                XCTAssertEqual(pin.length, 0, accuracy: 1e-9)
                animator.addBehavior(pin)
                animator.addBehavior(GravityBehavior(items: [item]))
                let pivotInertia = (w * w + height * height) / 12 + d * d
                let expected = 2 * Double.pi * (pivotInertia / (1000 * d)).squareRoot() * (1 + theta0 * theta0 / 16)
                let period = Self.measuredPeriod(h, animator, cycles: 3) { atan2(item.transform.b, item.transform.a) }
                assertClose(period, expected, expected * 0.005, "\(w) x \(height)")
            }
        }
    }

    /// The mean time between upward zero crossings of `signal` over `cycles` periods.
    @MainActor
    private static func measuredPeriod(
        _ h: Harness, _ animator: DynamicAnimator, cycles: Int, _ signal: () -> Double
    ) -> Double {
        var crossings: [Double] = []
        var last = signal()
        var lastT = 0.0
        while crossings.count <= cycles, animator.elapsedTime < 30 {
            h.step()
            let now = signal()
            let t = animator.elapsedTime
            if last < 0, now >= 0 { crossings.append(lastT + (t - lastT) * (-last) / (now - last)) }
            last = now
            lastT = t
        }
        guard crossings.count > cycles else { return .infinity }
        return (crossings[cycles] - crossings[0]) / Double(cycles)
    }
}
