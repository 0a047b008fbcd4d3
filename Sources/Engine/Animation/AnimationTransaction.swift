/// The model changes made inside one `animate` closure, recorded by the views' setters.
///
/// Like `CATransaction`, the open transaction is found implicitly by the setters, but it is
/// bound as a task-local value for the duration of the closure rather than kept in a global:
/// nested `animate` calls shadow the outer one and nothing outlives the closure.
@MainActor
enum AnimationTransaction {
    struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    /// One property's change: the values before the first set inside the closure.
    struct Change {
        let view: View
        let property: AnimatableProperty
        let oldModel: [Double]
        let oldPresentation: [Double]
        let oldVelocity: [Double]?
        /// How the change's animation plays again, when made inside
        /// `View.modifyAnimations(withRepeatCount:autoreverses:animations:)`; nil takes the
        /// `animate` call's options.
        var repetition: AnimationRepetition? = nil
    }

    /// Confined to the main actor: created, bound and read only inside `record` there.
    final class Frame: @unchecked Sendable {
        let recording: Bool
        /// The timing of the `animate` call that opened this frame, which an `animate`
        /// nested in its closure inherits.
        let timing: (any TimingParameters)?
        /// The options of that call, which an `animate` nested in its closure inherits
        /// unless it gives `.overrideInheritedOptions`.
        let options: AnimationOptions
        var order: [Key] = []
        var changes: [Key: Change] = [:]
        init(recording: Bool, timing: (any TimingParameters)?, options: AnimationOptions) {
            self.recording = recording
            self.timing = timing
            self.options = options
        }
    }

    /// The timing of the enclosing `animate` closure, when one is being recorded.
    static var enclosingTiming: (any TimingParameters)? {
        guard let frame = current, frame.recording else { return nil }
        return frame.timing
    }

    /// The options of the enclosing `animate` closure, when one is being recorded (empty
    /// outside one).
    static var enclosingOptions: AnimationOptions {
        guard let frame = current, frame.recording, frame.timing != nil else { return [] }
        return frame.options
    }

    /// True inside an `animate` closure whose changes animate (not `performWithoutAnimation`).
    static var isRecording: Bool { current?.recording ?? false }

    @TaskLocal private static var current: Frame?
    /// The repetition `View.modifyAnimations` sets for the changes made in its closure.
    @TaskLocal static var repetition: AnimationRepetition?

    /// Called by every animatable setter before it applies its value.
    static func willChange(_ view: View, _ property: AnimatableProperty, oldModel: [Double]) {
        guard let frame = current, frame.recording else { return }
        let key = Key(view: ObjectIdentifier(view), property: property)
        guard frame.changes[key] == nil else { return }
        let animating = view.animations[property] != nil || view.underlyingAnimations[property] != nil
        frame.changes[key] = Change(
            view: view, property: property, oldModel: oldModel,
            oldPresentation: animating ? view.presentationVector(for: property) : oldModel,
            oldVelocity: animating ? view.presentationVelocity(for: property) : nil, repetition: repetition)
        frame.order.append(key)
    }

    /// Lays out, inside the open transaction, every view changed in it so far
    /// (`.layoutSubviews`): the frames their `layoutSubviews` sets are recorded too, so the
    /// subviews animate along with the parent instead of jumping at the next layout pass.
    static func layOutChangedViews() {
        guard let frame = current, frame.recording else { return }
        var seen = Set<ObjectIdentifier>()
        let views = frame.order.compactMap { frame.changes[$0]?.view }.filter {
            seen.insert(ObjectIdentifier($0)).inserted
        }
        for view in views { view.layoutIfNeeded() }
    }

    /// Runs `body` with recording on (or off, for `performWithoutAnimation`) and returns the changes in order.
    /// `timing` is what an `animate` nested in `body` inherits (nil: nothing to inherit).
    /// `options` are what it inherits along with the timing.
    static func record(
        recording: Bool = true, timing: (any TimingParameters)? = nil, options: AnimationOptions = [],
        _ body: () -> Void
    ) -> [Change] {
        let frame = Frame(recording: recording, timing: timing, options: options)
        $current.withValue(frame) { body() }
        return frame.order.compactMap { frame.changes[$0] }
    }
}
