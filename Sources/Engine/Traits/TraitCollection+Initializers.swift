/// The user's preferred text size (`UIContentSizeCategory`), ordered from smallest to
/// largest as UIKit orders it (`<` compares sizes; `.unspecified` sorts first). The raw
/// values are UIKit's.
public struct ContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name for the size.
    public let rawValue: String
    /// A size by UIKit's name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No size: a trait collection outside a window.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: iOS's default, and the one size a window here has.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// An accessibility size.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An accessibility size.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An accessibility size.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size, smallest first.
    static let ordered: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// True for the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The smaller of two sizes; an unknown raw value sorts with `.unspecified`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? 0) < (ordered.firstIndex(of: rhs) ?? 0)
    }
}

/// The direction a trait environment lays out in (`UITraitEnvironmentLayoutDirection`); the
/// raw values are UIKit's.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
    /// Not known: outside a window.
    case unspecified = -1
    /// Leading is the left edge.
    case leftToRight = 0
    /// Leading is the right edge.
    case rightToLeft = 1
}

/// Light or dark appearance (`UIUserInterfaceStyle`); the raw values are UIKit's.
public enum UserInterfaceStyle: Int, Hashable, Sendable {
    /// Not known: outside a window.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The visual level of content (`UIUserInterfaceLevel`), which dynamic colours read to draw
/// content above the base a little lighter in dark mode; the raw values are UIKit's.
public enum UserInterfaceLevel: Int, Hashable, Sendable {
    /// Not known: outside a window.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the base, such as a sheet or a popover.
    case elevated = 1
}

extension TraitCollection {
    /// Traits that specify only the level (`UITraitCollection(userInterfaceLevel:)`).
    public init(userInterfaceLevel level: UserInterfaceLevel) {
        self.init()
        userInterfaceLevel = level
    }

    /// Traits that specify only the horizontal size class (`UITraitCollection(horizontalSizeClass:)`).
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// Traits that specify only the vertical size class (`UITraitCollection(verticalSizeClass:)`).
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// Traits that specify only the text size (`UITraitCollection(preferredContentSizeCategory:)`).
    public init(preferredContentSizeCategory category: ContentSizeCategory) {
        self.init()
        preferredContentSizeCategory = category
    }

    /// Traits that specify only the layout direction (`UITraitCollection(layoutDirection:)`).
    public init(layoutDirection direction: TraitEnvironmentLayoutDirection) {
        self.init()
        layoutDirection = direction
    }

    /// Traits that specify only the appearance (`UITraitCollection(userInterfaceStyle:)`).
    public init(userInterfaceStyle style: UserInterfaceStyle) {
        self.init()
        userInterfaceStyle = style
    }

    /// True when colours resolved for these traits may differ from those for `other`
    /// (`hasDifferentColorAppearance(comparedTo:)`): their appearances (light or dark) differ.
    /// Nil compares as unspecified traits.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle != (other ?? TraitCollection()).userInterfaceStyle
    }

    /// Traits that specify only the display scale (`UITraitCollection(displayScale:)`).
    public init(displayScale scale: Double) {
        self.init()
        displayScale = scale
    }

    /// The traits of `collections` merged (`UITraitCollection(traitsFrom:)`): for each trait,
    /// the last collection that specifies it wins, as UIKit documents; a trait none
    /// specifies stays unspecified.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for c in collections {
            if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
            if c.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = c.preferredContentSizeCategory
            }
            if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
            if c.displayScale != 0 { displayScale = c.displayScale }
            if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
            if c.userInterfaceLevel != .unspecified { userInterfaceLevel = c.userInterfaceLevel }
        }
    }

    /// True when every trait `other` specifies has the same value here
    /// (`containsTraits(in:)`); nil contains nothing and is contained.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return TraitCollection(traitsFrom: [self, other]) == TraitCollection(traitsFrom: [self])
    }
}
