extension ViewLayer {
    /// `CALayer.needsDisplayOnBoundsChange`: when true, a change of the bounds marks the
    /// layer for display, so `draw(in:)` (a view's `draw(_:)`) draws again at the new
    /// bounds; when false (the default) the old drawing is stretched to them. A view's
    /// `contentMode = .redraw` is this flag on its layer.
    public var needsDisplayOnBoundsChange: Bool {
        get { view.drawing.redrawsOnBoundsChange }
        set { view.drawing.redrawsOnBoundsChange = newValue }
    }
}
