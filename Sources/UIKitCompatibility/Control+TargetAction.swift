import Engine

// UIControl's selector-based target/action, declared unavailable so that a call written the
// UIKit way fails with a message naming the closure form to write instead. There is no
// Objective-C runtime on Linux to send a selector to.

extension Control {
    /// UIKit's `addTarget(_:action:for:)`: unavailable, use `addTarget(self, named:for:) { ... }`.
    @available(
        *, unavailable,
        message:
            "no Objective-C runtime on Linux for target/action: name the action and pass a closure, control.addTarget(self, named: \"tapped:\", for: .touchUpInside) { target, sender in target.tapped(sender) }"
    )
    public func addTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}

    /// UIKit's `removeTarget(_:action:for:)`: unavailable, use `removeTarget(self, named:for:)`.
    @available(
        *, unavailable,
        message:
            "no Objective-C runtime on Linux for target/action: remove the pair by its name, control.removeTarget(self, named: \"tapped:\", for: .touchUpInside)"
    )
    public func removeTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}
}
