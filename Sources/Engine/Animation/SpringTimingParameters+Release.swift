extension SpringTimingParameters {
    /// How fast the speed of a released motion may grow at the release, per second of its
    /// own speed: the spring's starting acceleration is at most this times the release
    /// velocity, so over the first frame at 60 Hz the speed grows by at most ~13%.
    public static let maximumReleaseSpeedUpRate = 8.0

    /// A spring that takes over a motion let go at `velocity` (fractions of the remaining
    /// distance per second, positive towards the target) and settles in its own time.
    ///
    /// A spring forced to end within the remaining share of a duration must be stiff when
    /// little is left, and a stiff spring started at the finger's speed first speeds up
    /// to several times it (a critically damped one to about 0.37 of its natural
    /// frequency, in distances per second). With m = 1 the starting acceleration is
    /// w^2 - 2 z w v, so the natural frequency w is chosen instead:
    /// - a fast release (2 z v at least the pace below) gets w = 2 z v: it starts with no
    ///   acceleration and only slows down into the target (critically damped it never
    ///   overshoots, since w >= v);
    /// - otherwise the pace of a spring that runs `settlingDuration` from rest (UIKit's
    ///   form), lowered until the starting acceleration is at most
    ///   `maximumReleaseSpeedUpRate` x v, so a slower release speeds up gently;
    /// - never below a quarter of that pace, so a release that nearly stopped (or that
    ///   moves away from the target) still arrives within a few `settlingDuration`s.
    /// The duration follows from the spring (`fixedDuration` is nil).
    public init(releaseVelocity v: Double, dampingRatio: Double, settlingDuration: Double) {
        let z = min(max(dampingRatio, 0.001), 1)
        let pace = Spring.solveUIKitFrequency(duration: max(settlingDuration, 0.001), dampingRatio: z, initialVelocity: 0)
        var w = pace
        if v > 0 {
            let k = SpringTimingParameters.maximumReleaseSpeedUpRate
            // The largest w with w^2 - 2 z w v <= k v.
            let gentle = z * v + (z * z * v * v + k * v).squareRoot()
            w = max(pace / 4, min(gentle, max(pace, 2 * z * v)))
        }
        self.init(spring: Spring(mass: 1, stiffness: w * w, damping: 2 * z * w), initialVelocity: v)
    }
}
