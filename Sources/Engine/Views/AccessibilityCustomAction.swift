import Geometry

/// An action an assistive technology offers on an element beside its default one
/// (`UIAccessibilityCustomAction`): a name, an optional image, and the handler that performs
/// it, which returns whether it succeeded. No screen reader runs here, so nothing offers
/// these on its own; code that builds them compiles, keeps them, and can `perform()` one.
@preconcurrency @MainActor
open class AccessibilityCustomAction {
    /// The name read to the person (`name`).
    open var name: String
    /// The image shown for the action where images are used (`image`).
    open var image: Image?
    /// Performs the action (`actionHandler`); true when it succeeded.
    open var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    /// An action named `name` performed by `actionHandler` (`init(name:actionHandler:)`).
    public init(name: String, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action named `name` with `image` (`init(name:image:actionHandler:)`).
    public convenience init(name: String, image: Image?, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Runs the handler as an assistive technology would; false when there is none.
    @discardableResult
    open func perform() -> Bool { actionHandler?(self) ?? false }
}
