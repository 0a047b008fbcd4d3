import Engine
import Geometry
import LayerTree
import Platform
import Renderer

/// What the watching process draws over the child's frame: the reload state as a small
/// pill at the top right (building, reloaded in N ms) or a red banner near the top (the
/// first compiler error, a crashed build), the same banner the session uses for
/// diagnostics. It is drawn by the parent, so it shows even when no build runs.
@MainActor
final class ReloadOverlay {
    /// What shows.
    enum Content: Equatable {
        case none
        case status(String)
        case banner(String)
    }

    private let renderer: Renderer
    private let measurer: any TextMeasuring
    private var buffer = Framebuffer(width: 1, height: 1)
    private(set) var content = Content.none
    /// The pixels the overlay covers now, nil when nothing shows.
    private(set) var rect: PixelRect?

    init(text: TextRasterizer) {
        renderer = Renderer(textMasks: text, threads: 1)
        measurer = text.makeMeasurer()
    }

    /// Shows `content` in a window of `width` x `height` pixels at `scale`; returns the
    /// pixels to compose again (where the overlay was and where it is now).
    func show(_ content: Content, width: Int, height: Int, scale: Double) -> [PixelRect] {
        let old = rect
        self.content = content
        if buffer.width != width || buffer.height != height { buffer = Framebuffer(width: width, height: height) }
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        var layers: [Layer] = []
        switch content {
        case .none:
            rect = nil
        case .status(let text):
            let textWidth = TextWrapping.width(of: text, fontSize: 11, measurer: measurer).rounded(.up) + 2
            let label = Layer(
                frame: Rect(x: 8, y: 2, width: textWidth, height: 14),
                content: .text(TextContent(string: text, fontSize: 11, color: OverlayLayers.hintInk, alignment: .left)))
            layers.append(
                Layer(
                    id: "reload.status",
                    frame: Rect(x: size.width - textWidth - 26, y: 10, width: textWidth + 16, height: 18),
                    backgroundColor: OverlayLayers.hintFill, cornerRadius: 9, sublayers: [label]))
        case .banner(let text):
            var banner = OverlayLayers.banner(
                text, in: size, fill: OverlayLayers.bannerFill, id: "reload.banner", measurer: measurer, maxLines: 3)
            banner.transform = AffineTransform(translationX: 8, y: 34)
            layers.append(banner)
        }
        if let layer = layers.first {
            let frame = Rect(
                x: layer.transform.tx, y: layer.transform.ty, width: layer.bounds.width, height: layer.bounds.height)
            rect = PixelRect(covering: frame.scaled(by: scale)).intersection(buffer.bounds)
        }
        let root = Layer(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), sublayers: layers)
        renderer.renderFull(root, into: buffer, scale: scale, background: .clear)
        return [old, rect].compactMap { $0 }
    }

    /// Draws the overlay over `target` within `clip` (source over, premultiplied).
    func compose(into target: Framebuffer, within clip: PixelRect) {
        guard let rect, buffer.width == target.width, buffer.height == target.height else { return }
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let src = buffer.row(y)
            let dst = target.row(y)
            for x in area.x..<area.maxX {
                let s = src[x]
                let alpha = s >> 24
                if alpha == 0 { continue }
                if alpha == 255 {
                    dst[x] = s
                    continue
                }
                let d = dst[x]
                let k = 255 - alpha
                func channel(_ shift: UInt32) -> UInt32 {
                    let value = ((s >> shift) & 0xFF) + (((d >> shift) & 0xFF) * k + 127) / 255
                    return min(value, 255) << shift
                }
                dst[x] = channel(24) | channel(16) | channel(8) | channel(0)
            }
        }
    }
}

extension Rect {
    fileprivate func scaled(by scale: Double) -> Rect {
        Rect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale)
    }
}
