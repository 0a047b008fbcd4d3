import Geometry
import LayerTree

/// Resizable images (`resizableImage(withCapInsets:)`): the caps keep their size and the
/// middle takes up the rest, as a rounded button background or a mask's corners need.
extension Image {
    /// How the middle of a resizable image fills the space between its caps
    /// (`UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle (UIKit's default for a resizable image).
        case tile
        /// Stretches the middle.
        case stretch
    }

    /// The same image with `capInsets` kept at their size when it is drawn at another size
    /// (`resizableImage(withCapInsets:)`), its middle tiled.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with `capInsets` kept at their size and its middle filled by
    /// `resizingMode` (`resizableImage(withCapInsets:resizingMode:)`). A drawn image (an
    /// image context's) is drawn that way, its paths cut into nine parts; the middle of a
    /// drawing is stretched in either mode, which draws the same for the flat fills such
    /// images hold. The pixels of an image from a file are stretched whole: the renderer
    /// draws a bitmap into one rectangle.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        variant(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The drawing placed in `rect` with the caps at their size: each point keeps its
    /// distance from the nearer edge inside a cap, and the middle is scaled to fill the
    /// rest. nil when the image is not drawn or has no caps.
    func nineSliceDrawing(in rect: Rect) -> DrawingContent? {
        guard let drawing, capInsets != .zero, drawing.size.width > 0, drawing.size.height > 0 else { return nil }
        let source = drawing.rect
        func map(_ p: Point) -> Point {
            Point(
                x: nineSliced(
                    p.x, (source.minX, source.width), lead: capInsets.left, trail: capInsets.right,
                    onto: (rect.minX, rect.width)),
                y: nineSliced(
                    p.y, (source.minY, source.height), lead: capInsets.top, trail: capInsets.bottom,
                    onto: (rect.minY, rect.height)))
        }
        let commands = drawing.commands.map { command in
            var placed = command
            // The stretch is not affine, so paths are mapped in the drawing's coordinates.
            placed.path = command.path.applying(command.transform).mappingPoints(map)
            placed.transform = .identity
            placed.clips = command.clips.map { DrawingClip(path: $0.path.mappingPoints(map), fillRule: $0.fillRule) }
            if case .stroke(var style) = command.operation {
                // A stroke's width was in its own space; kept at its drawn width.
                style.lineWidth *= abs(command.transform.determinant).squareRoot()
                placed.operation = .stroke(style)
            }
            return placed
        }
        return DrawingContent(origin: rect.origin, size: rect.size, commands: commands)
    }
}

/// A span along one axis: where it starts and how long it is.
private typealias Span = (start: Double, length: Double)

/// One axis of a nine-slice stretch of `source` onto `target`: `v` within `lead` of the
/// start or `trail` of the end keeps its distance from that end; the middle scales to fill
/// what is left. Caps longer than the target together share it.
private func nineSliced(_ v: Double, _ source: Span, lead: Double, trail: Double, onto target: Span) -> Double {
    let d = v - source.start
    let keptLead = min(lead, target.length / 2)
    let keptTrail = min(trail, target.length - keptLead)
    if d <= lead { return target.start + min(d, keptLead) }
    if d >= source.length - trail { return target.start + target.length - min(source.length - d, keptTrail) }
    let middle = source.length - lead - trail
    let newMiddle = target.length - keptLead - keptTrail
    return target.start + keptLead + (middle > 0 ? (d - lead) / middle * newMiddle : 0)
}
