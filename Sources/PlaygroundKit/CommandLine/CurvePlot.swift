import Engine
import Geometry
import LayerTree
import Renderer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plot of a 0 -> 1 motion as a layer tree: time to the right, value upwards, with the
/// start and end levels drawn as guides so overshoot is visible at a glance.
///
/// Drawn with the playground's own renderer: the polyline is a chain of thin rotated
/// rounded rectangles, which the rasterizer anti-aliases like any other shape.
struct CurvePlot {
    /// Plot size in points.
    var size = Size(width: 640, height: 400)
    /// The motion to draw.
    var samples: [CurveSample]
    /// A caption naming the form and its parameters.
    var caption: String

    /// The area inside the axes, in points.
    var plotArea: Rect { Rect(x: 56, y: 48, width: size.width - 80, height: size.height - 96) }

    /// The value range shown: always 0...1, widened to include overshoot and undershoot.
    var valueRange: ClosedRange<Double> {
        let lo = min(0, samples.map(\.value).min() ?? 0)
        let hi = max(1, samples.map(\.value).max() ?? 1)
        let pad = (hi - lo) * 0.05
        return (lo - pad)...(hi + pad)
    }

    /// Where a sample lands in the plot, in points.
    func position(t: Double, value: Double) -> Point {
        let duration = max(samples.last?.t ?? 1, 1e-6)
        let range = valueRange
        let x = plotArea.minX + plotArea.width * t / duration
        let y = plotArea.maxY - plotArea.height * (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        return Point(x: x, y: y)
    }

    static let curveColor = Color.systemBlue
    static let guideColor = Color(white: 0.82)
    static let axisColor = Color(white: 0.25)

    /// The whole plot as one root layer.
    func layerTree() -> Layer {
        var layers: [Layer] = []
        let area = plotArea
        for level in [0.0, 1.0] {
            let y = position(t: 0, value: level).y
            layers.append(
                Layer(
                    frame: Rect(x: area.minX, y: y - 0.5, width: area.width, height: 1),
                    backgroundColor: Self.guideColor))
            layers.append(label(level == 0 ? "0" : "1", in: Rect(x: 8, y: y - 10, width: 40, height: 20), .right))
        }
        layers.append(
            Layer(
                frame: Rect(x: area.minX - 1, y: area.minY, width: 1.5, height: area.height),
                backgroundColor: Self.axisColor))
        layers.append(
            Layer(
                frame: Rect(x: area.minX - 1, y: area.maxY, width: area.width + 1, height: 1.5),
                backgroundColor: Self.axisColor))
        for (a, b) in zip(samples, samples.dropFirst()) {
            layers.append(segment(from: position(t: a.t, value: a.value), to: position(t: b.t, value: b.value)))
        }
        let end = samples.last?.t ?? 0
        layers.append(label("t = 0", in: Rect(x: area.minX - 20, y: area.maxY + 6, width: 60, height: 20), .left))
        layers.append(
            label(
                String(cFormat: "%.3f s", end), in: Rect(x: area.maxX - 100, y: area.maxY + 6, width: 100, height: 20),
                .right))
        layers.append(label(caption, in: Rect(x: 0, y: 10, width: size.width, height: 24), .center, size: 15))
        return Layer(bounds: Rect(origin: .zero, size: size), backgroundColor: .white, sublayers: layers)
    }

    private func segment(from a: Point, to b: Point) -> Layer {
        let thickness = 2.5
        let length = a.distance(to: b)
        let angle = atan2(b.y - a.y, b.x - a.x)
        // Overlap the joints by half the thickness so the polyline has no gaps at bends.
        let bounds = Rect(x: -thickness / 2, y: -thickness / 2, width: length + thickness, height: thickness)
        let transform = AffineTransform(rotationAngle: angle).concatenating(AffineTransform(translationX: a.x, y: a.y))
        return Layer(
            bounds: bounds, transform: transform, backgroundColor: Self.curveColor, cornerRadius: thickness / 2)
    }

    private func label(_ text: String, in frame: Rect, _ alignment: TextAlignment, size: Double = 12) -> Layer {
        var layer = Layer(frame: frame)
        layer.content = .text(TextContent(string: text, fontSize: size, color: Self.axisColor, alignment: alignment))
        return layer
    }

    /// Renders the plot at `scale` pixels per point and writes it as a PNG file.
    func writePNG(to path: String, scale: Double = 2) throws {
        let renderer = Renderer(textMasks: try TextRasterizer.makeDefault())
        let framebuffer = Framebuffer(width: Int(size.width * scale), height: Int(size.height * scale))
        renderer.renderFull(layerTree(), into: framebuffer, scale: scale, background: .white)
        try PNGFile.write(framebuffer, to: path)
    }
}
