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
            bar.removeAllAnimations()
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
            let total = max(contentSize.height + i.top + i.bottom, 1)
            let track = max(b.height - 2 * inset, 0)
            let over = max(minimumContentOffset.y - b.minY, b.minY - maximumContentOffset.y, 0)
            let base = min(track, max(track * b.height / total, min(Self.indicatorMinimumLength, track)))
            let length = max(base - over, min(Self.indicatorMinimumLength, track) / 2)
            let progress = (b.minY - minimumContentOffset.y) / max(maximumContentOffset.y - minimumContentOffset.y, 1)
            let y = inset + min(max(progress, 0), 1) * (track - length)
            View.performWithoutAnimation {
                verticalIndicator.frame = Rect(x: b.maxX - inset - t, y: b.minY + y, width: t, height: length)
            }
        }
        if horizontalIndicator.superview === self {
            let total = max(contentSize.width + i.left + i.right, 1)
            let track = max(b.width - 2 * inset - t, 0)
            let over = max(minimumContentOffset.x - b.minX, b.minX - maximumContentOffset.x, 0)
            let base = min(track, max(track * b.width / total, min(Self.indicatorMinimumLength, track)))
            let length = max(base - over, min(Self.indicatorMinimumLength, track) / 2)
            let progress = (b.minX - minimumContentOffset.x) / max(maximumContentOffset.x - minimumContentOffset.x, 1)
            let x = inset + min(max(progress, 0), 1) * (track - length)
            View.performWithoutAnimation {
                horizontalIndicator.frame = Rect(x: b.minX + x, y: b.maxY - inset - t, width: length, height: t)
            }
        }
    }
}
