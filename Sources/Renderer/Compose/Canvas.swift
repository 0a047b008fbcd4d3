import CRenderKernels
import Geometry

/// Draws anti-aliased shapes and coverage masks with a `Paint` (colour, opacity, blend mode)
/// and images source-over into a `Framebuffer`, never touching a pixel outside `clip` (and,
/// when set, weighting every pixel by `clipMask`). Colours are straight `Color`s; the canvas
/// premultiplies. The `color:opacity:` forms paint source-over.
///
/// A canvas owns scratch memory for its scan converter, so keep one per thread and reuse it.
package final class Canvas {
    /// Where the pixels go.
    package let framebuffer: Framebuffer
    /// Device pixels outside this rectangle are never written; always inside the framebuffer.
    package var clip: PixelRect {
        didSet { clip = clip.intersection(framebuffer.bounds) }
    }
    /// When set, every drawn pixel's coverage is multiplied by this mask (0 outside it):
    /// the rounded clip of a `masksToBounds` ancestor.
    package var clipMask: CoverageMask?
    let scanConverter: ScanConverter
    /// Pixels the next upright rectangle fill leaves alone in its straight rows, because a
    /// layer drawn later stores opaque pixels over them whatever they hold (the renderer sets
    /// it for the window's own background, under a page turned in depth).
    var hidden: HiddenSpans?
    /// The corner angles of the last rounded rectangle's number of steps, kept for the next.
    let cornerAngles = CornerAngles()

    /// A canvas over the whole framebuffer, or over `clip` of it.
    package init(framebuffer: Framebuffer, clip: PixelRect? = nil) {
        self.framebuffer = framebuffer
        self.clip = (clip ?? framebuffer.bounds).intersection(framebuffer.bounds)
        self.scanConverter = ScanConverter()
    }

    /// A canvas borrowing another's scan converter (and its scratch memory): an offscreen
    /// group image drawn in between the parent's fills, never during one.
    init(framebuffer: Framebuffer, sharing other: Canvas) {
        self.framebuffer = framebuffer
        self.clip = framebuffer.bounds
        self.scanConverter = other.scanConverter
    }

    /// Replaces every pixel in the clip rectangle with `color` (no blending, no mask).
    package func clear(to color: Color) {
        let p = PixelMath.pixel(color)
        if clip.isEmpty { return }
        if p >> 24 == 255 {
            // Source-over of an opaque colour is a plain store, which the rectangle kernel
            // runs a whole vector a step at the processor's level.
            PixelMath.blendRectRows(
                framebuffer.row(clip.y), stride: framebuffer.rowPixels, rows: clip.height,
                left: 0, leftSource: 0, start: clip.x, end: clip.maxX,
                right: 0, rightSource: 0, source: p)
            return
        }
        rk_fill_rows(framebuffer.row(clip.y) + clip.x, framebuffer.rowPixels, clip.height, clip.width, p)
    }

    /// Source-over of `color` across the whole clip, as a dimming view does.
    ///
    /// A pixel rectangle covers every pixel fully, so without a clip mask the rows go
    /// straight to the span blender: the same pixels the scan converter would give, with no
    /// edge pass and every row starting at the clip's first pixel.
    package func fillClip(with color: Color, opacity: Double = 1) {
        fillClip(with: Paint(color, opacity: opacity))
    }

    /// `paint` across the whole clip (see `fillClip(with:opacity:)`).
    package func fillClip(with paint: Paint) {
        if clip.isEmpty { return }
        if clipMask == nil {
            let source = paint.source
            if source == 0 { return }
            PixelMath.blendRectRows(
                framebuffer.row(clip.y), stride: framebuffer.rowPixels, rows: clip.height,
                left: 0, leftSource: 0, start: clip.x, end: clip.maxX,
                right: 0, rightSource: 0, source: source, blend: paint.blendMode)
            return
        }
        fill(EdgeList.rect(clip), paint: paint)
    }

    /// Fills a rounded rectangle given in a space that `transform` maps to device pixels.
    package func fillRoundedRect(
        _ rect: Rect, cornerRadius: Double, transform: AffineTransform = .identity,
        color: Color, opacity: Double = 1
    ) {
        fillRoundedRect(rect, cornerRadius: cornerRadius, transform: transform, paint: Paint(color, opacity: opacity))
    }

    /// Fills a rounded rectangle given in a space that `transform` maps to device pixels with `paint`.
    package func fillRoundedRect(
        _ rect: Rect, cornerRadius: Double, transform: AffineTransform = .identity, paint: Paint
    ) {
        if clipMask == nil, transform.isAxisAligned, transform.a > 0, transform.d > 0,
            cornerRadius <= 0 || abs(transform.a - transform.d) < 1e-9
        {
            let device = rect.standardized.applying(transform)
            let limit = 1e7  // beyond this, the general path clamps; here rows become Ints
            guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < limit }) else {
                var edges = EdgeList()
                edges.addRoundedRect(rect, cornerRadius: cornerRadius, transform: transform, angles: cornerAngles)
                fill(edges, paint: paint)
                return
            }
            let radius = max(0, min(cornerRadius * transform.a, device.width / 2, device.height / 2))
            fillAxisAlignedRoundedRect(
                device, radii: CornerRadii(radius), source: paint.source, blend: paint.blendMode)
            return
        }
        var edges = EdgeList()
        edges.addRoundedRect(rect, cornerRadius: cornerRadius, transform: transform, angles: cornerAngles)
        fill(edges, paint: paint)
    }

    /// Fills an outline (non-zero winding) with `color` at `opacity`.
    package func fill(_ edges: EdgeList, color: Color, opacity: Double = 1) {
        fill(edges, paint: Paint(color, opacity: opacity))
    }

    /// Fills an outline (non-zero winding) with `paint`.
    package func fill(_ edges: EdgeList, paint: Paint) {
        if paint.backdrop != nil { return fillBackdrop(edges, paint: paint) }
        let source = paint.source
        if (source == 0 && !paint.blendMode.changesUnderTransparentSource) || clip.isEmpty { return }
        var sink = SolidSink(framebuffer: framebuffer, source: source, blend: paint.blendMode, clip: clipMask)
        scanConverter.fill(edges, clip: effectiveClip, into: &sink)
    }

    /// Blends `color` through a coverage mask (text, shadows).
    package func fill(mask: CoverageMask, color: Color, opacity: Double = 1) {
        fill(mask: mask, paint: Paint(color, opacity: opacity))
    }

    /// Blends `paint` through a coverage mask (text, shadows).
    package func fill(mask: CoverageMask, paint: Paint) {
        let source = paint.source
        let area = mask.rect.intersection(effectiveClip)
        if source == 0 || area.isEmpty { return }
        var sink = SolidSink(framebuffer: framebuffer, source: source, blend: paint.blendMode, clip: clipMask)
        mask.coverage.withUnsafeBufferPointer { m in
            for y in area.y..<area.maxY {
                let start = (y - mask.originY) * mask.width + (area.x - mask.originX)
                sink.blend(y: y, x: area.x, coverage: m.baseAddress! + start, count: area.width)
            }
        }
    }

    /// Source-over of a premultiplied image whose top-left pixel lands at (x, y), faded by `opacity`.
    package func draw(_ image: Framebuffer, atX x: Int, y: Int, opacity: Double = 1) {
        let alpha = UInt32(PixelMath.clamp01(opacity) * 255 + 0.5)
        let area = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(effectiveClip)
        if alpha == 0 || area.isEmpty { return }
        if let clipMask {
            for py in area.y..<area.maxY {
                let src = image.row(py - y) + (area.x - x)
                let dst = framebuffer.row(py) + area.x
                for i in 0..<area.width {
                    let a = PixelMath.multiply8(alpha, UInt32(clipMask.value(atX: area.x + i, y: py)))
                    if a != 0 && src[i] != 0 { dst[i] = PixelMath.over(PixelMath.multiply(src[i], by: a), dst[i]) }
                }
            }
            return
        }
        for py in area.y..<area.maxY {
            PixelMath.blendImageRow(
                framebuffer.row(py) + area.x, image.row(py - y) + (area.x - x),
                count: area.width, alpha: alpha)
        }
    }

    /// The coverage of an outline inside the clip rectangle, as a mask over its pixel bounds
    /// (ignores `clipMask`).
    package func coverage(of edges: EdgeList) -> CoverageMask {
        let area =
            edges.isEmpty
            ? PixelRect.empty
            : PixelRect(covering: edges.bounds, within: clip)
        var sink = MaskSink(
            mask: CoverageMask(
                originX: area.x, originY: area.y,
                width: area.width, height: area.height))
        if !area.isEmpty { scanConverter.fill(edges, clip: area, into: &sink) }
        return sink.mask
    }

    /// The clip rectangle narrowed to the clip mask's rectangle.
    var effectiveClip: PixelRect {
        if let clipMask { return clip.intersection(clipMask.rect) }
        return clip
    }
}

extension EdgeList {
    /// An outline of a pixel rectangle.
    static func rect(_ r: PixelRect) -> EdgeList {
        var e = EdgeList()
        let x0 = Double(r.x)
        let y0 = Double(r.y)
        let x1 = Double(r.maxX)
        let y1 = Double(r.maxY)
        e.addPolygon([Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)])
        return e
    }
}
