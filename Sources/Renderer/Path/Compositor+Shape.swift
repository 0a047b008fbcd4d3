import Geometry
import LayerTree

extension Compositor {
    /// Draws a shape layer's content: the fill under its rule, then the stroke (an outline
    /// polygon filled non-zero) over it, both through `t` into device pixels, faded by `alpha`.
    func drawShape(_ shape: ShapeContent, transform t: AffineTransform, canvas: Canvas, alpha: Double) {
        let outlines = ShapeOutlines(shape, transform: t)
        if let fill = shape.fillColor, fill.alpha > 0, let edges = outlines.fill {
            canvas.fill(edges, paint: Paint(fill, opacity: alpha), fillRule: shape.fillRule)
        }
        if let stroke = shape.strokeColor, stroke.alpha > 0, let edges = outlines.stroke {
            canvas.fill(edges, paint: Paint(stroke, opacity: alpha))
        }
    }
}

/// A shape's fill and stroke as device-pixel outlines (nil where that part draws nothing).
struct ShapeOutlines {
    var fill: EdgeList?
    var stroke: EdgeList?

    init(_ shape: ShapeContent, transform t: AffineTransform) {
        // Flattened in the shape's own space at a tenth of a device pixel, so one set of
        // chords serves the fill and the stroke, and a stroke scales with its layer.
        let tolerance = EdgeList.pathTolerance(t)
        let lines = shape.path.flattened(tolerance: tolerance)
        if shape.fillColor.map({ $0.alpha > 0 }) ?? false {
            var edges = EdgeList()
            edges.addPolylines(lines, transform: t)
            if !edges.isEmpty { fill = edges }
        }
        if shape.strokeColor.map({ $0.alpha > 0 }) ?? false, shape.stroke.lineWidth > 0 {
            let trimmed = Polyline.trimmed(lines, from: shape.strokeStart, to: shape.strokeEnd)
            var edges = EdgeList()
            edges.addPolygons(
                Polyline.strokeOutline(trimmed, style: shape.stroke, tolerance: tolerance), transform: t)
            if !edges.isEmpty { stroke = edges }
        }
    }
}
