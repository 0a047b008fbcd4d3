import Geometry

/// What moves a scroll view's content after the finger left, axis by axis.
struct ScrollMotion {
    /// Why the content moves, which decides what the delegate hears at the end.
    enum Reason {
        /// The glide or bounce after a drag (`scrollViewDidEndDecelerating`).
        case deceleration
        /// `setContentOffset(_:animated:)` (`scrollViewDidEndScrollingAnimation`).
        case animation
    }

    var x: ScrollAxisMotion?
    var y: ScrollAxisMotion?
    var reason: Reason
}

extension ScrollView {
    /// The decay constant of a glide that must land on a chosen offset with no speed to
    /// start from (a snap, an animated scroll): the fast rate's.
    static var settleConstant: Double { ScrollPhysics.decayConstant(rate: DecelerationRate.fast.rawValue) }

    /// Starts the natural glide of a release at `velocity` (points per second): it comes to
    /// rest at the projected offset, bouncing back if it runs past a bouncing edge; content
    /// released past an edge bounces back at once. False when nothing moves.
    @discardableResult
    func startGlide(velocity: Point) -> Bool {
        let offset = contentOffset
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        let rate = decelerationRate.rawValue
        let now = window?.clock.now ?? 0
        func axis(_ x: Double, _ v: Double, _ lo: Double, _ hi: Double) -> ScrollAxisMotion? {
            if x < lo - 0.001 || x > hi + 0.001 {
                let edge = x < lo ? lo : hi
                return ScrollAxisMotion(
                    kind: .bounce(edge: edge, displacement: x - edge, velocity: v), startTime: now, range: lo...hi,
                    bounces: bounces)
            }
            let distance = ScrollPhysics.projectedOffset(0, velocity: v, rate: rate)
            guard abs(distance) >= ScrollAxisMotion.restDistance else { return nil }
            return ScrollAxisMotion(
                kind: .glide(start: x, distance: distance, k: ScrollPhysics.decayConstant(rate: rate)),
                startTime: now, range: lo...hi, bounces: bounces)
        }
        return begin(
            ScrollMotion(
                x: axis(offset.x, velocity.x, lo.x, hi.x), y: axis(offset.y, velocity.y, lo.y, hi.y),
                reason: .deceleration))
    }

    /// Starts a glide that lands exactly on `target` (inside the limits), starting at the
    /// finger's `velocity` when it points that way. False when already there.
    @discardableResult
    func startMotion(to target: Point, velocity: Point, reason: ScrollMotion.Reason) -> Bool {
        let offset = contentOffset
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        let natural = ScrollPhysics.decayConstant(rate: decelerationRate.rawValue)
        let now = window?.clock.now ?? 0
        func axis(_ x: Double, _ target: Double, _ v: Double, _ lo: Double, _ hi: Double) -> ScrollAxisMotion? {
            let distance = target - x
            guard abs(distance) >= ScrollAxisMotion.restDistance else { return nil }
            if (x < lo - 0.001 || x > hi + 0.001) && (target == lo || target == hi) {
                return ScrollAxisMotion(
                    kind: .bounce(edge: target, displacement: x - target, velocity: v), startTime: now,
                    range: lo...hi, bounces: true)
            }
            // The finger's speed where it points to the target (the glide then starts at it,
            // no jerk), never slower than the rate's own decay; from rest, a quick settle.
            let k = v * distance > 0 ? max(v / distance, natural) : max(natural, Self.settleConstant)
            return ScrollAxisMotion(
                kind: .glide(start: x, distance: distance, k: k), startTime: now,
                range: -Double.infinity...Double.infinity, bounces: true)
        }
        let motion = ScrollMotion(
            x: axis(offset.x, target.x, velocity.x, lo.x, hi.x), y: axis(offset.y, target.y, velocity.y, lo.y, hi.y),
            reason: reason)
        if motion.x == nil && motion.y == nil { setOffset(target) }
        return begin(motion)
    }

    /// Runs `motion` on the window's clock, one sample every frame; false when it is empty.
    private func begin(_ motion: ScrollMotion) -> Bool {
        guard motion.x != nil || motion.y != nil, let window else { return false }
        self.motion = motion
        motionGeneration += 1
        let generation = motionGeneration
        isDecelerating = motion.reason == .deceleration
        showIndicators()
        window.animator.onEveryTick { [weak self] in
            guard let self, self.motionGeneration == generation else { return false }
            return self.stepMotion()
        }
        return true
    }

    /// Moves the content to where the motion is now; false once it has ended.
    private func stepMotion() -> Bool {
        guard var m = motion, let window else {
            stopMotion()
            return false
        }
        let now = window.clock.now
        var offset = contentOffset
        var done = true
        if var x = m.x {
            let s = x.sample(at: now)
            offset.x = s.position
            m.x = s.done ? nil : x
            done = done && s.done
        }
        if var y = m.y {
            let s = y.sample(at: now)
            offset.y = s.position
            m.y = s.done ? nil : y
            done = done && s.done
        }
        motion = done ? nil : m
        setOffset(offset)
        guard done else { return true }
        finishMotion(m.reason)
        return false
    }

    private func finishMotion(_ reason: ScrollMotion.Reason) {
        motion = nil
        motionGeneration += 1
        isDecelerating = false
        hideIndicatorsSoon()
        switch reason {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Ends any glide, bounce or animation where the content is now.
    func stopMotion() {
        guard motion != nil else { return }
        motion = nil
        motionGeneration += 1
        isDecelerating = false
    }
}
