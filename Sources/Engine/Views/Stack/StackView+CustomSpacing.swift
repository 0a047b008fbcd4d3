import Geometry

/// Gaps set after one arranged view (`UIStackView.setCustomSpacing(_:after:)`), which take
/// the place of `spacing` between that view and the next one.
extension StackView {
    /// `UIStackView.spacingUseDefault`: "no custom gap after this view", so the stack's
    /// `spacing` applies; what `customSpacing(after:)` returns for a view given none. UIKit's
    /// value (`FLT_MAX`), so a library comparing against it or storing it reads the same.
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem`: the system's standard gap between neighbours (8
    /// points here, as the anchors' system spacing). UIKit's value (`FLT_MIN`).
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// Sets the gap between `arrangedSubview` and the arranged view after it, in place of
    /// `spacing` (`spacingUseDefault` goes back to `spacing`). A view that is not arranged
    /// here keeps nothing; a view taken out of the arrangement loses its gap, as UIKit's.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsUpdateArrangement()
    }

    /// The gap set after `arrangedSubview` with `setCustomSpacing(_:after:)`, or
    /// `spacingUseDefault` when none is (the stack's `spacing` applies there).
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The points between `view` and the next visible arranged view: its custom gap, else
    /// `spacing`, with `spacingUseSystem` read as the system's standard gap.
    func gap(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }
}
