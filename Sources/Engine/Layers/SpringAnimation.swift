/// `CASpringAnimation`: a `BasicAnimation` whose values move along a damped spring
/// (m x'' + c x' + k x = 0, solved in closed form) instead of a timing function.
///
/// The spring runs on the animation's own clock: `duration` seconds of it are shown
/// (set `duration = settlingDuration` to see it come to rest), and `initialVelocity` is in
/// units of the whole distance per second, as in Core Animation. The timing function is
/// not used.
@preconcurrency @MainActor
open class SpringAnimation: BasicAnimation {
    /// The mass on the spring (1 by default); must be above 0.
    public var mass: Double = 1
    /// The spring's stiffness k (100 by default); must be above 0.
    public var stiffness: Double = 100
    /// The damping coefficient c (10 by default).
    public var damping: Double = 10
    /// The starting velocity, in distances per second (0 by default): 1 covers the whole
    /// distance in one second at that speed.
    public var initialVelocity: Double = 0

    /// A spring animation of the property named `keyPath`.
    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    /// The motion of the parameters as they are now.
    private var motion: SpringTimingParameters {
        SpringTimingParameters(
            spring: Spring(mass: max(mass, 1e-9), stiffness: max(stiffness, 1e-9), damping: max(damping, 0)),
            initialVelocity: initialVelocity)
    }

    /// Seconds until the spring stays within a thousandth of the distance of its target
    /// (and nearly at rest), from the parameters as they are now.
    public var settlingDuration: Double { motion.duration }

    override func progress(atPassTime t: Double) -> Double {
        motion.unitValue(at: t, initialVelocity: initialVelocity)
    }

    /// A copy of the same class, its own settings included (see `LayerAnimation.copy()`).
    open override func copy() -> BasicAnimation {
        let c = copyingValues(into: SpringAnimation(keyPath: keyPath))
        c.mass = mass
        c.stiffness = stiffness
        c.damping = damping
        c.initialVelocity = initialVelocity
        return c
    }
}
