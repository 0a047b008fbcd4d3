import Engine
import Geometry

// A part of a custom view that assistive technologies treat as an element of its own: a
// range slider's two thumbs, a chart's bars. The view lists them in `accessibilityElements`
// and each answers for itself: its label, its frame, its increment and decrement.

/// An element inside a container view that is not a view itself (`UIAccessibilityElement`).
/// An open class, as UIKit's is, so a library's element can override
/// `accessibilityIncrement()` and `accessibilityDecrement()` to move the value it stands for.
/// Two elements are equal only when they are the same object, as two `NSObject`s are.
@preconcurrency @MainActor
open class UIAccessibilityElement: Hashable {
    /// The container, held weakly so the view that lists its elements keeps no cycle.
    private weak var container: AnyObject?

    /// The view or element that holds this element (`accessibilityContainer`), weak as in
    /// UIKit; nil once it is gone.
    open var accessibilityContainer: Any? {
        get { container }
        set { container = newValue as AnyObject? }
    }
    /// Whether assistive technologies reach this element (`isAccessibilityElement`); false
    /// until set, as in UIKit.
    open var isAccessibilityElement = false
    /// A short name of the element (`accessibilityLabel`).
    open var accessibilityLabel: String?
    /// What performing its action does (`accessibilityHint`).
    open var accessibilityHint: String?
    /// Its current value (`accessibilityValue`), as a slider's element reports its position.
    open var accessibilityValue: String?
    /// An identifier for tests (`accessibilityIdentifier`).
    open var accessibilityIdentifier: String?
    /// What it is and how it behaves (`accessibilityTraits`); `.adjustable` for a value the
    /// increment and decrement gestures change.
    open var accessibilityTraits: AccessibilityTraits = .none
    /// The element's frame in screen (here: window) coordinates (`accessibilityFrame`).
    /// Setting `accessibilityFrameInContainerSpace` makes this follow the container view.
    open var accessibilityFrame: CGRect {
        get {
            guard let frameInContainerSpace, let view = container as? View else { return storedFrame }
            return view.convert(frameInContainerSpace, to: nil)
        }
        set {
            storedFrame = newValue
            frameInContainerSpace = nil
        }
    }
    private var storedFrame = CGRect.zero
    private var frameInContainerSpace: CGRect?

    /// The element's frame in its container view's coordinates
    /// (`accessibilityFrameInContainerSpace`): once set, `accessibilityFrame` is this frame
    /// converted from the container to the window each time it is read, so it follows the
    /// view as it moves. `.zero` until set.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainerSpace ?? .zero }
        set { frameInContainerSpace = newValue }
    }

    /// An element inside `container` (`init(accessibilityContainer:)`).
    public init(accessibilityContainer container: Any) {
        self.container = container as AnyObject
    }

    /// Moves the element's value one step up (`accessibilityIncrement()`), asked by the
    /// swipe-up gesture on an `.adjustable` element; does nothing unless overridden.
    open func accessibilityIncrement() {}
    /// Moves the element's value one step down (`accessibilityDecrement()`); does nothing
    /// unless overridden.
    open func accessibilityDecrement() {}
    /// Performs the element's default action (`accessibilityActivate()`); false (not
    /// handled) unless overridden.
    open func accessibilityActivate() -> Bool { false }

    /// True when `lhs` and `rhs` are the same element.
    nonisolated public static func == (lhs: UIAccessibilityElement, rhs: UIAccessibilityElement) -> Bool {
        lhs === rhs
    }
    /// Hashes the element's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
