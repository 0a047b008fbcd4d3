import Engine
import Geometry

extension NavigationBar {
    /// How the bar draws its background (`standardAppearance`). Until one is assigned the
    /// bar keeps its classic translucent grey; `BarAppearance()` (the default background)
    /// blurs the content scrolling under the bar with the chrome material, and
    /// `configureWithOpaqueBackground()` draws no blur. The values are taken at assignment.
    public var standardAppearance: BarAppearance? {
        get { appliedAppearance }
        set {
            appliedAppearance = newValue
            guard let appearance = newValue else { return }
            if appearance.backgroundEffect != nil && backgroundEffectView == nil {
                let effectView = VisualEffectView(effect: nil)
                effectView.accessibilityIdentifier = "navigation-bar.background"
                effectView.isUserInteractionEnabled = false
                effectView.frame = view.bounds
                view.insertSubview(effectView, at: 0)
                backgroundEffectView = effectView
            }
            backgroundEffectView?.effect = appearance.backgroundEffect
            view.backgroundColor = appearance.backgroundColor
            hairline.backgroundColor = appearance.shadowColor
            hairline.isHidden = appearance.shadowColor == nil
        }
    }
}
