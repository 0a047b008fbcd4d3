/// `CAAction`: what a layer runs when one of its properties changes, found by
/// `ViewLayer.action(forKey:)`. Animations are actions: running one adds it to the layer.
@preconcurrency @MainActor
public protocol LayerAction: AnyObject {
    /// Runs the action for the property `event` of `anObject` (the layer that changed);
    /// `dict` carries nothing here, as Core Animation passes nil for property changes.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
