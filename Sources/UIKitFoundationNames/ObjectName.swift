// Foundation's NSObject with the key-value observing callback that UIKit code overrides,
// which Foundation on Linux does not declare (it has no key-value observing). A module of
// its own, re-exported by a scoped import as NSCoder is, so that it, not Foundation's own
// class, is what `NSObject` names in a file that imports both.
import Engine
import Foundation

/// `NSObject`: Foundation's root class (this is a subclass of it, so it goes wherever
/// Foundation takes an object) with `observeValue(forKeyPath:of:change:context:)` to
/// override, so an `NSObject` subclass observes a view's string key paths as it does in UIKit.
open class NSObject: Foundation.NSObject {
    /// An object.
    public override init() {
        super.init()
    }

    /// `accessibilityLabel` (UIKit's `UIAccessibility` informal protocol, which every
    /// `NSObject` has, so a model object can describe itself): nil unless set.
    open var accessibilityLabel: String?
    /// `accessibilityHint`: nil unless set.
    open var accessibilityHint: String?
    /// `accessibilityValue`: nil unless set.
    open var accessibilityValue: String?
    /// `isAccessibilityElement`: false unless set, as for a plain object in UIKit.
    open var isAccessibilityElement = false
    /// `accessibilityCustomActions`: nil unless set.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?

    /// `observeValue(forKeyPath:of:change:context:)`: a change of a string key path this
    /// object observes (see `KeyValueObserver`). Does nothing; a subclass overrides it and
    /// passes the contexts it did not register to `super`.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}

extension NSObject: KeyValueObserver {}
