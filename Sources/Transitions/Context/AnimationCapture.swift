import Engine

/// The animations a transition's animator (and the coordinator's alongside closures)
/// started, with their original motion, so the whole transition can be held, scrubbed
/// to a time, and sent on to its end or back to its start like one timeline.
@MainActor
final class AnimationCapture {
    struct Entry {
        let animation: Animation
        let delay: Double
        let timing: any TimingParameters
        let initialVelocity: [Double]
    }

    private(set) var entries: [Entry] = []

    /// Runs `body` and keeps every animation it added to `animator`.
    func capture(in animator: Animator, _ body: () -> Void) -> [Animation] {
        let before = Set(animator.animations.map(ObjectIdentifier.init))
        body()
        var made: [Animation] = []
        for a in animator.animations where !before.contains(ObjectIdentifier(a)) && a.state != .finished {
            entries.append(Entry(animation: a, delay: a.remainingDelay, timing: a.timing, initialVelocity: a.initialVelocity))
            made.append(a)
        }
        return made
    }

    /// Holds every live animation at transition time `t` seconds on its original motion.
    func hold(atTime t: Double) {
        for e in entries where e.animation.state != .finished {
            e.animation.hold(onMotion: e.timing, initialVelocity: e.initialVelocity, atTime: t - e.delay)
        }
    }

    /// Sends every live animation from where it is to its end (or start) along `timing`.
    func continueAll(towardsStart: Bool, timing: any TimingParameters) {
        for e in entries where e.animation.state != .finished {
            e.animation.continueMotion(towardsStart: towardsStart, timing: timing)
        }
    }

    /// Pauses every live animation where it is.
    func pauseAll() {
        for e in entries where e.animation.state == .running { e.animation.pause() }
    }

    /// Forgets the animations (the transition ended).
    func removeAll() { entries.removeAll() }
}
