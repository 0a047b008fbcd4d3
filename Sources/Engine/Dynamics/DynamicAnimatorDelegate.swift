/// Told when a `DynamicAnimator` comes to rest and when it starts moving again
/// (`UIDynamicAnimatorDelegate`). Both methods are optional, as in UIKit.
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step again: a behavior or a velocity was added, or an item
    /// was updated, while it was at rest (and once when it first starts).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// Every item has come to rest (or none is left): the animator stops stepping, and the
    /// run loop may sleep.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    /// Does nothing: the method is optional.
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing: the method is optional.
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
