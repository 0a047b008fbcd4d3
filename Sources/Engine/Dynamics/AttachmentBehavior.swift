import Geometry

/// A connection from a point of an item to an anchor point or to a point of another item
/// (`UIAttachmentBehavior`).
///
/// With `frequency` 0 (the default) the connection is rigid: a massless rod of `length`
/// hinged at both ends, or a pin joint when the length is 0. With a positive `frequency`
/// it is a spring of that natural frequency (Hz) and damping ratio `damping` whose rest
/// length is `length`: the relative motion along it is the damped oscillator
/// m x'' + 2 ζ ω m x' + ω² m x = 0 with ω = 2π `frequency`, ζ = `damping`, and m the
/// effective mass of the two ends. The length starts as the distance between the two
/// points when the behavior is made. Offsets are in the item's own frame and turn with it.
@preconcurrency @MainActor
open class AttachmentBehavior: DynamicBehavior {
    /// What the first item is attached to.
    public enum AttachmentType: Sendable {
        /// Another item (`.items`).
        case items
        /// A point in the reference view (`.anchor`).
        case anchor
    }

    /// An anchor or a second item.
    public let attachedBehaviorType: AttachmentType
    /// The attached items: one for an anchor attachment, two otherwise.
    public let items: [any DynamicItem]
    /// The anchor in reference coordinates; moving it drags the item (an anchor attachment).
    public var anchorPoint: Point {
        didSet { noteChange() }
    }
    /// The rest distance between the two attachment points, in points.
    public var length: Double {
        didSet { noteChange() }
    }
    /// The spring's damping ratio; used only when `frequency` is positive.
    public var damping = 0.0 {
        didSet { noteChange() }
    }
    /// The spring's natural frequency in Hz; 0 makes the attachment rigid.
    public var frequency = 0.0 {
        didSet { noteChange() }
    }

    let offsetA: Point
    let offsetB: Point

    /// Attaches the point `offset` from `item`'s centre to `anchorPoint`.
    public init(item: any DynamicItem, offsetFromCenter offset: Point = .zero, attachedToAnchor anchorPoint: Point) {
        attachedBehaviorType = .anchor
        items = [item]
        self.anchorPoint = anchorPoint
        offsetA = offset
        offsetB = .zero
        let a = item.center + offset.rotated(by: rotationAngle(of: item.transform))
        length = a.distance(to: anchorPoint)
        super.init()
    }

    /// Attaches the point `offset1` from `item1`'s centre to the point `offset2` from `item2`'s.
    public init(
        item item1: any DynamicItem, offsetFromCenter offset1: Point = .zero, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Point = .zero
    ) {
        attachedBehaviorType = .items
        items = [item1, item2]
        anchorPoint = .zero
        offsetA = offset1
        offsetB = offset2
        let a = item1.center + offset1.rotated(by: rotationAngle(of: item1.transform))
        let b = item2.center + offset2.rotated(by: rotationAngle(of: item2.transform))
        length = a.distance(to: b)
        super.init()
    }

    override var dynamicItems: [any DynamicItem] { items }

    /// Below this length a rigid attachment is a pin joint (both axes held).
    static let pinLength = 1e-3

    /// The two ends now: bodies (nil for the anchor), offsets from their centres and points.
    private func ends(in world: DynamicWorld) -> (
        a: DynamicBody, b: DynamicBody?, rA: Point, rB: Point, pA: Point, pB: Point
    )? {
        guard let a = world.body(for: items[0]) else { return nil }
        let rA = offsetA.rotated(by: a.angle)
        if attachedBehaviorType == .anchor {
            return (a, nil, rA, .zero, a.position + rA, anchorPoint)
        }
        guard let b = world.body(for: items[1]) else { return nil }
        let rB = offsetB.rotated(by: b.angle)
        return (a, b, rA, rB, a.position + rA, b.position + rB)
    }

    /// The inverse effective mass of the two ends along unit direction `n`.
    private func inverseMass(_ e: (a: DynamicBody, b: DynamicBody?, rA: Point, rB: Point), along n: Point) -> Double {
        var k = e.a.inverseMass + e.a.inverseInertia * pow2(e.rA.cross(n))
        if let b = e.b { k += b.inverseMass + b.inverseInertia * pow2(e.rB.cross(n)) }
        return k
    }

    private func relativeVelocity(_ e: (a: DynamicBody, b: DynamicBody?, rA: Point, rB: Point)) -> Point {
        (e.b?.velocity(at: e.rB) ?? .zero) - e.a.velocity(at: e.rA)
    }

    private func apply(_ p: Point, _ e: (a: DynamicBody, b: DynamicBody?, rA: Point, rB: Point), position: Bool) {
        if position {
            e.b?.applyPositionImpulse(p, at: e.rB)
            e.a.applyPositionImpulse(-p, at: e.rA)
        } else {
            e.b?.applyImpulse(p, at: e.rB)
            e.a.applyImpulse(-p, at: e.rA)
        }
    }

    override func applyForces(in world: DynamicWorld) {
        guard frequency > 0, let e = ends(in: world) else { return }
        let omega = 2 * Double.pi * frequency
        let delta = e.pB - e.pA
        let dist = delta.dot(delta).squareRoot()
        let v = relativeVelocity((e.a, e.b, e.rA, e.rB))
        let f: Point
        if length > Self.pinLength {
            guard dist > 1e-9 else { return }
            let n = delta * (1 / dist)
            let k = inverseMass((e.a, e.b, e.rA, e.rB), along: n)
            guard k > 0 else { return }
            f = n * ((omega * omega * (dist - length) + 2 * damping * omega * v.dot(n)) / k)
        } else {
            let n = dist > 1e-9 ? delta * (1 / dist) : Point(x: 1, y: 0)
            let k = inverseMass((e.a, e.b, e.rA, e.rB), along: n)
            guard k > 0 else { return }
            f = (delta * (omega * omega) + v * (2 * damping * omega)) * (1 / k)
        }
        // f pulls the first end toward the second and the second back.
        e.a.applyForce(f, at: e.rA)
        e.b?.applyForce(-f, at: e.rB)
    }

    override func solveVelocities(in world: DynamicWorld) {
        guard frequency <= 0, let e = ends(in: world) else { return }
        let ends = (e.a, e.b, e.rA, e.rB)
        let v = relativeVelocity(ends)
        if length > Self.pinLength {
            let delta = e.pB - e.pA
            let n = delta.normalized
            let k = inverseMass(ends, along: n)
            guard n != .zero, k > 0 else { return }
            apply(n * (-v.dot(n) / k), ends, position: false)
        } else if let p = solvePin(ends, rhs: v) {
            apply(p, ends, position: false)
        }
    }

    override func solvePositions(in world: DynamicWorld) {
        guard frequency <= 0, let e = ends(in: world) else { return }
        let ends = (e.a, e.b, e.rA, e.rB)
        let delta = e.pB - e.pA
        if length > Self.pinLength {
            let dist = delta.dot(delta).squareRoot()
            let n = delta.normalized
            let k = inverseMass(ends, along: n)
            guard n != .zero, k > 0 else { return }
            let c = min(max(dist - length, -Self.maxCorrection), Self.maxCorrection)
            apply(n * (-c / k), ends, position: true)
        } else if let p = solvePin(ends, rhs: delta) {
            apply(p, ends, position: true)
        }
    }

    /// The largest position correction of one pass, in points, so a far jump of the anchor
    /// is followed over a few steps rather than in one.
    static let maxCorrection = 40.0

    /// The impulse `p` with K p = -rhs for a pin joint's 2 x 2 effective-mass matrix K.
    private func solvePin(_ e: (a: DynamicBody, b: DynamicBody?, rA: Point, rB: Point), rhs: Point) -> Point? {
        let mA = e.a.inverseMass
        let iA = e.a.inverseInertia
        let mB = e.b?.inverseMass ?? 0
        let iB = e.b?.inverseInertia ?? 0
        let k11 = mA + mB + iA * e.rA.y * e.rA.y + iB * e.rB.y * e.rB.y
        let k12 = -iA * e.rA.x * e.rA.y - iB * e.rB.x * e.rB.y
        let k22 = mA + mB + iA * e.rA.x * e.rA.x + iB * e.rB.x * e.rB.x
        let det = k11 * k22 - k12 * k12
        guard abs(det) > 1e-12 else { return nil }
        let inv = 1 / det
        return Point(x: -(k22 * rhs.x - k12 * rhs.y) * inv, y: -(k11 * rhs.y - k12 * rhs.x) * inv)
    }
}

/// The square.
func pow2(_ x: Double) -> Double { x * x }
