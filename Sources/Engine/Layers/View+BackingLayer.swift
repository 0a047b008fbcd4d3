import LayerTree

extension View {
    /// `view.layer`: the layer behind the view, made on first use as an instance of the
    /// view class's `layerClass` (a `ShapeLayer` for a view that names it), and kept for the
    /// view's life.
    public var layer: ViewLayer {
        if let backingLayer { return backingLayer }
        let type = (Self.layerClass as? ViewLayer.Type) ?? ViewLayer.self
        let made = type.init(dynamicCopyOf: nil)
        made.back(self)
        backingLayer = made
        return made
    }

    /// What the view's layer adds to the frozen node: a shape layer's path, a mask.
    func contributeBackingLayer(to node: inout Layer) {
        backingLayer?.contribute(to: &node)
    }
}
