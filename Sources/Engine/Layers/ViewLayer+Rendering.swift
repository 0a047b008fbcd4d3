import Geometry
import LayerTree

extension ViewLayer {
    /// `CALayer.render(in:)`: draws the layer and its sublayers, as they are drawn now, into
    /// `context` in the layer's own coordinates (its bounds' origin at the context's user
    /// origin), the way UIKit code captures a view into an image context. Backgrounds,
    /// borders, shapes, drawn content, clips to bounds and masks' shapes become the
    /// context's paths, and text its text; a bitmap from a file (an image view's photo) is
    /// left out, as this context keeps paths, not pixels. Opacity multiplies each colour
    /// rather than fading a group as one image.
    public func render(in context: LayerDrawingContext) {
        var node = frozenNode()
        node.transform = .identity
        Self.render(node, in: context, alpha: 1)
    }

    /// Draws one frozen node and its subtree into `context`, its transform applied.
    private static func render(_ node: Layer, in context: LayerDrawingContext, alpha: Double) {
        guard !node.isHidden, node.opacity > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(node.transform)
        let alpha = alpha * node.opacity
        context.setAlpha(alpha)
        let outline = Path(roundedRect: node.bounds, cornerRadius: node.cornerRadius)
        if let mask = node.mask {
            context.concatenate(mask.transform)
            context.addPath(mask.shape.path)
            context.clip(using: mask.shape.fillRule)
            context.concatenate(mask.transform.inverse ?? .identity)
        }
        if let background = node.backgroundColor {
            context.setFillColor(background)
            context.addPath(outline)
            context.fillPath()
        }
        if node.masksToBounds {
            context.addPath(outline)
            context.clip()
        }
        switch node.content {
        case .shape(let shape):
            if let fill = shape.fillColor {
                context.setFillColor(fill)
                context.addPath(shape.path)
                context.fillPath(using: shape.fillRule)
            }
            if let strokeColor = shape.strokeColor, shape.stroke.lineWidth > 0 {
                context.setStrokeColor(strokeColor)
                context.setLineWidth(shape.stroke.lineWidth)
                context.addPath(shape.path)
                context.strokePath()
            }
        case .drawing(let drawing):
            context.draw(drawing, in: node.bounds)
        case .text:
            var text = Layer(bounds: node.bounds, transform: context.ctm, opacity: alpha, content: node.content)
            text.masksToBounds = node.masksToBounds
            context.textLayers.append(text)
        case .none, .image, .particles:
            break
        }
        for sublayer in node.sublayers { render(sublayer, in: context, alpha: alpha) }
        if let border = node.border, border.width > 0 {
            let inset = border.width / 2
            context.setStrokeColor(border.color)
            context.setLineWidth(border.width)
            context.addPath(
                Path(
                    roundedRect: node.bounds.insetBy(dx: inset, dy: inset),
                    cornerRadius: max(0, node.cornerRadius - inset)))
            context.strokePath()
        }
    }
}
