/// An object that can handle events and take part in the responder chain (`UIResponder`).
///
/// Views and view controllers are responders. `next` links them into the chain UIKit walks
/// for unhandled events and actions: a view's next responder is the controller whose root
/// view it is, else its superview; a controller's is its view's superview. At most one
/// responder per window is the first responder; a responder accepts that role only when
/// `canBecomeFirstResponder` is true and it is in a window.
@preconcurrency @MainActor
open class Responder {
    /// Values attached by UIKit code's associated-object calls; nil until the first.
    /// Unchecked: Objective-C's runtime lets any thread attach them, and UIKit code does
    /// so on the main thread, as with every other property of the object.
    nonisolated(unsafe) package var associatedObjects: AssociatedObjects?
    /// The light or dark appearance a view or controller forces on itself and what it holds
    /// (their `overrideUserInterfaceStyle`); `.unspecified` takes the one around it.
    package var userInterfaceStyleOverride: UserInterfaceStyle = .unspecified
    /// A responder with no next responder: `init(base:)`.
    ///
    /// A convenience initializer, so that views and controllers can declare their own
    /// convenience `init()` as UIKit's do (there `init()` is NSObject's, which a class with
    /// designated initializers of its own turns into a convenience one). A subclass of
    /// `View` or `ViewController` then declares an `init()` without `override` and calls the
    /// designated `super.init(frame:)` or `super.init(nibName:bundle:)` from it, and a call
    /// to `super.init()` there is the compile error UIKit gives.
    public convenience init() {
        self.init(base: ())
    }

    /// The designated initializer of every responder, which the designated initializers of
    /// `View` and `ViewController` call.
    public init(base: Void) {}

    /// The next responder in the chain (`next`); nil at its end. Subclasses override it.
    open var next: Responder? { nil }

    /// The view shown in place of the system keyboard while this responder is first
    /// responder (`inputView`); nil, the keyboard, here. Read-only, as UIKit declares it on
    /// `UIResponder`: text fields and text views make it settable, and a subclass of any
    /// responder may override it. Kept, never shown: keys come from the desktop's keyboard.
    open var inputView: View? { nil }
    /// The bar shown over the keyboard while this responder is first responder
    /// (`inputAccessoryView`); nil here. Read-only and overridable as `inputView`; kept,
    /// never shown.
    open var inputAccessoryView: View? { nil }

    /// A one-line description for logs (`description`): the class and the object's address,
    /// as NSObject's default gives. Open and nonisolated, as UIKit's is, so a subclass's
    /// `override var description` compiles, and `print(view)` shows it.
    nonisolated open var description: String {
        identityDescription
    }

    /// The class's name (`description()` on the class, as NSObject's class method gives it):
    /// module-qualified, as Objective-C names a Swift class, so `MessageView.description()`
    /// is "SwiftMessages.MessageView" and code that finds a nib by the name after the last
    /// dot gets the class's own name. Called through a generic or a metatype it names the
    /// dynamic class.
    nonisolated open class func description() -> String {
        String(reflecting: self)
    }

    /// `observeValue(forKeyPath:of:change:context:)`: a change of a string key path this
    /// responder observes (see `KeyValueObserver`). Does nothing; a subclass overrides it and
    /// passes the contexts it did not register to `super`, as UIKit code does.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Updates the custom input and accessory views while this object is first responder
    /// (`reloadInputViews()`). There is no on-screen keyboard here to swap, so this does
    /// nothing; it is declared in the class body, as UIKit's is, so a subclass can override
    /// it to pass the call to the field it wraps.
    open func reloadInputViews() {}

    /// Whether the responder accepts first-responder status (`canBecomeFirstResponder`);
    /// false by default, as in UIKit. Override it to return true.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked
    /// (`canResignFirstResponder`); true by default.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this responder would be; nil when it is in none.
    open var responderWindow: Window? { nil }

    /// True while the responder is its window's first responder (`isFirstResponder`).
    open var isFirstResponder: Bool {
        responderWindow?.firstResponder === self
    }

    /// Asks to become the window's first responder (`becomeFirstResponder()`). Refused
    /// (false) when `canBecomeFirstResponder` is false, when not in a window, or when the
    /// current first responder will not resign; true if it already is.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder {
            if current === self { return true }
            guard current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status (`resignFirstResponder()`). Returns false, and keeps
    /// the status, when `canResignFirstResponder` is false; true otherwise, also when it was
    /// not the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.firstResponder = nil
        }
        return true
    }

    /// The escape gesture of an assistive technology (`accessibilityPerformEscape()`): an
    /// override dismisses what it shows and returns true. False by default. No assistive
    /// technology runs here, so nothing sends it; an override may be called directly.
    open func accessibilityPerformEscape() -> Bool { false }

    /// An assistive technology asks an adjustable element to raise its value
    /// (`accessibilityIncrement()`); does nothing by default. No assistive technology runs
    /// here, so nothing sends it; an override may be called directly.
    open func accessibilityIncrement() {}

    /// The key commands this responder offers (`keyCommands`), nil by default. A key press no
    /// text input takes runs the first matching command on the chain from the window's first
    /// responder up (see `KeyCommand`).
    open var keyCommands: [KeyCommand]? { nil }

    /// An assistive technology asks an adjustable element to lower its value
    /// (`accessibilityDecrement()`); does nothing by default. Nothing sends it here either.
    open func accessibilityDecrement() {}

    /// A remote-control command arrived (`remoteControlReceived(with:)`). This platform has
    /// no remote controls (headphones, lock screen), so it is never called; a responder
    /// overrides it as UIKit code does.
    open func remoteControlReceived(with event: TouchEvent?) {}

    // MARK: Touches

    /// New touches went down in a view or window (`touchesBegan(_:with:)`). The window sends
    /// them to the deepest view under the touch; this default forwards the message up the
    /// responder chain (`next`), as UIKit's does. So a view that overrides it without calling
    /// `super` keeps the touch, one that calls `super` passes it on, and a controller hears
    /// the touches on its root view and on plain subviews of it. Gesture recognizers see the
    /// same touch, and one that recognizes cancels it here (`touchesCancelled`), as UIKit's
    /// `cancelsTouchesInView` does.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// The touches moved (`touchesMoved(_:with:)`); by default forwarded to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// The touches lifted (`touchesEnded(_:with:)`); by default forwarded to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were taken away, by a recognizer that claimed them or a cancelled touch
    /// (`touchesCancelled(_:with:)`); by default forwarded to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Accessibility container (UIAccessibilityContainer)

    /// The elements an assistive technology reads inside this object, in reading order
    /// (`accessibilityElements`), for a container of elements rather than one itself; nil
    /// (the default) leaves a view's order to its subviews. Open, so a subclass may compute it.
    open var accessibilityElements: [Any]?

    /// How many elements the container holds (`accessibilityElementCount()`): by default the
    /// count of `accessibilityElements`, 0 when it is nil. A container that builds its
    /// elements on demand overrides this with `accessibilityElement(at:)` and
    /// `index(ofAccessibilityElement:)`, and the three must agree.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The element at `index` (`accessibilityElement(at:)`): by default the one at `index`
    /// of `accessibilityElements`, nil outside it.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` (the same object) is in the container (`index(ofAccessibilityElement:)`):
    /// by default its index in `accessibilityElements`, or `NSNotFound`'s value (`Int.max`)
    /// when it is not there.
    open func index(ofAccessibilityElement element: Any) -> Int {
        guard let elements = accessibilityElements else { return Int.max }
        let object = element as AnyObject
        return elements.firstIndex { ($0 as AnyObject) === object } ?? Int.max
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    /// Copies the selection (`copy(_:)`). By default the action travels on to `next`, as an
    /// edit action sent to the first responder climbs the chain to one that handles it.
    open func copy(_ sender: Any?) { next?.copy(sender) }
    /// Cuts the selection (`cut(_:)`); by default passed on to `next`.
    open func cut(_ sender: Any?) { next?.cut(sender) }
    /// Pastes at the selection (`paste(_:)`); by default passed on to `next`.
    open func paste(_ sender: Any?) { next?.paste(sender) }
    /// Deletes the selection (`delete(_:)`); by default passed on to `next`.
    open func delete(_ sender: Any?) { next?.delete(sender) }
    /// Selects the next word or item (`select(_:)`); by default passed on to `next`.
    open func select(_ sender: Any?) { next?.select(sender) }
    /// Selects everything (`selectAll(_:)`); by default passed on to `next`.
    open func selectAll(_ sender: Any?) { next?.selectAll(sender) }
}
