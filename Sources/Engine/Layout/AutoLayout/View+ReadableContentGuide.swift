import Geometry

/// A view's readable content guide (`UIView.readableContentGuide`): its margins, narrowed
/// about their centre to a width lines of body text stay easy to read at.
extension View {
    /// The widest the readable content guide gets, in points: UIKit's readable width for
    /// the default text size (the playground draws that size).
    public static let readableContentWidth: Double = 672

    /// "A layout guide representing an area with a readable width within the view": the
    /// margins guide's rectangle, narrowed to `readableContentWidth` about its centre when
    /// the margins are wider. Its insets follow the bounds each time the layout is solved.
    public var readableContentGuide: LayoutGuide {
        if let guide = layoutState?.readableContentGuide { return guide }
        let guide = LayoutGuide(system: .readable, owner: self)
        autoLayout.readableContentGuide = guide
        return guide
    }

    /// The layout margins, each side moved in by half of the width beyond the readable one.
    var readableContentInsets: EdgeInsets {
        var insets = effectiveLayoutMargins
        let extra = max(0, bounds.width - insets.left - insets.right - Self.readableContentWidth) / 2
        insets.left += extra
        insets.right += extra
        return insets
    }
}
