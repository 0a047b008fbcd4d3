import Engine
import Foundation

extension NSNull: LayerAction {
    /// Does nothing: `NSNull()` stored in a layer's `actions` under a key is Core Animation's
    /// way of saying that a change of that key runs no action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
