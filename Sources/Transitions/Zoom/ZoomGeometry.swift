import Engine
import Geometry

/// The shape of a zoom at one moment, a pure function of how far it is from the source
/// (`t` 0) to the full frame (`t` 1): the on-screen frame and corner radius run
/// straight between the two, and the zoomed view shows that frame by a uniform scale
/// (its width fits the frame's) and a clip of its bounds to the frame's height, so the
/// content is scaled, never stretched, and the corners are round on screen at every scale.
/// With an alignment rectangle, the part of the view that shows runs the same way from
/// that rectangle (at `t` 0, fitted to the source's width) to the whole view.
struct ZoomGeometry: Equatable {
    /// The source view's frame in the container.
    var source: Rect
    /// The source view's corner radius, points.
    var sourceRadius: Double
    /// The zoomed view's full frame in the container.
    var full: Rect
    /// The zoomed view's own corner radius at full size.
    var fullRadius: Double
    /// The part of the zoomed view, in its own coordinates at full size, that the source
    /// becomes (`ZoomOptions.alignmentRectProvider`); nil: the full width from the top.
    var alignment: Rect? = nil

    /// The on-screen frame at `t` (0 source ... 1 full), before any drag offset.
    func frame(at t: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Rect(
            x: mix(source.minX, full.minX), y: mix(source.minY, full.minY),
            width: mix(source.width, full.width), height: mix(source.height, full.height))
    }

    /// The on-screen corner radius at `t`.
    func radius(at t: Double) -> Double { sourceRadius + (fullRadius - sourceRadius) * t }

    /// The part of the zoomed view's own coordinates that shows at `t`: its origin and
    /// width (the height follows from the frame's). Runs from the alignment rectangle to
    /// the whole view; without one, the whole width from the top all the way.
    func shownContent(at t: Double) -> (origin: Point, width: Double) {
        guard let a = alignment else { return (Point(x: 0, y: 0), full.width) }
        return (Point(x: a.minX * (1 - t), y: a.minY * (1 - t)), a.width + (full.width - a.width) * t)
    }

    /// The uniform scale that fits the shown content's width into the frame at `t`.
    func scale(at t: Double) -> Double { max(frame(at: t).width, 0.5) / max(shownContent(at: t).width, 1) }

    /// Puts `view` where the zoom is at `t`, moved by `offset` (a drag), with no animation:
    /// scale, bounds cut to the shown content (its origin moves the subviews, as a
    /// scroll view's does) and to the frame's height, centre, corner radius in the view's
    /// own (scaled) units, clipping on.
    @MainActor
    func apply(to view: View, at t: Double, offset: Point = Point(x: 0, y: 0)) {
        let f = frame(at: t)
        let k = scale(at: t)
        View.performWithoutAnimation {
            view.transform = AffineTransform(scaleX: k, y: k)
            let shown = shownContent(at: t)
            view.bounds = Rect(x: shown.origin.x, y: shown.origin.y, width: shown.width, height: max(f.height, 0.5) / k)
            view.center = Point(x: f.midX + offset.x, y: f.midY + offset.y)
            view.cornerRadius = radius(at: t) / k
            view.clipsToBounds = true
        }
    }
}
