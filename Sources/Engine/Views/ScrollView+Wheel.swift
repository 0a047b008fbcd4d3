import Geometry

extension ScrollView {
    /// Moves the content by a wheel's `dx`, `dy` (points, positive shows content further
    /// down or right), inside the limits; false when it cannot move that way (the wheel then
    /// goes to an enclosing scroll view) or a finger is dragging it.
    func scroll(byWheel dx: Double, _ dy: Double) -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        let offset = contentOffset
        let target = clamped(
            Point(
                x: canScrollHorizontally ? offset.x + dx : offset.x, y: canScrollVertically ? offset.y + dy : offset.y))
        guard abs(target.x - offset.x) > 0.001 || abs(target.y - offset.y) > 0.001 else { return false }
        contentOffset = target
        flashScrollIndicators()
        return true
    }
}

extension Window {
    /// The wheel scrolls the innermost scroll view under `point` that can move that way.
    func scrollWheel(at point: Point, dx: Double, dy: Double) {
        var view = hitTest(point)
        while let current = view {
            if let scroll = current as? ScrollView, scroll.scroll(byWheel: dx, dy) { return }
            view = current.superview
        }
    }
}
