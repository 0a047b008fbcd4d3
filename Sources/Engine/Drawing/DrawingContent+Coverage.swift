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

extension DrawingContent {
    /// What casts the shadow of a layer that draws this and has no background: every fill's
    /// path, stretched over `rect`, cut to its clip where the fill is a rectangle holding the
    /// clip (Core Graphics' clip-then-fill, whose painted region is exactly the clip); any
    /// other clipped fill counts whole. Strokes are left out. nil when nothing is filled.
    package func shadowOutline(in rect: Rect) -> Path? {
        guard size.width > 0, size.height > 0 else { return nil }
        let fit = AffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(AffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height))
            .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
        var outline = Path()
        for command in commands {
            guard case .fill = command.operation else { continue }
            let fill = command.path.applying(command.transform)
            let box = fill.controlPointBounds
            func holds(_ r: Rect) -> Bool {
                r.minX >= box.minX && r.minY >= box.minY && r.maxX <= box.maxX && r.maxY <= box.maxY
            }
            func area(_ clip: DrawingClip) -> Double {
                clip.path.controlPointBounds.width * clip.path.controlPointBounds.height
            }
            // The smallest held clip stands for the clips' intersection: never less than it.
            if fill == Path(rect: box),
                let clip = command.clips.filter({ holds($0.path.controlPointBounds) }).min(by: { area($0) < area($1) })
            {
                outline.append(clip.path.applying(fit))
            } else {
                outline.append(fill.applying(fit))
            }
        }
        return outline.isEmpty ? nil : outline
    }
}
