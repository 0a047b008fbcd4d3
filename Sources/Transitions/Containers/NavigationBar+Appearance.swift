import Engine
import Geometry

extension NavigationBar {
    /// The share of its colour a translucent bar's background covers with.
    static let translucentOpacity = 0.94

    /// How the bar draws its background (`standardAppearance`). Until one is assigned the
    /// bar draws its classic background (`barTintColor`, `isTranslucent`, the background and
    /// shadow images) and this reads as a fresh default appearance, never nil, as UIKit's
    /// property is not optional; `BarAppearance()` (the default background) blurs the content
    /// scrolling under the bar with the chrome material, and `configureWithOpaqueBackground()`
    /// draws no blur; its title attributes, when set, style the title instead of the bar's
    /// own. The bar keeps a copy, as UIKit's `@NSCopying` property does: changing the
    /// appearance assigned leaves the bar as it is until it is assigned again.
    public var standardAppearance: BarAppearance {
        get { appliedAppearance ?? BarAppearance() }
        set {
            let restyles = appliedAppearance?.styleTitle != nil || newValue.styleTitle != nil
            appliedAppearance = newValue.copy()
            updateBackground()
            if restyles { restyleTitle() }
        }
    }

    /// The background image set for `barMetrics` (`backgroundImage(for:)`), nil when none was.
    public func backgroundImage(for barMetrics: BarMetrics) -> Image? {
        backgroundImages[barMetrics]
    }

    /// Draws the background, blur and bottom line the appearance, or else the classic
    /// properties, ask for.
    func updateBackground() {
        if let appearance = appliedAppearance {
            if appearance.backgroundEffect != nil && backgroundEffectView == nil {
                let effectView = VisualEffectView(effect: nil)
                effectView.accessibilityIdentifier = "navigation-bar.background"
                effectView.isUserInteractionEnabled = false
                effectView.frame = bounds
                insertSubview(effectView, at: 0)
                backgroundEffectView = effectView
            }
            backgroundEffectView?.effect = appearance.backgroundEffect
            settingDefaults { backgroundColor = appearance.backgroundColor }
            hairline.backgroundColor = appearance.shadowColor
            hairline.isHidden = appearance.shadowColor == nil
            if let image = appearance.backgroundImage {
                // Over the blur and the colour, as UIKit layers an appearance's image.
                let imageView = backgroundImageView ?? makeImageView("navigation-bar.backgroundImage", at: 0)
                backgroundImageView = imageView
                imageView.image = image
                imageView.isHidden = false
                if let effectView = backgroundEffectView { insertSubview(imageView, aboveSubview: effectView) }
            } else {
                backgroundImageView?.isHidden = true
            }
            shadowImageView?.isHidden = true
            return
        }
        backgroundEffectView?.effect = nil
        let image = backgroundImages[.default]
        if let image {
            let imageView = backgroundImageView ?? makeImageView("navigation-bar.backgroundImage", at: 0)
            backgroundImageView = imageView
            imageView.image = image
            imageView.isHidden = false
            settingDefaults { backgroundColor = nil }
        } else {
            backgroundImageView?.isHidden = true
            settingDefaults { backgroundColor = classicBackground }
        }
        let shadow = image == nil ? nil : shadowImage
        if let shadow {
            let shadowView = shadowImageView ?? makeImageView("navigation-bar.shadowImage", at: subviews.count)
            shadowImageView = shadowView
            shadowView.image = shadow
            shadowView.isHidden = false
        } else {
            shadowImageView?.isHidden = true
        }
        hairline.backgroundColor = Color(r8: 0, g8: 0, b8: 0, alpha: 0.3)
        hairline.isHidden = shadow != nil
        setNeedsLayout()
    }

    /// The classic background: `barTintColor`, or the default grey (black for the black
    /// bar style), translucent or opaque.
    private var classicBackground: Color {
        guard let tint = barTintColor else {
            let level = barStyle == .black ? 0 : 249
            return Color(r8: level, g8: level, b8: level, alpha: isTranslucent ? Self.translucentOpacity : 1)
        }
        return tint.withAlpha(isTranslucent ? tint.alpha * Self.translucentOpacity : 1)
    }

    private func makeImageView(_ id: String, at index: Int) -> ImageView {
        let imageView = ImageView(image: nil)
        imageView.accessibilityIdentifier = id
        imageView.isUserInteractionEnabled = false
        imageView.frame = bounds
        insertSubview(imageView, at: index)
        return imageView
    }
}
