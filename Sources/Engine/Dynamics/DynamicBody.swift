import Geometry

/// One item's rigid-body state inside a `DynamicAnimator`: a rectangle of the item's size
/// with its centre, rotation, velocities and material.
///
/// Mass follows UIKit's unit: a 100 x 100 point item of density 1 weighs 1, so the
/// documented "force 1 on that item gives 100 points/s²" holds with forces in mass x 100 pt/s².
@MainActor
final class DynamicBody {
    /// The item this body moves.
    let item: any DynamicItem
    /// The item's size; the body is the rectangle of this size about `position`.
    var size: Size
    /// The centre, in the reference view's coordinates.
    var position: Point
    /// The rotation in radians, clockwise on screen; unwrapped (it may pass 2π).
    var angle: Double
    /// The rotation last read from or written to the item: the transform is written only
    /// when the body has turned, so an item that never rotates keeps its own transform.
    var writtenAngle: Double
    /// Points per second.
    var velocity = Point.zero
    /// Radians per second, clockwise on screen.
    var angularVelocity = 0.0

    /// Relative mass per 100 x 100 points.
    var density = 1.0
    /// Restitution of a collision: 0 stops dead, 1 bounces back with the same speed.
    var elasticity = 0.0
    /// Coulomb friction coefficient against other items and boundaries.
    var friction = 0.0
    /// Linear velocity damping per second.
    var resistance = 0.0
    /// Angular velocity damping per second.
    var angularResistance = 0.0
    /// False holds the rotation fixed: the body behaves as if of infinite inertia.
    var allowsRotation = true
    /// True makes the body immovable: it collides but takes no force or impulse.
    var isAnchored = false

    /// Force accumulated for the current step, in mass x points/s².
    var force = Point.zero
    /// Torque accumulated for the current step.
    var torque = 0.0
    /// How long, in seconds, the body has been below the rest speeds without a break.
    var restTime = 0.0

    init(item: any DynamicItem) {
        self.item = item
        size = item.bounds.size
        position = item.center
        angle = rotationAngle(of: item.transform)
        writtenAngle = angle
    }

    /// Takes the item's centre, rotation and size again (after an outside change).
    func readItemState() {
        size = item.bounds.size
        position = item.center
        angle = rotationAngle(of: item.transform)
        writtenAngle = angle
    }

    /// Writes the centre, and the rotation when it changed, back to the item.
    func writeItemState() {
        if item.center != position { item.center = position }
        if angle != writtenAngle {
            item.transform = AffineTransform(rotationAngle: angle)
            writtenAngle = angle
        }
    }

    /// `density` x area / (100 x 100 points): UIKit's mass unit.
    var mass: Double { density * max(size.width * size.height, 1) / 10_000 }
    /// Zero for an anchored body, which nothing moves.
    var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    /// The moment of inertia of a uniform rectangle about its centre: m (w² + h²) / 12.
    var inertia: Double { mass * (size.width * size.width + size.height * size.height) / 12 }
    /// Zero when the body cannot turn.
    var inverseInertia: Double { isAnchored || !allowsRotation ? 0 : 1 / max(inertia, 1e-9) }

    /// A point fixed to the body, given in its unrotated local frame about the centre, in
    /// reference coordinates.
    func worldPoint(_ local: Point) -> Point { position + local.rotated(by: angle) }

    /// The velocity of the body's material at offset `r` (reference axes) from its centre.
    func velocity(at r: Point) -> Point { velocity + r.perpendicular * angularVelocity }

    /// Applies an impulse `p` at offset `r` from the centre.
    func applyImpulse(_ p: Point, at r: Point) {
        velocity += p * inverseMass
        angularVelocity += r.cross(p) * inverseInertia
    }

    /// Moves the body as an impulse `p` at `r` would, for position correction.
    func applyPositionImpulse(_ p: Point, at r: Point) {
        position += p * inverseMass
        angle += r.cross(p) * inverseInertia
    }

    /// Adds a force `f` acting at offset `r` from the centre for the current step.
    func applyForce(_ f: Point, at r: Point = .zero) {
        force += f
        torque += r.cross(f)
    }

    /// The rectangle's corners in reference coordinates, in the order that makes the
    /// collision code's outward normals point away from the centre.
    var corners: [Point] {
        let hw = size.width / 2
        let hh = size.height / 2
        return [
            worldPoint(Point(x: -hw, y: -hh)), worldPoint(Point(x: hw, y: -hh)),
            worldPoint(Point(x: hw, y: hh)), worldPoint(Point(x: -hw, y: hh)),
        ]
    }
}
