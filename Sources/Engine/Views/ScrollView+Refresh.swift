import Geometry

extension ScrollView {
    /// What a refresh in progress adds to the top inset: the control's height while it
    /// refreshes, else 0.
    var refreshInset: Double {
        guard let refreshControl, refreshControl.isRefreshing else { return 0 }
        return RefreshControl.height
    }

    /// Installs a new refresh control in place of `old`: behind the content, just above
    /// its top.
    func refreshControlDidChange(from old: RefreshControl?) {
        guard old !== refreshControl else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let refreshControl else { return }
        insertSubview(refreshControl, at: 0)
        refreshControl.placeInScrollView()
        if refreshControl.isRefreshing { refreshInsetDidChange() }
    }

    /// The refresh inset grew or shrank: content resting above the new top limit glides
    /// there, as UIKit's does when `endRefreshing()` takes the inset back; a finger or a
    /// glide already under way lands on the new limit by itself.
    func refreshInsetDidChange() {
        refreshControl?.placeInScrollView()
        updateIndicators()
        noteAdjustedContentInset()
        guard !isTracking, !isDragging, motion == nil else { return }
        let limit = clamped(contentOffset)
        if limit != contentOffset { startMotion(to: limit, velocity: .zero, reason: .deceleration) }
    }
}
