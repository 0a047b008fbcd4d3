import Engine
import Geometry

/// How a bar draws its background (`UIBarAppearance`, as `UINavigationBarAppearance` and
/// `UITabBarAppearance` share it): a blur material, a colour over it, and the hairline
/// along its edge. Configure one, then assign it to the bar's `standardAppearance`; the bar
/// takes the values at assignment, as UIKit copies the appearance.
@preconcurrency @MainActor
public final class BarAppearance {
    /// The blur behind the bar's content; nil draws none.
    public var backgroundEffect: BlurEffect?
    /// A colour over the blur (or alone); nil draws none.
    public var backgroundColor: Color?
    /// The hairline along the bar's edge; nil draws none.
    public var shadowColor: Color?
    /// An image over the blur and the colour, filling a navigation bar (`backgroundImage`);
    /// nil draws none, and each `configureWith...` call clears it, as UIKit's do.
    public var backgroundImage: Image?
    /// Styles a navigation bar's title as the appearance's `titleTextAttributes` ask (set by
    /// UIKit's spelling); nil leaves the bar's own title style.
    package var styleTitle: ((Label) -> Void)?
    /// The attributes `styleTitle` came from, as they were set.
    package var titleTextAttributesValue: Any?
    /// The large title's attributes, as they were set (large titles are not drawn here).
    package var largeTitleTextAttributesValue: Any?

    /// An appearance with the default background (`configureWithDefaultBackground()`).
    public init() {
        configureWithDefaultBackground()
    }

    /// A new appearance with this one's values (`copy()`), so a bar's appearance can be kept
    /// or changed apart from the one it came from; changing either later leaves the other.
    public func copy() -> BarAppearance {
        let copy = BarAppearance()
        copy.backgroundEffect = backgroundEffect
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.backgroundImage = backgroundImage
        copy.styleTitle = styleTitle
        copy.titleTextAttributesValue = titleTextAttributesValue
        copy.largeTitleTextAttributesValue = largeTitleTextAttributesValue
        return copy
    }

    /// The system's translucent bar: the chrome material blurs what scrolls under the bar,
    /// with a hairline along its edge.
    public func configureWithDefaultBackground() {
        backgroundImage = nil
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = Color(r8: 0, g8: 0, b8: 0, alpha: 0.3)
    }

    /// An opaque bar in the system background colour: nothing under it shows, no blur.
    public func configureWithOpaqueBackground() {
        backgroundImage = nil
        backgroundEffect = nil
        backgroundColor = .white
        shadowColor = Color(r8: 0, g8: 0, b8: 0, alpha: 0.3)
    }

    /// No background and no hairline: the content under the bar shows as it is.
    public func configureWithTransparentBackground() {
        backgroundImage = nil
        backgroundEffect = nil
        backgroundColor = nil
        shadowColor = nil
    }
}
