import Geometry
import LayerTree

extension View {
    /// `UIView.setNeedsDisplay(_:)`: marks the view's drawing invalid. The whole bounds is
    /// redrawn, which UIKit allows: `draw(_:)` may always paint more than the rectangle it is
    /// given.
    public func setNeedsDisplay(_ rect: Rect) {
        setNeedsDisplay()
    }

    /// `UIView.isOpaque`: true (UIKit's default) promises that `draw(_:)` fills its whole
    /// bounds with opaque paint. The renderer draws the content as drawn either way, so a
    /// false promise shows whatever is behind where nothing was painted rather than garbage.
    public var isOpaque: Bool {
        get { drawing.isOpaque }
        set { drawing.isOpaque = newValue }
    }

    /// `UIView.clearsContextBeforeDrawing`: true (the default) starts each drawing from
    /// transparent pixels. Each drawing here is a new display list, so it always starts
    /// clear; false is accepted and changes nothing, which UIKit permits since a view that
    /// sets it must repaint everything it wants shown anyway.
    public var clearsContextBeforeDrawing: Bool {
        get { drawing.clearsContextBeforeDrawing }
        set { drawing.clearsContextBeforeDrawing = newValue }
    }

    /// Marks the drawing invalid and the layer that draws it for display.
    func invalidateDrawing() {
        drawing.needsDrawing = true
        (backingLayer ?? drawing.ownerLayer)?.needsDisplay = true
    }

    /// The drawn content for the frozen node, drawing first when it is invalid: through the
    /// layer's `display()` when the view has a layer (so a `CALayer` subclass's override runs),
    /// straight into `draw(_:)` otherwise.
    func drawnLayerContent() -> LayerContent {
        if let layer = backingLayer ?? drawing.ownerLayer ?? layerOfItsOwnClass {
            if drawing.needsDrawing { layer.needsDisplay = true }
            drawing.needsDrawing = false
            layer.displayIfNeeded()
        } else if drawing.needsDrawing {
            drawing.needsDrawing = false
            let context = LayerDrawingContext(rect: bounds)
            DrawingContextStack.with(context) { draw(bounds) }
            storeDrawing(context)
        }
        return drawing.content.map { .drawing($0) } ?? .none
    }

    /// The view's layer when its class names a layer class of its own (made now if it was
    /// not yet): UIKit's views always have their layer, so its `draw(in:)` must run.
    private var layerOfItsOwnClass: ViewLayer? {
        guard let type = Self.layerClass as? ViewLayer.Type, type != ViewLayer.self else { return nil }
        return layer
    }

    /// Keeps what `context` recorded as the view's content (none when it drew nothing).
    func storeDrawing(_ context: LayerDrawingContext) {
        drawing.content = context.commands.isEmpty ? nil : context.content
        drawing.textLayers = context.textLayers
    }
}
