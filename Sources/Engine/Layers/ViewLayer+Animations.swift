import Geometry

extension ViewLayer {
    /// Adds an explicit animation under `key` (`add(_:forKey:)`), replacing one already
    /// there; a copy is kept, so changing `animation` afterwards changes nothing. It starts
    /// at the window clock's current time (or when the layer first reaches a window) and
    /// changes only what is drawn: `presentation()` shows it, the model keeps its value.
    public func add(_ animation: BasicAnimation, forKey key: String?) {
        let copy = animation.copy()
        // A duration or pacing not given is the open transaction's, as Core Animation fills them in.
        if copy.duration == 0 { copy.duration = LayerTransaction.animationDuration }
        if copy.timingFunction == nil { copy.timingFunction = LayerTransaction.animationTimingFunction }
        let name = key ?? "unnamed-\(ObjectIdentifier(copy).hashValue)"
        stop(explicitAnimations.filter { $0.key == name || $0.key.hasPrefix(name + ".group-child-") }.map(\.animation))
        explicitAnimations.removeAll { $0.key == name || $0.key.hasPrefix(name + ".group-child-") }
        let now = layerTime
        // A begin time given is a time on the clock; none is now.
        let begin = copy.beginTime > 0 ? copy.beginTime : now
        // A group runs as its children, each under a key of its own beside the group's, which
        // animates no property and stands for the group's whole active time (its delegate).
        if let group = copy as? LayerAnimationGroup {
            for (index, child) in group.flattenedChildren(limit: group.activeDuration).enumerated() {
                let start = child.keyPath.flatMap { presentationValue(forKeyPath: $0) }
                explicitAnimations.append(
                    (
                        name + ".group-child-\(index)",
                        RunningAnimation(
                            animation: child, beginTime: begin.map { $0 + child.beginTime }, startValue: start,
                            offset: child.beginTime)
                    ))
            }
        }
        let start = copy.keyPath.flatMap { presentationValue(forKeyPath: $0) }
        let running = RunningAnimation(animation: copy, beginTime: begin, startValue: start)
        running.transactionCompletions = LayerTransaction.openCompletions
        for completion in running.transactionCompletions { completion.hold() }
        explicitAnimations.append((name, running))
        startTicking()
        contentDidChange()
    }

    /// The animation under `key`, as a copy would be (`animation(forKey:)`); nil when none.
    public func animation(forKey key: String) -> BasicAnimation? {
        explicitAnimations.first { $0.key == key }?.animation.animation.copy()
    }

    /// The keys of the animations on the layer, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = explicitAnimations.map(\.key).filter { !$0.contains(".group-child-") }
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; the model value shows again.
    public func removeAnimation(forKey key: String) {
        let removed = explicitAnimations.filter { $0.key == key || $0.key.hasPrefix(key + ".group-child-") }
            .map(\.animation)
        explicitAnimations.removeAll { $0.key == key || $0.key.hasPrefix(key + ".group-child-") }
        stop(removed)
        contentDidChange()
    }

    /// Removes every animation of the layer (`removeAllAnimations()`): the explicit ones and,
    /// as in UIKit, where a view's animations are its layer's, those `View.animate` and property
    /// animators run on the view's properties, whose completions see `finished == false`.
    public func removeAllAnimations() {
        view.removeAllPropertyAnimations()
        let removed = explicitAnimations.map(\.animation)
        explicitAnimations.removeAll()
        stop(removed)
        contentDidChange()
    }

    /// `presentation()`: a copy of the layer with the values drawn now, running animations
    /// applied at the window clock's time.
    public func presentation() -> Self? {
        let copy = Self(dynamicCopyOf: self)
        copy.takePresentation(of: self)
        return copy
    }

    /// The value drawn now for `keyPath`: the model value with every running animation of
    /// that key path applied in the order added, at the window clock's time.
    func presentationValue(forKeyPath keyPath: String) -> Any? {
        var value = modelValue(forKeyPath: keyPath)
        let model = value
        let now = layerTime
        for (_, running) in explicitAnimations where running.animation.keyPath == keyPath {
            if let now { running.takeBeginTime(now) }
            guard let begin = running.beginTime, let now else { continue }
            let a = running.animation
            let elapsed = now - begin
            if elapsed >= a.activeDuration && a.fillMode != .forwards && a.fillMode != .both { continue }
            if elapsed < 0 && a.fillMode != .backwards && a.fillMode != .both { continue }
            guard let drawn = a.value(atElapsed: elapsed, start: running.startValue, current: value, model: model)
            else { continue }
            if a.isAdditive, let below = value, let sum = LayerValue.add(below, drawn) {
                value = sum
            } else {
                value = drawn
            }
        }
        return value
    }

    /// Keeps the window ticking while an animation runs: redraws the layer each frame and
    /// removes the animations that ended (those not kept by `isRemovedOnCompletion`).
    func startTicking() {
        // An animation kept after its end (`isRemovedOnCompletion == false`) needs no frames:
        // restarting for it on every drawing kept the window from ever coming to rest.
        guard !isTicking, explicitAnimations.contains(where: { !$0.animation.didStop }),
            let animator = hostView?.window?.animator
        else { return }
        isTicking = true
        animator.onEveryTick { [weak self] in
            guard let self else { return false }
            return self.tickAnimations()
        }
    }

    /// One frame of the explicit animations; false once none is left running.
    private func tickAnimations() -> Bool {
        guard let now = layerTime else {
            isTicking = false
            return false
        }
        for (_, running) in explicitAnimations { running.takeBeginTime(now) }
        let started = explicitAnimations.map(\.animation).filter { !$0.didStart && now >= $0.beginTime ?? now }
        let ended = explicitAnimations.map(\.animation).filter { !$0.didStop && $0.hasEnded(at: now) }
        let displays = animatesDisplayedKey
        let before = explicitAnimations.count
        explicitAnimations.removeAll { $0.animation.animation.isRemovedOnCompletion && $0.animation.hasEnded(at: now) }
        let running = explicitAnimations.contains { !$0.animation.hasEnded(at: now) }
        if running || explicitAnimations.count != before { contentDidChange() }
        // A key that needs display redraws the content on every frame it animates, and
        // once more after its last animation ended, at the model value.
        if displays {
            needsDisplay = true
            displayIfNeeded()
        }
        if !running { isTicking = false }
        for animation in started {
            animation.didStart = true
            animation.animation.delegate?.animationDidStart(animation.animation)
        }
        for animation in ended {
            animation.didStop = true
            animation.animation.delegate?.animationDidStop(animation.animation, finished: true)
        }
        return running
    }

    /// Tells the delegates of animations removed before they ended that they stopped.
    private func stop(_ removed: [RunningAnimation]) {
        for running in removed where !running.didStop {
            running.didStop = true
            running.animation.delegate?.animationDidStop(running.animation, finished: false)
        }
    }
}

/// Interpolation of the values explicit animations carry (`Any`, as `fromValue` is).
enum LayerValue {
    /// The value a fraction `f` from `a` to `b`: paths point by point, numbers and colours
    /// linearly. Paths of different structure, and values of kinds that do not interpolate,
    /// switch from `a` to `b` half way, as Core Animation switches a discrete property.
    static func interpolate(_ a: Any, _ b: Any, fraction f: Double) -> Any {
        let (a, b) = (unwrapped(a), unwrapped(b))
        if let p = a as? Path, let q = b as? Path {
            return p.interpolated(to: q, fraction: f) ?? (f < 0.5 ? p : q)
        }
        if let x = number(a), let y = number(b) { return x + (y - x) * f }
        if let c = a as? Color, let d = b as? Color { return c.interpolated(to: d, fraction: f) }
        if let p = a as? Point, let q = b as? Point { return Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f) }
        if let s = a as? Size, let t = b as? Size {
            return Size(width: s.width + (t.width - s.width) * f, height: s.height + (t.height - s.height) * f)
        }
        if let r = a as? Rect, let s = b as? Rect {
            return Rect(
                x: r.minX + (s.minX - r.minX) * f, y: r.minY + (s.minY - r.minY) * f,
                width: r.width + (s.width - r.width) * f, height: r.height + (s.height - r.height) * f)
        }
        if let s = affineTransform(a), let t = affineTransform(b) { return s.interpolated(to: t, fraction: f) }
        if a is Transform3D || b is Transform3D, let s = matrix(a), let t = matrix(b) {
            // Matrices with depth blend by their parts, as Core Animation blends `transform`;
            // two affine ones keep the affine path above.
            let m = s.interpolated(to: t, fraction: f)
            return m.isAffine ? m.affineTransform : m
        }
        return f < 0.5 ? a : b
    }

    /// `a + b`, as `byValue` and `isAdditive` add values: numbers, points, sizes, rectangles
    /// and colours (each component kept within 0...1) part by part; transforms by
    /// concatenation with the change `b` applied first (`CATransform3DConcat(b, a)`, as
    /// `CATransform3DRotate(a, ...)` composes a turn onto `a`), since a change of transform is
    /// itself a transform. Nil for kinds that do not add (paths, images), which then draw the
    /// animation's value as it is.
    static func add(_ a: Any, _ b: Any) -> Any? {
        combine(a, b, sign: 1)
    }

    /// `a - b`, the value that `b` added to gives `a`: part by part, or for transforms the
    /// inverse of `b` then `a` (nil when `b` has no inverse).
    static func subtract(_ a: Any, _ b: Any) -> Any? {
        combine(a, b, sign: -1)
    }

    private static func combine(_ a: Any, _ b: Any, sign k: Double) -> Any? {
        let (a, b) = (unwrapped(a), unwrapped(b))
        if let x = number(a), let y = number(b) { return x + k * y }
        if let p = a as? Point, let q = b as? Point { return Point(x: p.x + k * q.x, y: p.y + k * q.y) }
        if let s = a as? Size, let t = b as? Size {
            return Size(width: s.width + k * t.width, height: s.height + k * t.height)
        }
        if let r = a as? Rect, let s = b as? Rect {
            return Rect(
                x: r.minX + k * s.minX, y: r.minY + k * s.minY, width: r.width + k * s.width,
                height: r.height + k * s.height)
        }
        if let c = a as? Color, let d = b as? Color {
            let (x, y) = (c.rgba, d.rgba)
            func part(_ u: Double, _ v: Double) -> Double { min(max(u + k * v, 0), 1) }
            return Color(
                red: part(x.red, y.red), green: part(x.green, y.green), blue: part(x.blue, y.blue),
                alpha: part(x.alpha, y.alpha))
        }
        if let s = affineTransform(a), let t = affineTransform(b) {
            if k > 0 { return t.concatenating(s) }
            return t.inverse.map { $0.concatenating(s) }
        }
        if let s = matrix(a), let t = matrix(b) {
            guard let u = k > 0 ? t : t.inverse else { return nil }
            let m = u.concatenating(s)
            return m.isAffine ? m.affineTransform : m
        }
        return nil
    }

    /// A transform value as a 4x4 matrix: a `Transform3D` itself, an affine transform lifted.
    static func matrix(_ v: Any) -> Transform3D? {
        if let m = v as? Transform3D { return m }
        return (v as? AffineTransform).map(Transform3D.init)
    }

    /// A transform value as an affine transform.
    static func affineTransform(_ v: Any) -> AffineTransform? {
        unwrapped(v) as? AffineTransform
    }

    /// The engine value a value stands for: itself, or what a `LayerValueConvertible` holds.
    static func unwrapped(_ v: Any) -> Any {
        (v as? any LayerValueConvertible)?.layerValue ?? v
    }

    /// A number of any of Swift's numeric types as a `Double`.
    static func number(_ v: Any) -> Double? {
        // First as a `Double`, the cast that also unboxes an `NSNumber` (UIKit code's keyframe
        // values), which the casts to the numeric protocols below do not.
        if let d = v as? Double { return d }
        // A matrix with depth stands for itself: no number, and no conversion to follow.
        if let converted = (v as? any LayerValueConvertible)?.layerValue, !(converted is Transform3D) {
            return number(converted)
        }
        if let d = v as? any BinaryFloatingPoint { return Double(d) }
        if let i = v as? any BinaryInteger { return Double(i) }
        return nil
    }
}
