/// What an assistive technology would announce about an element (`UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the traits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = AccessibilityTraits([])
    /// Acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Acts as a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Is currently selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Is static text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Is a header for a section of content.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// Is not enabled and does not respond to user interaction.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Its value can be adjusted continuously.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
}

/// A view's accessibility properties as UIKit stores them (`UIAccessibility`), with UIKit's
/// defaults: a plain view is not an accessibility element and has no label, hint or value.
public struct AccessibilityProperties: Hashable, Sendable {
    /// Whether the element is one an assistive technology can reach (`isAccessibilityElement`).
    public var isElement = false
    /// A short name of the element (`accessibilityLabel`).
    public var label: String?
    /// What performing its action does (`accessibilityHint`).
    public var hint: String?
    /// Its current value, when it has one (`accessibilityValue`).
    public var value: String?
    /// What it is and how it behaves (`accessibilityTraits`).
    public var traits: AccessibilityTraits = .none
    /// Whether its subviews are hidden from assistive technologies
    /// (`accessibilityElementsHidden`).
    public var elementsHidden = false
    /// Whether its siblings are hidden while it is shown (`accessibilityViewIsModal`).
    public var viewIsModal = false
    /// Whether a colour-inverting display setting leaves it as it is
    /// (`accessibilityIgnoresInvertColors`).
    public var ignoresInvertColors = false

    /// UIKit's defaults.
    public init() {}
}

// UIKit's spellings of the stored accessibility properties, so code that sets them compiles
// and reads back what it set.
extension View {
    /// `accessibilityTraits`: `.none` unless set.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }
    /// `accessibilityElementsHidden`: false unless set.
    public var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// `accessibilityViewIsModal`: false unless set.
    public var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
}
