import Geometry
import LayerTree

extension View {
    /// A frozen render node of the view and its subtree at this instant, built from the
    /// presentation values. Its transform maps the view's bounds space into the parent's
    /// exactly as Core Animation composes `position`, `bounds`, the centred anchor point
    /// and `transform`.
    public func makeLayer() -> Layer {
        // The content first: drawing it may draw text, which lies over it as layers.
        let content = layerContent()
        var sublayers: [Layer] = []
        if let frozen = frozenContentFittingBounds { sublayers.append(frozen) }
        sublayers += contentTextLayers()
        for s in subviewsInDrawingOrder { sublayers.append(s.makeLayer()) }
        var node = Layer(
            id: accessibilityIdentifier,
            bounds: presentationBounds,
            transform: presentationTransformToSuperview,
            opacity: min(max(presentationAlpha, 0), 1),
            isHidden: isHidden,
            backgroundColor: presentationBackgroundColor.map { drawnColor($0) },
            cornerRadius: max(0, presentationCornerRadius),
            masksToBounds: clipsToBounds,
            border: drawnBorder,
            shadow: castShadow(of: content),
            content: content,
            sublayers: sublayers,
            material: presentationMaterial)
        contributeBackingLayer(to: &node)
        // A subview backed by a transform layer draws its faces into this view's plane.
        if !node.preservesDepth { node = node.resolvingPreservedDepth() }
        node.maskedCorners = maskedCorners
        return node
    }

    /// The shadow, cast as Core Animation casts one with no `shadowPath`: "the layer's
    /// composited alpha channel". A view with a background casts its rounded bounds, as it
    /// always did; one with none that draws (`draw(_:)`) casts the outline of what it drew
    /// (a tip's bubble and arrow, not its clear rectangle). Its subviews' alpha is not read.
    private func castShadow(of content: LayerContent) -> Shadow? {
        guard var shadow = presentationShadow else { return nil }
        guard (presentationBackgroundColor?.alpha ?? 0) <= 0, backingLayer?.shadowPathValue == nil,
            case .drawing(let drawing) = content, let outline = drawing.shadowOutline(in: presentationBounds)
        else { return shadow }
        shadow.path = outline
        return shadow
    }

    /// The subviews back to front: by `zPosition`, then in `subviews` order (a stable sort,
    /// done only when some subview has left the plane).
    private var subviewsInDrawingOrder: [View] {
        guard subviews.contains(where: { $0.zPosition != 0 }) else { return subviews }
        return subviews.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Marks every label of the subtree for re-measuring (a new text measurer arrived).
    func invalidateTextLayout() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        for s in subviews { s.invalidateTextLayout() }
    }
}
