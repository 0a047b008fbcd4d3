import Geometry

/// The bodies of one `DynamicAnimator` and one fixed step of their motion.
///
/// A step is semi-implicit Euler with sequential impulses: forces change the velocities,
/// constraints (joints, contacts) correct the velocities, the bodies move, and a few
/// passes of position correction take out the drift a rigid joint or a contact gathers.
/// Bodies keep the order in which their items joined, so every run is the same.
@MainActor
final class DynamicWorld {
    /// The fixed step, in seconds.
    let stepInterval: Double
    /// The reference view's bounds, for collisions with the reference bounds.
    var referenceBounds: Rect = .zero
    /// Bodies in the order their items joined.
    private(set) var bodies: [DynamicBody] = []
    private var index: [ObjectIdentifier: DynamicBody] = [:]

    /// Velocity passes per step: enough for a chain of a few joints and a resting contact.
    static let velocityIterations = 8
    /// Position passes per step.
    static let positionIterations = 3

    init(stepInterval: Double) {
        self.stepInterval = stepInterval
    }

    /// The body of `item`, or nil when no behavior of the animator holds it.
    func body(for item: any DynamicItem) -> DynamicBody? {
        index[ObjectIdentifier(item)]
    }

    /// Makes the bodies the items of `behaviors`: new items join with their current state,
    /// items no behavior holds any more leave.
    func sync(with behaviors: [DynamicBehavior]) {
        var wanted: [ObjectIdentifier: any DynamicItem] = [:]
        var order: [any DynamicItem] = []
        for behavior in behaviors {
            for item in behavior.dynamicItems where wanted[ObjectIdentifier(item)] == nil {
                wanted[ObjectIdentifier(item)] = item
                order.append(item)
            }
        }
        bodies.removeAll { wanted[ObjectIdentifier($0.item)] == nil }
        for item in order where index[ObjectIdentifier(item)] == nil {
            bodies.append(DynamicBody(item: item))
        }
        index = [:]
        for body in bodies { index[ObjectIdentifier(body.item)] = body }
    }

    /// One fixed step of every behavior in `behaviors` (flattened, in order).
    func step(_ behaviors: [DynamicBehavior]) {
        let dt = stepInterval
        for body in bodies {
            body.force = .zero
            body.torque = 0
        }
        for b in behaviors { b.configureBodies(in: self) }
        for b in behaviors { b.applyForces(in: self) }
        for body in bodies where !body.isAnchored {
            body.velocity += body.force * (body.inverseMass * dt)
            body.angularVelocity += body.torque * body.inverseInertia * dt
            // Resistance as a per-second damping rate, integrated implicitly so any value is stable.
            body.velocity = body.velocity * (1 / (1 + dt * body.resistance))
            body.angularVelocity /= 1 + dt * body.angularResistance
            if !body.allowsRotation { body.angularVelocity = 0 }
        }
        for b in behaviors { b.prepareConstraints(in: self) }
        for _ in 0..<Self.velocityIterations {
            for b in behaviors { b.solveVelocities(in: self) }
        }
        for _ in 0..<Self.velocityIterations {
            for b in behaviors { b.finishVelocities(in: self) }
        }
        for body in bodies where !body.isAnchored {
            body.position += body.velocity * dt
            body.angle += body.angularVelocity * dt
        }
        for _ in 0..<Self.positionIterations {
            for b in behaviors { b.solvePositions(in: self) }
        }
        for b in behaviors { b.finishStep(in: self) }
    }

    /// Below these speeds for `restDuration` a body counts as at rest.
    static let restSpeed = 2.0
    /// Radians per second.
    static let restAngularSpeed = 0.035
    /// Long enough that the turning point of a swing or a bounce is not taken for rest.
    static let restDuration = 0.25

    /// Updates each body's rest timer; true when every body has rested long enough.
    func noteRest() -> Bool {
        var allResting = true
        for body in bodies {
            let slow =
                body.velocity.dot(body.velocity) < Self.restSpeed * Self.restSpeed
                && abs(body.angularVelocity) < Self.restAngularSpeed
            body.restTime = slow ? body.restTime + stepInterval : 0
            if body.restTime < Self.restDuration { allResting = false }
        }
        return allResting
    }

    /// Sets every rest timer back, so the bodies must rest a full `restDuration` again.
    func wake() {
        for body in bodies { body.restTime = 0 }
    }
}
