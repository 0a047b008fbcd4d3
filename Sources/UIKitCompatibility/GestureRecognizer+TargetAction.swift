// UIKit's target/action spellings, declared unavailable so that a call written the UIKit way
// fails with a message naming the closure form to write instead. There is no Objective-C
// runtime on Linux to send a selector to. A call whose action is `#selector(...)` meets the
// compiler's own `#selector` error first; these speak once that argument is gone or replaced.

extension GestureRecognizer {
    /// UIKit's `addTarget(_:action:)`: unavailable, use `addTarget(self, named:) { ... }`.
    @available(
        *, unavailable,
        message:
            "no Objective-C runtime on Linux for target/action: name the action and pass a closure, recognizer.addTarget(self, named: \"handle:\") { target, sender in target.handle(sender) }"
    )
    public func addTarget(_ target: Any?, action: Any?) {}

    /// UIKit's `removeTarget(_:action:)`: unavailable, use `removeTarget(self, named:)`.
    @available(
        *, unavailable,
        message:
            "no Objective-C runtime on Linux for target/action: remove the pair by its name, recognizer.removeTarget(self, named: \"handle:\")"
    )
    public func removeTarget(_ target: Any?, action: Any?) {}
}

extension PanGestureRecognizer {
    /// UIKit's `init(target:action:)`: unavailable, use `UIPanGestureRecognizer { sender in ... }`.
    @available(
        *, unavailable,
        message:
            "no Objective-C runtime on Linux for target/action: pass a closure, UIPanGestureRecognizer { [weak self] sender in self?.handlePan(sender) }"
    )
    public convenience init(target: Any?, action: Any?) { self.init(action: nil) }
}

extension TapGestureRecognizer {
    /// UIKit's `init(target:action:)`: unavailable, use `UITapGestureRecognizer { sender in ... }`.
    @available(
        *, unavailable,
        message:
            "no Objective-C runtime on Linux for target/action: pass a closure, UITapGestureRecognizer { [weak self] sender in self?.handleTap(sender) }"
    )
    public convenience init(target: Any?, action: Any?) { self.init(action: nil) }
}

extension SwipeGestureRecognizer {
    /// UIKit's `init(target:action:)`: unavailable, use `UISwipeGestureRecognizer { sender in ... }`.
    @available(
        *, unavailable,
        message:
            "no Objective-C runtime on Linux for target/action: pass a closure, UISwipeGestureRecognizer { [weak self] sender in self?.handleSwipe(sender) }"
    )
    public convenience init(target: Any?, action: Any?) { self.init(action: nil) }
}
