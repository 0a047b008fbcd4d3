// `Timer()` as UIKit code writes it for a stored property that a real timer replaces later.
// On Apple platforms that is NSObject's `init()`; Linux Foundation's `Timer` declares its own
// initializers, so it inherits none, and an extension may not add `init()` over NSObject's.
// An initializer whose one parameter has a default answers the same call.
import Foundation

extension Timer {
    /// `Timer()`: a placeholder timer that is never scheduled and never fires, already
    /// invalidated (`isValid` is false), so code that calls `invalidate()` on it before
    /// putting a real timer in its place does exactly what it does on a device.
    ///
    /// The parameter exists only so the call compiles on Linux; leave it out.
    public convenience init(_ placeholder: Void = ()) {
        self.init(timeInterval: 0, repeats: false) { _ in }
        invalidate()
    }
}
