import LayerTree

/// What a view's `draw(_:)` (or its layer's `draw(in:)`) last drew, and whether it must draw
/// again before the next frame.
struct ViewDrawingState {
    /// True until the first drawing and after each `setNeedsDisplay()`.
    var needsDrawing = true
    /// The last drawing; nil when it drew nothing.
    var content: DrawingContent?
    /// The text the last drawing drew, as layers above `content`.
    var textLayers: [Layer] = []
    /// `isOpaque`: a promise that the drawing covers its bounds with opaque paint.
    var isOpaque = true
    /// `needsDisplayOnBoundsChange`: a change of the bounds redraws instead of stretching.
    var redrawsOnBoundsChange = false
    /// `clearsContextBeforeDrawing`: the drawing starts from transparent pixels.
    var clearsContextBeforeDrawing = true
    /// The layer made on its own whose off-screen view this is, not retained: its
    /// `draw(in:)` draws the view's content.
    weak var ownerLayer: ViewLayer?
}
