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

    /// False (the default) moves a spring damped past critical as a critically damped one,
    /// as Core Animation's springs did before iOS 17 added the switch; true lets it creep in
    /// overdamped.
    public var allowsOverdamping = false

    /// A spring animation of the property named `keyPath`.
    public override init(keyPath: String?) {
        super.init(keyPath: keyPath)
    }

    /// iOS 17's `CASpringAnimation(perceptualDuration:bounce:)`: mass, stiffness and damping
    /// of `Spring(perceptualDuration:bounce:)`, overdamping allowed for a negative bounce (the
    /// only way to reach it), and `duration` set to the settling duration so the spring is
    /// shown until it comes to rest.
    public convenience init(perceptualDuration: Double, bounce: Double) {
        self.init(keyPath: nil)
        let spring = Spring(perceptualDuration: perceptualDuration, bounce: bounce)
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        allowsOverdamping = bounce < 0
        duration = settlingDuration
    }

    /// The spring as it moves: the parameters as they are now, the damping cut to critical
    /// unless `allowsOverdamping`.
    private var spring: Spring {
        let m = max(mass, 1e-9)
        let k = max(stiffness, 1e-9)
        let critical = 2 * (m * k).squareRoot()
        let c = max(damping, 0)
        return Spring(mass: m, stiffness: k, damping: allowsOverdamping ? c : min(c, critical))
    }

    /// The undamped period of the spring, 2 pi sqrt(m / k): iOS 17's perceptual duration.
    public var perceptualDuration: Double { spring.perceptualDuration }

    /// iOS 17's bounce of the spring as it moves: 1 - z, or 1 / z - 1 when overdamped.
    public var bounce: Double { spring.bounce }

    /// The motion of the parameters as they are now.
    private var motion: SpringTimingParameters {
        SpringTimingParameters(spring: spring, initialVelocity: initialVelocity)
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
        c.allowsOverdamping = allowsOverdamping
        return c
    }
}
