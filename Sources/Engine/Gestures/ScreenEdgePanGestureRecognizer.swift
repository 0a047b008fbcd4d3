import Geometry

/// A pan that starts at the window's left edge (`UIScreenEdgePanGestureRecognizer` with
/// `edges = .left`), as the interactive pop of a navigation controller uses: the touch
/// must go down within `edgeWidth` points of the edge and first move mostly rightwards.
/// The window offers touches to edge pans before other recognizers.
@preconcurrency @MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How close to the left edge the touch must go down, in points.
    public var edgeWidth: Double = 20

    /// Creates an edge-pan recognizer calling `action` on each reported state.
    public override init(action: ((PanGestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
    }

    override func accepts(windowPoint: Point, windowSize: Size) -> Bool {
        windowPoint.x <= edgeWidth
    }

    override func shouldBeginPan(from start: Point, to point: Point) -> Bool {
        let d = point - start
        return d.x > 0 && d.x >= abs(d.y)
    }
}
