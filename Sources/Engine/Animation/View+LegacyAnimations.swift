/// One open `View.beginAnimations` block: every view of the scene's windows with its model
/// values when the block opened, and the timing set since.
@MainActor
final class LegacyAnimationBlock {
    let snapshot: [(view: View, values: [[Double]])]
    var duration = 0.2
    var delay = 0.0
    var curve = TimingCurve.easeInOut
    var beginsFromCurrentState = false
    /// `setAnimationRepeatCount(_:)`: 0 (the default) plays once.
    var repeatCount = 0.0
    /// `setAnimationRepeatAutoreverses(_:)`.
    var repeatAutoreverses = false

    init(views: [View]) {
        snapshot = views.map { view in (view, AnimatableProperty.allCases.map { view.modelVector(for: $0) }) }
    }
}

/// The animation blocks of iOS 3 (`beginAnimations(_:context:)` ... `commitAnimations()`),
/// which UIKit still runs: the changes made between the two calls animate together, with
/// the duration, delay and curve set in between (0.2 seconds, no delay, ease-in-out unless
/// set), as one `animate(withDuration:delay:options:animations:)` call would.
///
/// The block belongs to the run's `WindowScene`: it compares every view of the scene's
/// windows at the commit with what it was at the begin, so views made inside the block
/// appear at once, and outside a scene (no window to animate in) changes take effect at once.
/// Blocks nest; only the outermost commit animates, with the outermost block's timing.
extension View {
    /// Opens an animation block (`beginAnimations(_:context:)`); the name and context are
    /// accepted and not used, as they only reached the delegate selectors.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        guard let scene = WindowScene.current else { return }
        let views = scene.legacyAnimationBlocks.isEmpty ? scene.windows.flatMap { $0.subtreeViews() } : []
        scene.legacyAnimationBlocks.append(LegacyAnimationBlock(views: views))
    }

    /// The open block's duration in seconds (`setAnimationDuration(_:)`).
    public static func setAnimationDuration(_ duration: Double) {
        WindowScene.current?.legacyAnimationBlocks.first?.duration = duration
    }

    /// The open block's delay in seconds (`setAnimationDelay(_:)`).
    public static func setAnimationDelay(_ delay: Double) {
        WindowScene.current?.legacyAnimationBlocks.first?.delay = delay
    }

    /// The open block's curve (`setAnimationCurve(_:)`).
    public static func setAnimationCurve(_ curve: TimingCurve) {
        WindowScene.current?.legacyAnimationBlocks.first?.curve = curve
    }

    /// True starts the open block's animations from what is on screen
    /// (`setAnimationBeginsFromCurrentState(_:)`), as `.beginFromCurrentState` does.
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        WindowScene.current?.legacyAnimationBlocks.first?.beginsFromCurrentState = fromCurrentState
    }

    /// How many times the open block's animations play (`setAnimationRepeatCount(_:)`); a
    /// fraction stops part way through the last play, and 0 (the default) plays them once.
    public static func setAnimationRepeatCount(_ repeatCount: Float) {
        WindowScene.current?.legacyAnimationBlocks.first?.repeatCount = Double(repeatCount)
    }

    /// True runs each play of the open block's animations forward and then back
    /// (`setAnimationRepeatAutoreverses(_:)`); afterwards the views show their new values.
    public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        WindowScene.current?.legacyAnimationBlocks.first?.repeatAutoreverses = repeatAutoreverses
    }

    /// Closes the innermost block (`commitAnimations()`); closing the outermost animates
    /// every change made since it opened. Without an open block it does nothing.
    public static func commitAnimations() {
        guard let scene = WindowScene.current, let block = scene.legacyAnimationBlocks.popLast(),
            scene.legacyAnimationBlocks.isEmpty
        else { return }
        var changes: [AnimationTransaction.Change] = []
        for (view, values) in block.snapshot {
            for (property, old) in zip(AnimatableProperty.allCases, values) where view.modelVector(for: property) != old
            {
                let animating = view.animations[property] != nil || view.underlyingAnimations[property] != nil
                changes.append(
                    AnimationTransaction.Change(
                        view: view, property: property, oldModel: old,
                        oldPresentation: animating ? view.presentationVector(for: property) : old,
                        oldVelocity: animating ? view.presentationVelocity(for: property) : nil))
            }
        }
        let options: AnimationOptions = block.beginsFromCurrentState ? [.beginFromCurrentState] : []
        let timing = CubicTimingParameters(curve: block.curve, duration: block.duration)
        let group = AnimationGroup(completion: nil)
        let made =
            areAnimationsEnabled
            ? makeAnimations(
                changes, timing: timing, delay: block.delay, options: options, state: .running, group: group)
            : []
        if block.repeatCount > 0 || block.repeatAutoreverses {
            let repetition = AnimationRepetition(count: block.repeatCount, autoreverses: block.repeatAutoreverses)
            for animation in made { animation.repetition = repetition }
        }
        completeIfNothingAnimated(made, views: changes.map(\.view), group: group)
    }

    /// The view and every view under it, depth first.
    package func subtreeViews() -> [View] {
        [self] + subviews.flatMap { $0.subtreeViews() }
    }
}
