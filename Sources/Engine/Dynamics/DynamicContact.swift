import Geometry

/// One contact point between a reference side `a` (whose face gives the normal) and an
/// incident side `b`, either of which may be static (nil: a boundary). The normal points
/// from `a` toward `b`. Points are kept in each body's own frame so position correction
/// can measure the separation again after the bodies moved.
@MainActor
struct DynamicContact {
    /// Who touches whom, for the delegate.
    enum Key: Hashable {
        /// An item and a boundary (nil: the reference bounds).
        case boundary(ObjectIdentifier, AnyHashable?)
        /// Two items, in the behavior's item order.
        case items(ObjectIdentifier, ObjectIdentifier)
    }

    let key: Key
    let a: DynamicBody?
    let b: DynamicBody?
    /// The normal, in `a`'s frame (world when `a` is static).
    let localNormal: Point
    /// A point of the reference face, in `a`'s frame.
    let localPlanePoint: Point
    /// The contact point on `b`, in `b`'s frame.
    let localPoint: Point
    /// The world point at detection, for the delegate.
    let point: Point
    var normalImpulse = 0.0
    var tangentImpulse = 0.0
    var normalMass = 0.0
    var tangentMass = 0.0
    var approachSpeed = 0.0
    var allowedApproach = 0.0
    var elasticity = 0.0
    var friction = 0.0

    init(key: Key, a: DynamicBody?, b: DynamicBody?, normal: Point, planePoint: Point, point: Point) {
        self.key = key
        self.a = a
        self.b = b
        self.point = point
        if let a {
            localNormal = normal.rotated(by: -a.angle)
            localPlanePoint = (planePoint - a.position).rotated(by: -a.angle)
        } else {
            localNormal = normal
            localPlanePoint = planePoint
        }
        localPoint = b.map { (point - $0.position).rotated(by: -$0.angle) } ?? point
    }

    /// The normal, the contact point and the separation at the bodies' current positions.
    func current() -> (normal: Point, point: Point, separation: Double) {
        let n = a.map { localNormal.rotated(by: $0.angle) } ?? localNormal
        let plane = a.map { $0.worldPoint(localPlanePoint) } ?? localPlanePoint
        let p = b.map { $0.worldPoint(localPoint) } ?? localPoint
        return (n, p, n.dot(p - plane))
    }

    /// Approach speeds below this, in points per second, do not bounce: such a bounce would
    /// rise less than 5 points under UIKit gravity (v² / 2g), and without the cut a bouncing
    /// item would chatter for a long time before it comes to rest.
    static let restitutionThreshold = 100.0
    /// Overlap left alone, in points, so a resting contact persists from step to step.
    static let slop = 0.25
    /// The share of the overlap taken out per position pass.
    static let correction = 0.2
    /// The largest correction of one pass, in points.
    static let maxCorrection = 20.0

    private func arms(_ p: Point) -> (Point, Point) {
        (a.map { p - $0.position } ?? .zero, b.map { p - $0.position } ?? .zero)
    }

    private func inverseMass(_ rA: Point, _ rB: Point, along n: Point) -> Double {
        var k = 0.0
        if let a { k += a.inverseMass + a.inverseInertia * pow2(rA.cross(n)) }
        if let b { k += b.inverseMass + b.inverseInertia * pow2(rB.cross(n)) }
        return k
    }

    private func relativeVelocity(_ rA: Point, _ rB: Point) -> Point {
        (b?.velocity(at: rB) ?? .zero) - (a?.velocity(at: rA) ?? .zero)
    }

    /// Effective masses, the approach speed and the gap from the positions of this step.
    mutating func prepare(stepInterval: Double) {
        let (n, p, separation) = current()
        let (rA, rB) = arms(p)
        let kn = inverseMass(rA, rB, along: n)
        let kt = inverseMass(rA, rB, along: n.perpendicular)
        normalMass = kn > 0 ? 1 / kn : 0
        tangentMass = kt > 0 ? 1 / kt : 0
        elasticity = max(a?.elasticity ?? 0, b?.elasticity ?? 0)
        if let a, let b {
            friction = (a.friction * b.friction).squareRoot()
        } else {
            friction = a?.friction ?? b?.friction ?? 0
        }
        approachSpeed = relativeVelocity(rA, rB).dot(n)
        // A contact found before touching (speculative) lets the bodies close the gap in
        // this step and no more, so a fast item cannot pass through a thin boundary.
        allowedApproach = max(separation, 0) / stepInterval
        normalImpulse = 0
        tangentImpulse = 0
    }

    /// One pass: friction within the Coulomb cone, then no approach beyond the gap.
    mutating func solveVelocity() {
        let (n, p, _) = current()
        let (rA, rB) = arms(p)
        let t = n.perpendicular
        let vt = relativeVelocity(rA, rB).dot(t)
        let maxFriction = friction * normalImpulse
        let newT = min(max(tangentImpulse - vt * tangentMass, -maxFriction), maxFriction)
        apply(t * (newT - tangentImpulse), rA, rB, position: false)
        tangentImpulse = newT

        let vn = relativeVelocity(rA, rB).dot(n)
        let newN = max(normalImpulse - normalMass * (vn + allowedApproach), 0)
        apply(n * (newN - normalImpulse), rA, rB, position: false)
        normalImpulse = newN
    }

    /// One pass after the velocity passes: a contact that pushed, met at a speed above the
    /// threshold, sends the bodies apart at `elasticity` times that speed (repeated passes
    /// share the bounce between the points of a face).
    mutating func applyRestitution() {
        guard elasticity > 0, normalImpulse > 0, approachSpeed < -Self.restitutionThreshold else { return }
        let (n, p, _) = current()
        let (rA, rB) = arms(p)
        let vn = relativeVelocity(rA, rB).dot(n)
        let newN = max(normalImpulse - normalMass * (vn + elasticity * approachSpeed), 0)
        apply(n * (newN - normalImpulse), rA, rB, position: false)
        normalImpulse = newN
    }

    /// One pass of pushing the overlap back toward `slop`.
    func solvePosition() {
        let (n, p, separation) = current()
        let c = min(max(Self.correction * (separation + Self.slop), -Self.maxCorrection), 0)
        guard c < 0 else { return }
        let (rA, rB) = arms(p)
        let k = inverseMass(rA, rB, along: n)
        guard k > 0 else { return }
        apply(n * (-c / k), rA, rB, position: true)
    }

    private func apply(_ impulse: Point, _ rA: Point, _ rB: Point, position: Bool) {
        if position {
            a?.applyPositionImpulse(-impulse, at: rA)
            b?.applyPositionImpulse(impulse, at: rB)
        } else {
            a?.applyImpulse(-impulse, at: rA)
            b?.applyImpulse(impulse, at: rB)
        }
    }
}
