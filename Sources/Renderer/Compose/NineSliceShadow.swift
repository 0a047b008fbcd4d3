import CRenderKernels
import Geometry

/// A blurred shadow of an upright rounded rectangle as a small template stretched over the
/// shape (`ShadowCache.nineSlice`): each device column and row of `rect` reads a template
/// column and row. The first `zone` rows (columns) are the template's own, the last `zone`
/// its last, and every one between repeats the template's middle one, where a blurred
/// rectangle does not change along the side.
struct NineSliceShadow {
    /// The blurred corners and sides, `2 * corner + 1` pixels across (or the whole shape).
    let template: CoverageMask
    /// The whole shadow in device pixels (the shape and the blur's reach around it).
    let whole: PixelRect
    /// The part of `whole` to draw (within the clip).
    let rect: PixelRect
    /// Columns (rows) from each end of `whole` taken from the template's matching end.
    let zoneX: Int, zoneY: Int

    /// The template column or row for column or row `m` of a `total`-long side whose template
    /// side is `templateTotal` long (`rk_nine_slice_row` maps the columns the same way).
    private static func source(_ m: Int, total: Int, templateTotal: Int, zone: Int) -> Int {
        if total == templateTotal || m < zone { return m }
        if m >= total - zone { return m - (total - templateTotal) }
        return zone
    }

    /// Calls `body(y, coverage)` for every row of `rect`, top to bottom, with the row's
    /// `rect.width` coverage bytes. Rows that read the same template row share one gathered
    /// row, so the long middle of a card costs one gather (in C: no per-pixel Swift loop).
    func forEachRow(_ body: (_ y: Int, _ coverage: UnsafePointer<UInt8>) -> Void) {
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: max(rect.width, 1))
        defer { row.deallocate() }
        var gathered = -1
        template.coverage.withUnsafeBufferPointer { t in
            for y in rect.y..<rect.maxY {
                let ty = Self.source(y - whole.y, total: whole.height, templateTotal: template.height, zone: zoneY)
                if ty != gathered {
                    rk_nine_slice_row(
                        row, t.baseAddress! + ty * template.width, rect.width, rect.x - whole.x,
                        whole.width, template.width, zoneX)
                    gathered = ty
                }
                body(y, row)
            }
        }
    }

    /// The rows of `rect` as one mask (tests compare it with the exact blur).
    var mask: CoverageMask {
        var mask = CoverageMask(originX: rect.x, originY: rect.y, width: rect.width, height: rect.height)
        mask.coverage.withUnsafeMutableBufferPointer { m in
            forEachRow { y, row in (m.baseAddress! + (y - rect.y) * rect.width).update(from: row, count: rect.width) }
        }
        return mask
    }
}

extension Canvas {
    /// Blends `paint` through a nine-slice shadow, row by row: the same pixels as
    /// `fill(mask: shadow.mask, paint: paint)` without building the mask.
    func fill(_ shadow: NineSliceShadow, paint: Paint) {
        let source = paint.source
        let area = shadow.rect.intersection(effectiveClip)
        if source == 0 || area.isEmpty { return }
        var sink = SolidSink(framebuffer: framebuffer, source: source, blend: paint.blendMode, clip: clipMask)
        let skip = area.x - shadow.rect.x
        shadow.forEachRow { y, row in
            if y >= area.y && y < area.maxY { sink.blend(y: y, x: area.x, coverage: row + skip, count: area.width) }
        }
    }
}
