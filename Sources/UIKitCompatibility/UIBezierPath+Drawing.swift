import Engine
import Geometry

extension UIBezierPath {
    /// Fills the path with the context's fill colour under `usesEvenOddFillRule`
    /// (`fill()`); outside a drawing it does nothing, as UIKit does without a context.
    public func fill() {
        guard let context = currentDrawingContext() else { return }
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Fills the path with the fill colour at `alpha`, blended by `blendMode`
    /// (`fill(with:alpha:)`).
    public func fill(with blendMode: CGBlendMode, alpha: Double) {
        drawing(atAlpha: alpha, blendMode: blendMode) { fill() }
    }

    /// Strokes the path with the context's stroke colour and the path's own line width,
    /// cap, join and miter limit (`stroke()`).
    public func stroke() {
        guard let context = currentDrawingContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path at `alpha`, blended by `blendMode` (`stroke(with:alpha:)`).
    public func stroke(with blendMode: CGBlendMode, alpha: Double) {
        drawing(atAlpha: alpha, blendMode: blendMode) { stroke() }
    }

    /// Runs `draw` at `alpha` and `blendMode` inside a saved graphics state, so that both
    /// end with it and the caller's context is as it was; outside a drawing nothing runs.
    private func drawing(atAlpha alpha: Double, blendMode: CGBlendMode, _ draw: () -> Void) {
        guard let context = currentDrawingContext() else { return }
        context.saveGState()
        context.setAlpha(alpha)
        context.setBlendMode(blendMode)
        draw()
        context.restoreGState()
    }

    /// Narrows the context's clip to the inside of the path (`addClip()`).
    public func addClip() {
        guard let context = currentDrawingContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}

extension Color {
    /// Makes this the fill and stroke colour of the current context (`UIColor.set()`).
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill colour of the current context (`setFill()`).
    public func setFill() { currentDrawingContext()?.setFillColor(self) }

    /// Makes this the stroke colour of the current context (`setStroke()`).
    public func setStroke() { currentDrawingContext()?.setStrokeColor(self) }
}
