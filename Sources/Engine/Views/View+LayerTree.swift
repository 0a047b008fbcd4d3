import Geometry
import LayerTree

extension View {
    /// A frozen render node of the view and its subtree at this instant, built from the
    /// presentation values. Its transform maps the view's bounds space into the parent's
    /// exactly as Core Animation composes `position`, `bounds`, the centred anchor point
    /// and `transform`.
    public func makeLayer() -> Layer {
        var sublayers: [Layer] = []
        if let frozen = frozenContentFittingBounds { sublayers.append(frozen) }
        for s in subviews { sublayers.append(s.makeLayer()) }
        var node = Layer(
            id: id,
            bounds: presentationBounds,
            transform: presentationTransformToSuperview,
            opacity: min(max(presentationAlpha, 0), 1),
            isHidden: isHidden,
            backgroundColor: presentationBackgroundColor,
            cornerRadius: max(0, presentationCornerRadius),
            masksToBounds: clipsToBounds,
            border: border,
            shadow: presentationShadow,
            content: layerContent(),
            sublayers: sublayers,
            material: presentationMaterial)
        contributeBackingLayer(to: &node)
        return node
    }

    /// Marks every label of the subtree for re-measuring (a new text measurer arrived).
    func invalidateTextLayout() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        for s in subviews { s.invalidateTextLayout() }
    }
}
