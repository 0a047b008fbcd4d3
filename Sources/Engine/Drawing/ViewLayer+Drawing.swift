extension ViewLayer {
    /// What `display()` does unless overridden, as `CALayer.display()` does: runs
    /// `draw(in:)` into a new context over the bounds and keeps the result as the content.
    func drawContents() {
        let context = LayerDrawingContext(rect: view.bounds)
        DrawingContextStack.with(context) { draw(in: context) }
        view.storeDrawing(context)
    }
}
