import Engine
import Geometry

extension View {
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a frozen copy of the
    /// part `rect` (in the view's own coordinates) of what the view shows, in a view of
    /// `rect`'s size whose top-left shows `rect`'s; with `afterScreenUpdates` pending layout
    /// runs first, as for `snapshotView(afterScreenUpdates:)`. Libraries that break a view
    /// into pieces (an explosion, a fold) take one such copy per piece.
    ///
    /// The copy is cut, not stretched: resizing the returned view shows more or less of the
    /// capture at its size, so `capInsets` are accepted and not applied. Nil for a `rect`
    /// with no area, as UIKit gives nothing to show.
    public func resizableSnapshotView(
        from rect: Rect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
    ) -> View? {
        guard rect.width > 0, rect.height > 0, let whole = snapshotView(afterScreenUpdates: afterUpdates) else {
            return nil
        }
        let captured = whole.bounds
        whole.transform = .identity
        whole.frame = Rect(
            x: captured.minX - rect.minX, y: captured.minY - rect.minY, width: captured.width,
            height: captured.height)
        let piece = View(frame: Rect(origin: .zero, size: rect.size))
        piece.clipsToBounds = true
        piece.isUserInteractionEnabled = false
        piece.addSubview(whole)
        return piece
    }
}
