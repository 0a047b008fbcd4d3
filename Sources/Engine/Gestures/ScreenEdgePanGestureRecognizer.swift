import Geometry

/// A pan that starts at an edge of the window (`UIScreenEdgePanGestureRecognizer`): the
/// touch must go down within `edgeWidth` points of one of `edges` and first move mostly
/// away from that edge, into the window. `edges` is empty until set, as in UIKit, so a
/// recognizer nobody gave an edge never begins (the navigation controller's interactive
/// pop sets `.left`). The window offers touches to edge pans before other
/// recognizers. Open, as UIKit's recognizers are, for libraries that subclass it.
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How close to an edge the touch must go down, in points.
    public var edgeWidth: Double = 20
    /// The edges a pan may start from; none by default, as UIKit's are (`UIRectEdgeNone`),
    /// so the recognizer never begins until code names the edges it answers.
    public var edges: RectEdge = []
    /// The edges the current touch went down near.
    private var touchedEdges: RectEdge = []

    /// Creates an edge-pan recognizer calling `action` on each reported state.
    public override init(action: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
    }

    /// UIKit's `init(target:action:)` as an edge-pan subclass's own designated initializer
    /// calls it, `super.init(target: nil, action: nil)`: declared again here because a class
    /// that overrides one designated initializer inherits none of the others.
    public override init(target: Never?, action: Never?) {
        super.init(target: target, action: action)
    }

    override func accepts(windowPoint: Point, windowSize: Size) -> Bool {
        var near: RectEdge = []
        if windowPoint.x <= edgeWidth { near.insert(.left) }
        if windowPoint.x >= windowSize.width - edgeWidth { near.insert(.right) }
        if windowPoint.y <= edgeWidth { near.insert(.top) }
        if windowPoint.y >= windowSize.height - edgeWidth { near.insert(.bottom) }
        touchedEdges = near.intersection(edges)
        return !touchedEdges.isEmpty
    }

    override func shouldBeginPan(from start: Point, to point: Point) -> Bool {
        let d = point - start
        if touchedEdges.contains(.left) && d.x > 0 && d.x >= abs(d.y) { return true }
        if touchedEdges.contains(.right) && d.x < 0 && -d.x >= abs(d.y) { return true }
        if touchedEdges.contains(.top) && d.y > 0 && d.y >= abs(d.x) { return true }
        return touchedEdges.contains(.bottom) && d.y < 0 && -d.y >= abs(d.x)
    }
}
