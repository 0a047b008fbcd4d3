import Geometry

/// How much room a window gives in one dimension (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not known: the controller is in no window.
    case unspecified = 0
    /// An iPhone's room: a width narrower than an iPad's narrowest regular one, or a height
    /// of an iPhone in landscape.
    case compact = 1
    /// An iPad's room (and an iPhone's height in portrait).
    case regular = 2
}

/// The traits a controller lays out for (`UITraitCollection`): the size classes, judged
/// from the window's size as iOS judges them from the device and its orientation. A value
/// here; a class in UIKit.
public struct TraitCollection: Hashable, Sendable {
    /// The narrowest width, in points, that iPadOS calls regular (a 12.9-inch iPad split in
    /// half, landscape); every width iOS reports as compact is narrower.
    public static let regularWidthThreshold: Double = 678
    /// The shortest height, in points, called regular here: it lies between the tallest
    /// iPhone in landscape (440, compact) and the shortest in portrait (568, regular).
    public static let regularHeightThreshold: Double = 500

    /// Compact, regular, or unspecified outside a window.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Compact, regular, or unspecified outside a window.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The user's text size (`preferredContentSizeCategory`): `.large`, iOS's default, in a
    /// window (this platform has no text-size setting), `.unspecified` outside one.
    public var preferredContentSizeCategory: ContentSizeCategory = .unspecified
    /// The direction layouts run in (`layoutDirection`): left-to-right in a window (the
    /// playground has no user language), `.unspecified` outside one.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// Device pixels per point (`displayScale`): the window's scale, 0 (unspecified)
    /// outside a window, as UIKit reports for a view not yet in one.
    public var displayScale: Double = 0
    /// Light or dark (`userInterfaceStyle`): `.light` in a window (the playground draws no
    /// dark appearance), `.unspecified` outside one.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Base or elevated (`userInterfaceLevel`): `.base` in a window (the playground draws
    /// no elevated level for presented content), `.unspecified` outside one.
    public var userInterfaceLevel: UserInterfaceLevel = .unspecified

    /// Traits with the given size classes (unspecified when omitted).
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The traits of a window of `size` points: regular from the thresholds up, compact
    /// below them; both unspecified with no window.
    public init(windowSize size: Size?) {
        guard let size else {
            self.init()
            return
        }
        self.init(
            horizontalSizeClass: size.width >= Self.regularWidthThreshold ? .regular : .compact,
            verticalSizeClass: size.height >= Self.regularHeightThreshold ? .regular : .compact)
        preferredContentSizeCategory = .large
        layoutDirection = .leftToRight
        userInterfaceStyle = .light
        userInterfaceLevel = .base
    }

    /// The traits of `window`: its size's (see `init(windowSize:)`) and its scale; all
    /// unspecified with no window. On the main actor, where the window's size and scale are.
    @MainActor public init(window: Window?) {
        self.init(windowSize: window?.size)
        displayScale = window?.scale ?? 0
    }

    /// True when either dimension is compact: where UIKit adapts a popover (iOS 13 and later).
    public var isCompactInEitherDimension: Bool {
        horizontalSizeClass == .compact || verticalSizeClass == .compact
    }
}
