import Geometry

extension ScrollView {
    /// Thickness of an indicator bar and its gap from the view's edge, points.
    static let indicatorThickness = 3.0
    static let indicatorInset = 3.0
    /// The shortest an indicator gets, points.
    static let indicatorMinimumLength = 36.0
    /// How long indicators stay after scrolling stops, and how long they take to fade, seconds.
    static let indicatorFadeDelay = 0.5
    static let indicatorFadeDuration = 0.3

    /// Shows the indicators of the axes that scroll (`flashScrollIndicators()` without the fade).
    func showIndicators() {
        for (bar, shown) in [
            (verticalIndicator, showsVerticalScrollIndicator && contentExceeds(vertical: true)),
            (horizontalIndicator, showsHorizontalScrollIndicator && contentExceeds(vertical: false)),
        ] {
            guard shown else { continue }
            if bar.superview !== self || subviews.last !== bar { addSubview(bar) }
            bar.removeAllPropertyAnimations()
            View.performWithoutAnimation { bar.alpha = 1 }
        }
        updateIndicators()
    }

    /// Shows the indicators for a moment, then fades them (`flashScrollIndicators()`).
    public func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsSoon()
    }

    /// Fades the indicators out once the content has been still for a moment.
    func hideIndicatorsSoon() {
        guard !isDragging, motion == nil else { return }
        for bar in [verticalIndicator, horizontalIndicator] where bar.superview === self && bar.alpha > 0 {
            View.animate(
                withDuration: Self.indicatorFadeDuration, delay: Self.indicatorFadeDelay,
                options: [.allowUserInteraction]
            ) {
                bar.alpha = 0
            }
        }
    }

    private func contentExceeds(vertical: Bool) -> Bool {
        let i = adjustedContentInset
        return vertical
            ? contentSize.height + i.top + i.bottom > bounds.height + 0.5
            : contentSize.width + i.left + i.right > bounds.width + 0.5
    }

    /// Puts the bars beside the visible part, their length the visible share of the content,
    /// shortened while the content is pulled past an edge.
    func updateIndicators() {
        let b = bounds
        let i = adjustedContentInset
        let t = Self.indicatorThickness
        let inset = Self.indicatorInset
        if verticalIndicator.superview === self {
            let v = verticalScrollIndicatorInsets
            let (y, length) = Self.indicatorSpan(
                shown: b.height, content: contentSize.height + i.top + i.bottom,
                track: max(b.height - 2 * inset - v.top - v.bottom, 0),
                inset: inset, offset: b.minY, offsets: (minimumContentOffset.y, maximumContentOffset.y))
            View.performWithoutAnimation {
                verticalIndicator.frame = Rect(
                    x: b.maxX - inset - t - v.right, y: b.minY + v.top + y, width: t, height: length)
            }
        }
        if horizontalIndicator.superview === self {
            let h = horizontalScrollIndicatorInsets
            let (x, length) = Self.indicatorSpan(
                shown: b.width, content: contentSize.width + i.left + i.right,
                track: max(b.width - 2 * inset - t - h.left - h.right, 0),
                inset: inset, offset: b.minX, offsets: (minimumContentOffset.x, maximumContentOffset.x))
            View.performWithoutAnimation {
                horizontalIndicator.frame = Rect(
                    x: b.minX + h.left + x, y: b.maxY - inset - t - h.bottom, width: length, height: t)
            }
        }
    }

    /// An indicator along one axis: where it starts in its track (from the bar's edge,
    /// `inset` included) and how long it is. Its length is the shown share of the
    /// `content` (insets included), at least the minimum, shortened while `offset` is
    /// pulled past either end of `offsets`; its place follows the offset's progress.
    private static func indicatorSpan(
        shown: Double, content: Double, track: Double, inset: Double, offset: Double,
        offsets: (min: Double, max: Double)
    ) -> (start: Double, length: Double) {
        let total = max(content, 1)
        let over = max(offsets.min - offset, offset - offsets.max, 0)
        let base = min(track, max(track * shown / total, min(indicatorMinimumLength, track)))
        let length = max(base - over, min(indicatorMinimumLength, track) / 2)
        let progress = (offset - offsets.min) / max(offsets.max - offsets.min, 1)
        return (inset + min(max(progress, 0), 1) * (track - length), length)
    }
}

extension ScrollView {
    /// `scrollIndicatorInsets`, UIKit's older name: reads the vertical indicator's insets and
    /// sets both indicators' (UIKit deprecated it for the two separate properties).
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// How the safe area's insets are added to the content inset
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Sendable, Equatable {
        /// UIKit's default: adjust where a navigation or tab bar controller shows the view.
        case automatic
        /// Adjust only along the axes that scroll.
        case scrollableAxes
        /// Never adjust.
        case never
        /// Always add the safe area's insets.
        case always
    }
}
