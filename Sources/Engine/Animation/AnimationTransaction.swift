/// The model changes made inside one `animate` closure, recorded by the views' setters.
///
/// This is the engine's one piece of static state, like `CATransaction`: a stack that is
/// empty except while an `animate` (or `addAnimations`) closure runs on the main actor.
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
    }

    final class Frame {
        let recording: Bool
        var order: [Key] = []
        var changes: [Key: Change] = [:]
        init(recording: Bool) { self.recording = recording }
    }

    private static var stack: [Frame] = []

    /// Called by every animatable setter before it applies its value.
    static func willChange(_ view: View, _ property: AnimatableProperty, oldModel: [Double]) {
        guard let frame = stack.last, frame.recording else { return }
        let key = Key(view: ObjectIdentifier(view), property: property)
        guard frame.changes[key] == nil else { return }
        let running = view.animations[property]
        frame.changes[key] = Change(view: view, property: property, oldModel: oldModel,
                                    oldPresentation: running?.currentValue ?? oldModel,
                                    oldVelocity: running?.currentVelocity)
        frame.order.append(key)
    }

    /// Runs `body` with recording on (or off, for `performWithoutAnimation`) and returns the changes in order.
    static func record(recording: Bool = true, _ body: () -> Void) -> [Change] {
        let frame = Frame(recording: recording)
        stack.append(frame)
        body()
        stack.removeLast()
        return frame.order.compactMap { frame.changes[$0] }
    }
}
