import Geometry
import LayerTree

extension View {
    /// The model value of `property` as components.
    public func modelVector(for property: AnimatableProperty) -> [Double] {
        switch property {
        case .center: return AnimatableVector.from(_center)
        case .bounds: return AnimatableVector.from(_bounds)
        case .transform: return AnimatableVector.from(_transform)
        case .alpha: return [_alpha]
        case .backgroundColor:
            if let c = _backgroundColor { return AnimatableVector.from(c) }
            // nil draws nothing; animate towards or from the same colour made clear.
            let other = animations[.backgroundColor].map { AnimatableVector.color($0.from) } ?? Color.clear
            return AnimatableVector.from(other.withAlpha(0))
        case .cornerRadius: return [_cornerRadius]
        case .shadowOpacity: return [_shadow?.opacity ?? 0]
        case .material: return _material.map(AnimatableVector.from) ?? AnimatableVector.from(Material(blurRadius: 0))
        case .depthTransform: return [_depthProgress]
        }
    }

    /// Sets the model value of `property` from components, without recording an animation.
    func setModelVector(_ v: [Double], for property: AnimatableProperty) {
        switch property {
        case .center: _center = AnimatableVector.point(v)
        case .bounds:
            let r = AnimatableVector.rect(v)
            if r.size != _bounds.size { needsLayout = true }
            _bounds = r
        case .transform: _transform = AnimatableVector.transform(v)
        case .alpha: _alpha = v[0]
        case .backgroundColor:
            let c = AnimatableVector.color(v)
            if _backgroundColor != nil || c.alpha > 0 { _backgroundColor = c }
        case .cornerRadius: _cornerRadius = v[0]
        case .material: _material = AnimatableVector.material(v)
        case .depthTransform: _depthProgress = v[0]
        case .shadowOpacity:
            if _shadow == nil {
                _shadow = Shadow(color: .black, opacity: v[0], radius: 3, offset: Size(width: 0, height: -3))
            } else {
                _shadow?.opacity = v[0]
            }
        }
        requestFrame()
    }

    /// What is drawn for `property` now: the running animation's value, else the model,
    /// plus the offset of every earlier animation still running underneath it (additive
    /// animations: each adds how far it still is from its own target). A model set directly
    /// while the animation runs moves what is drawn with it (`drawnValue(of:)`).
    public func presentationVector(for property: AnimatableProperty) -> [Double] {
        var value = animations[property].map(drawnValue(of:)) ?? modelVector(for: property)
        for a in underlyingAnimations[property] ?? [] {
            let current = a.currentValue
            for i in value.indices where i < current.count { value[i] += current[i] - a.to[i] }
        }
        return value
    }

    /// What the top animation `top` of a property draws: its current value while the model
    /// is still the value its motion ends on, and otherwise that value's offset added to the
    /// model, `model + (current - modelTarget)`. UIKit's view animations are additive (since
    /// iOS 8), so a model value set directly while one runs (outside an `animate` closure)
    /// shifts the whole motion, which then ends on the new model value instead of running to
    /// its old target and jumping. The unshifted path is taken whenever the model is the
    /// target, so every animation whose model nobody set draws exactly what it drew before.
    func drawnValue(of top: Animation) -> [Double] {
        let current = top.currentValue
        // A nil background colour is no value to move over: the fade to it keeps its hue.
        if top.property == .backgroundColor && _backgroundColor == nil { return current }
        let model = modelVector(for: top.property)
        let target = top.modelTarget
        guard model != target, model.count == current.count, target.count == current.count else { return current }
        return model.indices.map { model[$0] + (current[$0] - target[$0]) }
    }

    /// How fast what is drawn for `property` changes now, per second: the sum of the
    /// velocities of its animations (zero when none runs).
    public func presentationVelocity(for property: AnimatableProperty) -> [Double] {
        var velocity = animations[property]?.currentVelocity ?? modelVector(for: property).map { _ in 0 }
        for a in underlyingAnimations[property] ?? [] {
            let v = a.currentVelocity
            for i in velocity.indices where i < v.count { velocity[i] += v[i] }
        }
        return velocity
    }

    /// The running (or paused) animation of `property`, if any.
    public func animation(for property: AnimatableProperty) -> Animation? {
        animations[property]
    }

    /// All animations on the view that have not ended (those joined additively included).
    public var runningAnimations: [Animation] {
        AnimatableProperty.allCases.flatMap { (underlyingAnimations[$0] ?? []) + (animations[$0].map { [$0] } ?? []) }
    }

    /// Removes every animation of the view's properties; their completions see
    /// `finished == false`. UIKit code reaches it as `layer.removeAllAnimations()` (a view's
    /// animations are its layer's there); it is not a view method, so a library's own
    /// `removeAllAnimations()` on a view subclass compiles.
    package func removeAllPropertyAnimations() {
        for a in runningAnimations { a.remove() }
    }

    /// True when nothing animates on the view, so every presentation value is its model
    /// value. The getters below then read the model directly: the general path builds an
    /// array and looks up two dictionaries for each property, and the engine asks for
    /// several properties of every view in every frame's layer tree (most views stand still).
    /// Each shortcut gives what the general path's round trip through components gives.
    private var isStill: Bool { animations.isEmpty && underlyingAnimations.isEmpty }

    /// Presentation centre (what is on screen now).
    public var presentationCenter: Point {
        if isStill { return Point(x: _center.x, y: _center.y) }
        return AnimatableVector.point(presentationVector(for: .center))
    }
    /// Presentation bounds.
    public var presentationBounds: Rect {
        if isStill { return Rect(x: _bounds.minX, y: _bounds.minY, width: _bounds.width, height: _bounds.height) }
        return AnimatableVector.rect(presentationVector(for: .bounds))
    }
    /// Presentation transform.
    public var presentationTransform: AffineTransform {
        if isStill { return _transform }
        return AnimatableVector.transform(presentationVector(for: .transform))
    }
    /// Presentation alpha.
    public var presentationAlpha: Double { isStill ? _alpha : presentationVector(for: .alpha)[0] }
    /// Presentation frame, computed like `frame` from the presentation values.
    public var presentationFrame: Rect {
        View.frame(
            center: presentationCenter, bounds: presentationBounds, transform: presentationTransform,
            anchor: anchorPoint)
    }
    /// Presentation transform into the superview's coordinates: `transformToSuperview`
    /// composed from the presentation centre, bounds and transform, which is where the user
    /// sees the view now (hit testing, the layer tree and the trace all use it).
    public var presentationTransformToSuperview: AffineTransform {
        View.transformToSuperview(
            center: presentationCenter, bounds: presentationBounds,
            transform: presentationTransform, anchor: anchorPoint)
    }
    /// Presentation background colour; nil when the model is nil and nothing animates.
    public var presentationBackgroundColor: Color? {
        if animations[.backgroundColor] == nil { return _backgroundColor }
        return AnimatableVector.color(presentationVector(for: .backgroundColor))
    }
    /// Presentation corner radius.
    public var presentationCornerRadius: Double {
        isStill ? _cornerRadius : presentationVector(for: .cornerRadius)[0]
    }
    /// Presentation shadow (its opacity animated).
    public var presentationShadow: Shadow? {
        guard var s = _shadow else { return nil }
        if isStill { return s }
        s.opacity = presentationVector(for: .shadowOpacity)[0]
        return s
    }
}

extension View {
    /// Animates the changes `animations` makes to the views' animatable properties over
    /// `duration` along the curve in `options` (UIKit's `animate(withDuration:...)`).
    ///
    /// Model values change at once; each changed property of a view in a window gets an
    /// animation from its old model value to the new one. A property already animating is
    /// joined additively, as UIKit does since iOS 8: the earlier animation runs on to its
    /// end (its completion sees `true`) and the new one adds its own motion on top, so what
    /// is drawn continues from where it is, with no jump, and a delayed new animation
    /// leaves the earlier motion showing during its delay. With `.beginFromCurrentState`
    /// the new animation starts instead from what is on screen (keeping its velocity) and
    /// replaces the earlier ones, whose completions then see `false`. `completion` runs
    /// once when all are done; when nothing animated it runs at the next tick.
    public static func animate(
        withDuration duration: Double, delay: Double = 0,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            with: CubicTimingParameters(curve: options.curve, duration: duration), delay: delay,
            options: options, animations: animations, completion: completion)
    }

    /// `animate(withDuration:)` along any cubic Bezier.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, curve: TimingCurve,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            with: CubicTimingParameters(curve: curve, duration: duration), delay: delay,
            options: options, animations: animations, completion: completion)
    }

    /// UIKit's spring form: damping ratio z (clamped to (0, 1]) and initial velocity in
    /// distances per second; the spring is solved to settle exactly at `duration`, as UIKit's does.
    public static func animate(
        withDuration duration: Double, delay: Double = 0,
        usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            with: SpringTimingParameters(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity),
            delay: delay, options: options, animations: animations, completion: completion)
    }

    /// iOS 17's spring form (`animate(springDuration:bounce:initialSpringVelocity:...)`):
    /// `duration` is the spring's perceptual duration (its undamped period) and `bounce` its
    /// bounciness, converted as `Spring(perceptualDuration:bounce:)` says; `initialSpringVelocity`
    /// is in distances per second, as in the older spring form. The spring is not cut off at
    /// `duration`: the animation runs until it settles (within a thousandth of the distance),
    /// and `completion` runs then.
    public static func animate(
        springDuration duration: Double = 0.5, bounce: Double = 0, initialSpringVelocity velocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(perceptualDuration: duration, bounce: bounce)
        animate(
            with: SpringTimingParameters(spring: spring, initialVelocity: velocity),
            delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates along any timing: a physical `Spring` (`SpringTimingParameters(spring:)`),
    /// a response/damping spring, a POP spring or a curve.
    public static func animate(
        with timing: any TimingParameters, delay: Double = 0,
        options: AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let options = inheritedOptions(options)
        let timing = inheritedTiming(timing, options: options)
        let changes = AnimationTransaction.record(timing: timing, options: options) {
            animations()
            if options.contains(.layoutSubviews) { AnimationTransaction.layOutChangedViews() }
        }
        let group = AnimationGroup(completion: completion)
        // No duration (and no delay) makes the changes without animating them, as UIKit
        // documents: nothing runs, not even for one frame.
        let animates = areAnimationsEnabled && (timing.duration > 0 || delay > 0)
        let made =
            animates
            ? makeAnimations(changes, timing: timing, delay: delay, options: options, state: .running, group: group)
            : []
        completeIfNothingAnimated(made, views: changes.map(\.view), group: group)
    }

    /// Runs `group`'s completion at the next tick of the views' window when `made` is empty
    /// (nothing changed, so nothing animates), or at once when no view is in a window.
    static func completeIfNothingAnimated(_ made: [Animation], views: [View], group: AnimationGroup) {
        guard made.isEmpty else { return }
        if let animator = views.lazy.compactMap({ $0.window?.animator }).first {
            animator.deferUntilNextTick { group.fireIfEmpty() }
        } else {
            group.fireIfEmpty()
        }
    }

    /// The duration an `animate` call made now would inherit (`inheritedAnimationDuration`):
    /// the enclosing `animate` closure's, or 0 outside one.
    public static var inheritedAnimationDuration: Double {
        AnimationTransaction.enclosingTiming?.duration ?? 0
    }

    /// UIKit's rule for an `animate` nested in another's closure: it inherits the enclosing
    /// animation's remaining duration (all of it, as that animation has not started yet)
    /// unless `.overrideInheritedDuration` is given, and its curve or spring unless
    /// `.overrideInheritedCurve` is given. Its own delay always applies.
    /// `.overrideInheritedOptions` keeps the call's own animation type too, as
    /// `.overrideInheritedCurve` does.
    static func inheritedTiming(_ own: any TimingParameters, options: AnimationOptions) -> any TimingParameters {
        guard let outer = AnimationTransaction.enclosingTiming else { return own }
        let keepDuration = options.contains(.overrideInheritedDuration)
        let keepCurve = options.contains(.overrideInheritedCurve) || options.contains(.overrideInheritedOptions)
        switch (keepDuration, keepCurve) {
        case (true, true): return own
        case (true, false): return outer.withDuration(own.duration)
        case (false, true): return own.withDuration(outer.duration)
        case (false, false): return outer
        }
    }

    /// UIKit's rule for the options of an `animate` nested in another's closure: it takes the
    /// enclosing call's (user interaction, current state, repetition) along with its own,
    /// unless it gives `.overrideInheritedOptions` ("The option to not inherit the animation
    /// type or any options").
    static func inheritedOptions(_ own: AnimationOptions) -> AnimationOptions {
        guard !own.contains(.overrideInheritedOptions) else { return own }
        let inheritable: AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse]
        return own.union(AnimationTransaction.enclosingOptions.intersection(inheritable))
    }

    /// Applies the changes `body` makes with no animation, even inside an `animate` closure.
    public static func performWithoutAnimation(_ body: () -> Void) {
        _ = AnimationTransaction.record(recording: false, body)
    }

    /// Turns recorded changes into animations on the views' windows' animators.
    static func makeAnimations(
        _ changes: [AnimationTransaction.Change], timing: any TimingParameters,
        delay: Double, options: AnimationOptions, state: Animation.State,
        group: AnimationGroup
    ) -> [Animation] {
        var made: [Animation] = []
        for change in changes {
            let view = change.view
            var newModel = view.modelVector(for: change.property)
            guard let animator = view.window?.animator else { continue }
            let previous = view.animations[change.property]
            let underlying = view.underlyingAnimations[change.property] ?? []
            let animating = previous != nil || !underlying.isEmpty
            if newModel == change.oldModel && !animating { continue }
            let fromCurrent = options.contains(.beginFromCurrentState)
            // Additive (UIKit's default since iOS 8): the running animations keep going
            // underneath; this one moves from the old model value, so the sum is continuous.
            let additive = animating && !fromCurrent
            if additive && newModel == change.oldModel { continue }
            let from = fromCurrent ? change.oldPresentation : change.oldModel
            if change.property == .backgroundColor && view.backgroundColor == nil {
                // Fading to no colour: keep the hue and lose the alpha, not fade through black.
                newModel = Array(from.prefix(3)) + [0]
            }
            let velocity: [Double]
            if fromCurrent, let v = change.oldVelocity, animating {
                velocity = v
            } else {
                velocity = timing.startVelocities(from: from, to: newModel)
            }
            let a = Animation(
                view: view, property: change.property, from: from, to: newModel,
                initialVelocity: velocity, timing: timing, delay: delay,
                allowsUserInteraction: options.contains(.allowUserInteraction),
                state: state, animator: animator)
            a.repetition = change.repetition ?? AnimationRepetition(options: options)
            group.add(a)
            if additive {
                if let previous { view.underlyingAnimations[change.property, default: []].append(previous) }
                view.animations[change.property] = a
            } else {
                view.animations[change.property] = a
                // Replaced from the current state: the earlier motion is interrupted.
                view.underlyingAnimations[change.property] = nil
                for u in underlying { u.end(finished: false, atStart: false) }
                previous?.end(finished: false, atStart: false)
            }
            animator.add(a)
            made.append(a)
            view.requestFrame()
        }
        return made
    }
}
