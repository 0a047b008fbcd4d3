import Geometry
import LayerTree

extension DrawingContent {
    /// Where the drawing puts paint, as one outline: every fill's path, stretched from the
    /// drawing's rectangle over `rect` as the renderer stretches it, with the alpha of the
    /// most opaque fill (a gradient counts as opaque). Strokes are left out. nil when the
    /// drawing fills nothing: what masks and image clips take from a drawn image.
    package func filledOutline(in rect: Rect) -> (path: Path, alpha: Double)? {
        guard size.width > 0, size.height > 0 else { return nil }
        let fit = AffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(AffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height))
            .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
        var path = Path()
        var alpha = 0.0
        for command in commands {
            guard case .fill = command.operation else { continue }
            path.append(command.path.applying(command.transform.concatenating(fit)))
            if case .color(let c) = command.paint { alpha = max(alpha, c.alpha) } else { alpha = 1 }
        }
        return path.isEmpty ? nil : (path, alpha)
    }
}
