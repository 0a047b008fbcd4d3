import Engine
import Geometry

/// Where a bar sits (`UIBarPosition`); a toolbar here is always at the bottom.
public enum BarPosition: Int, Sendable {
    /// Any position: the fallback an image set for no particular position serves.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background under the status bar.
    case topAttached = 3
}

/// The bar's size class for background images (`UIBarMetrics`).
public enum BarMetrics: Int, Sendable {
    /// A regular-height bar.
    case `default` = 0
    /// A compact-height bar (shorter than the regular one).
    case compact = 1
    /// A regular bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

/// A background image's key: the position and metrics it was set for.
struct BarImageSlot: Hashable {
    var position: BarPosition
    var metrics: BarMetrics
}

extension Toolbar {
    /// Sets the image drawn over the whole bar instead of its appearance's background, for
    /// `position` and `metrics` (`setBackgroundImage(_:forToolbarPosition:barMetrics:)`); nil
    /// removes it. An empty image (`Image()`) leaves the bar transparent, the classic way to
    /// hide a toolbar's background.
    public func setBackgroundImage(_ image: Image?, forToolbarPosition position: BarPosition, barMetrics: BarMetrics) {
        backgroundImages[BarImageSlot(position: position, metrics: barMetrics)] = image
        updateBackground()
    }

    /// The background image set for `position` and `metrics`
    /// (`backgroundImage(forToolbarPosition:barMetrics:)`), nil when none was.
    public func backgroundImage(forToolbarPosition position: BarPosition, barMetrics: BarMetrics) -> Image? {
        backgroundImages[BarImageSlot(position: position, metrics: barMetrics)]
    }

    /// Sets the image drawn along the bar's top edge instead of its hairline, for `position`
    /// (`setShadowImage(_:forToolbarPosition:)`); nil removes it. As in UIKit it shows only
    /// while a background image is set too.
    public func setShadowImage(_ image: Image?, forToolbarPosition position: BarPosition) {
        shadowImages[position] = image
        updateBackground()
    }

    /// The shadow image set for `position` (`shadowImage(forToolbarPosition:)`).
    public func shadowImage(forToolbarPosition position: BarPosition) -> Image? {
        shadowImages[position]
    }

    /// The metrics of the bar's height now: `.compact` below `contentHeight`.
    var barMetrics: BarMetrics {
        bounds.height > 0 && bounds.height < Toolbar.contentHeight ? .compact : .default
    }

    /// The background image that draws now: the one for the bar's position (`.bottom`) and
    /// metrics, falling back to `.any` position and `.default` metrics.
    var shownBackgroundImage: Image? {
        for position in [BarPosition.bottom, .any] {
            for metrics in [barMetrics, .default] {
                if let image = backgroundImages[BarImageSlot(position: position, metrics: metrics)] { return image }
            }
        }
        return nil
    }

    /// The appearance that draws now: the compact one in a compact bar when set.
    var shownAppearance: BarAppearance {
        barMetrics == .compact ? compactAppearance ?? standardAppearance : standardAppearance
    }

    /// Draws the background, blur and top line the images and appearance ask for.
    func updateBackground() {
        let image = shownBackgroundImage
        let appearance = shownAppearance
        var effect = image == nil ? appearance.backgroundEffect : nil
        var colour = image == nil ? appearance.backgroundColor : nil
        if barStyle == .black, barTintColor == nil, image == nil {
            effect = nil
            colour = Color(r8: 0, g8: 0, b8: 0, alpha: isTranslucent ? NavigationBar.translucentOpacity : 1)
        }
        if let tint = barTintColor, image == nil {
            effect = nil
            colour = tint.withAlpha(isTranslucent ? tint.alpha * NavigationBar.translucentOpacity : 1)
        }
        if !isTranslucent, image == nil {
            if effect != nil { colour = colour ?? .white }
            effect = nil
            colour = colour?.withAlpha(1)
        }
        if effect != nil && effectView == nil {
            let blur = VisualEffectView(effect: nil)
            blur.accessibilityIdentifier = "toolbar.blur"
            blur.isUserInteractionEnabled = false
            insertSubview(blur, aboveSubview: backgroundView)
            effectView = blur
        }
        effectView?.effect = effect
        effectView?.isHidden = effect == nil
        backgroundView.image = image
        backgroundView.backgroundColor = colour
        let shadow = image == nil ? nil : shadowImages[.bottom] ?? shadowImages[.any]
        hairline.image = shadow
        hairline.backgroundColor = shadow == nil ? appearance.shadowColor : nil
        hairline.isHidden = shadow == nil && appearance.shadowColor == nil
    }
}
