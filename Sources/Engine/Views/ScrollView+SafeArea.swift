import Geometry

extension ScrollView {
    /// The insets the scroll limits use (`adjustedContentInset`): `contentInset` plus the
    /// safe area's insets along the axes `contentInsetAdjustmentBehavior` adjusts, so
    /// content can scroll out from under a navigation or tab bar; a refresh in progress
    /// adds its control's height at the top.
    public var adjustedContentInset: EdgeInsets {
        var insets = contentInset
        insets.top += refreshInset
        let safe = safeAreaInsets
        guard safe != .zero else { return insets }
        let axes = safeAreaAdjustedAxes
        if axes.vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if axes.horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    /// The axes whose insets take the safe area's: `.automatic` always adjusts vertically
    /// for a controller's content view shown by a navigation or tab bar controller and
    /// otherwise as `.scrollableAxes` does, which adjusts an axis whose content is larger
    /// than the view (vertically also when `alwaysBounceVertical` is true).
    var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        let vertical = contentSize.height > bounds.height || alwaysBounceVertical
        let horizontal = contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (vertical, horizontal)
        case .automatic: return (vertical || isShownByBarContainer, horizontal)
        }
    }
}
