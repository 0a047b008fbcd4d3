import Geometry

/// A scroll view's zoom scale now, and whether an animated zoom runs.
struct ScrollZoomState {
    var scale = 1.0
    var isZooming = false
}

/// Zooming (`UIScrollView`'s zoom API): the delegate names the view that zooms
/// (`viewForZooming(in:)`); a zoom scales that view by a transform about its centre, keeps
/// its frame's origin where the scale carries it, makes the content size its scaled frame's
/// size, and moves the content offset so the point at the middle of the visible area stays
/// there (or, for `zoom(to:animated:)`, so the rectangle is centred). Scales are kept within
/// `minimumZoomScale...maximumZoomScale`; with both at 1 (the default) nothing zooms, and with
/// no view for zooming nothing happens, as in UIKit.
extension ScrollView {
    /// The scale applied to the view for zooming now (`zoomScale`), 1 by default. Setting it
    /// is `setZoomScale(_:animated: false)`.
    public var zoomScale: Double {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// True while an animated zoom runs (`isZooming`).
    public var isZooming: Bool { zoomState.isZooming }

    /// Zooms to `scale`, kept within the limits, about the middle of the visible area
    /// (`setZoomScale(_:animated:)`). The delegate hears `scrollViewDidZoom`; an animated zoom
    /// is also bracketed by `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let newScale = clampedZoomScale(scale)
        let ratio = newScale / zoomState.scale
        let middle = Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2)
        let offset = Point(x: middle.x * ratio - bounds.width / 2, y: middle.y * ratio - bounds.height / 2)
        applyZoom(newScale, to: view, offset: offset, animated: animated)
    }

    /// Zooms so that `rect` (in the view for zooming's coordinates) fills the visible area
    /// as far as the limits allow, centred in it (`zoom(to:animated:)`).
    public func zoom(to rect: Rect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let newScale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let origin = zoomedOrigin(of: view, scale: newScale)
        let mid = Point(
            x: origin.x + (rect.midX - view.bounds.minX) * newScale,
            y: origin.y + (rect.midY - view.bounds.minY) * newScale)
        applyZoom(
            newScale, to: view, offset: Point(x: mid.x - bounds.width / 2, y: mid.y - bounds.height / 2),
            animated: animated)
    }

    private func clampedZoomScale(_ scale: Double) -> Double {
        let lo = min(minimumZoomScale, maximumZoomScale)
        return min(max(scale, lo), maximumZoomScale)
    }

    /// Where the zoom view's frame origin goes at `scale`: the current origin carried by the
    /// change of scale, so a view at the content's origin stays there.
    private func zoomedOrigin(of view: View, scale: Double) -> Point {
        let ratio = scale / zoomState.scale
        return Point(x: view.frame.minX * ratio, y: view.frame.minY * ratio)
    }

    private func applyZoom(_ scale: Double, to view: View, offset: Point, animated: Bool) {
        let origin = zoomedOrigin(of: view, scale: scale)
        let size = Size(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let animates = animated && window != nil && scale != zoomState.scale
        zoomState.scale = scale
        stopMotion()
        let apply = { [self] in
            view.transform = AffineTransform(scaleX: scale, y: scale)
            view.center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
            contentSize = size
            bounds = Rect(origin: clamped(offset), size: bounds.size)
            delegate?.scrollViewDidZoom(self)
        }
        guard animates else {
            View.performWithoutAnimation(apply)
            updateIndicators()
            return
        }
        zoomState.isZooming = true
        delegate?.scrollViewWillBeginZooming(self, with: view)
        View.animate(
            withDuration: ScrollView.zoomAnimationDuration, options: [.curveEaseInOut], animations: apply,
            completion: { [weak self, weak view] _ in
                guard let self else { return }
                self.zoomState.isZooming = false
                self.updateIndicators()
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: self.zoomState.scale)
            })
    }

    /// How long an animated zoom takes, seconds.
    static let zoomAnimationDuration = 0.3
}
