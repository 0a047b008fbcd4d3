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

    /// `observeValue(forKeyPath:of:change:context:)`: a change of a string key path this
    /// object observes (see `KeyValueObserver`). Does nothing; a subclass overrides it and
    /// passes the contexts it did not register to `super`.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}

extension NSObject: KeyValueObserver {}
