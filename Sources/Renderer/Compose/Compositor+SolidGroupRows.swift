import Geometry
import LayerTree

/// The rows of a faded group's image that hold nothing but opaque upright bodies of one
/// colour (its root's, and perhaps one same-coloured child's over it), and what each of
/// them holds (see `Compositor.solidGroupRows`).
struct SolidGroupRows {
    /// One middle row as the arguments of `PixelMath.blendRectRows`, in the group image's
    /// columns: the edge pixels and the span.
    typealias Row = (left: Int, leftSource: UInt32, start: Int, end: Int, right: Int, rightSource: UInt32)

    /// Rows of the group image, top to bottom, none overlapping, each with what every one of
    /// its rows holds.
    let runs: [(rows: Range<Int>, row: Row)]
    /// The root's own body alone, as the rows that no same-coloured child covers hold it.
    let row: Row
    /// The body's opaque colour, the span's pixels.
    let source: UInt32

    /// The rows of every run, top to bottom.
    var ranges: [Range<Int>] { runs.map(\.rows) }

    /// Blends the rows onto `canvas` as the group image drawn at (`x`, `y`) with `alpha`
    /// (0...255) would: each group pixel `s` becomes `over(s * alpha, d)`, and the
    /// transparent rest of each row leaves its pixels alone. For a body's constant span that
    /// is one constant source over the row, which the span kernels blend without reading
    /// (or first writing) an image.
    func blend(onto canvas: Canvas, x: Int, y: Int, alpha: UInt32) {
        func faded(_ p: UInt32) -> UInt32 { alpha == 255 ? p : PixelMath.multiply(p, by: alpha) }
        let framebuffer = canvas.framebuffer
        for (range, row) in runs {
            PixelMath.blendRectRows(
                framebuffer.row(y + range.lowerBound), stride: framebuffer.rowPixels, rows: range.count,
                left: x + row.left, leftSource: faded(row.leftSource), start: x + row.start, end: x + row.end,
                right: x + row.right, rightSource: faded(row.rightSource), source: faded(source))
        }
    }

    /// The rows of `0..<height` outside `ranges`, top to bottom: what the group still draws
    /// through its image.
    func remaining(height: Int) -> [Range<Int>] { remaining(in: 0..<height) }

    /// The rows of `rows` (which hold every run) outside `ranges`, top to bottom.
    func remaining(in rows: Range<Int>) -> [Range<Int>] {
        var rest: [Range<Int>] = []
        var top = rows.lowerBound
        for range in ranges {
            if range.lowerBound > top { rest.append(top..<range.lowerBound) }
            top = range.upperBound
        }
        if top < rows.upperBound { rest.append(top..<rows.upperBound) }
        return rest
    }
}

extension Compositor {
    /// The rows of a group image (`width` x `height`, the group's root `layer` at full
    /// opacity drawn through `t` into it) where only opaque bodies of the root's colour are
    /// drawn: the root's own (an opaque background filled by the canvas's upright fast path,
    /// no shadow, border, material, mask or content of its own) and, where one covers the
    /// row from side to side, a sublayer's body of the same kind, colour and columns (a
    /// screen's content view laid over its page); rows that no other sublayer's subtree
    /// reaches (`LayerExtent`, the bound damage tracking keeps to). Nil when there are none.
    ///
    /// In such a row the group image holds the body's partial pixel, opaque span and partial
    /// pixel over transparency, the same in every row (`UprightRowCoverage`); a child's equal
    /// body drawn over it leaves the span as it was (an opaque source replaces) and its edge
    /// pixels `over` the root's, as the rectangle kernel blends them. Fading the image there
    /// is blending those few sources; a faded full-window screen is mostly such rows. Rows
    /// shorter than `solidGroupRowsMinimum` stay in the image, which is never wrong, only
    /// slower.
    func solidGroupRows(_ layer: Layer, transform t: AffineTransform, width: Int, height: Int) -> SolidGroupRows? {
        solidGroupRows(layer, transform: t, image: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// The same for the part `image` of a group image (its pixels in the image's own
    /// coordinates): runs and columns lie within it.
    func solidGroupRows(_ layer: Layer, transform t: AffineTransform, image: PixelRect) -> SolidGroupRows? {
        guard drawsSolidGroupRowsDirectly, let root = solidBody(layer, t) else { return nil }
        let source = root.source
        let area = PixelRect(covering: root.device, within: image)
        let first = max(root.middle.top, image.y)
        let end = min(root.middle.bottom, image.maxY)
        if area.isEmpty || end - first < solidGroupRowsMinimum { return nil }
        let row = root.middle.row(within: area, source: source)
        // Rows a sublayer may draw in, and the rows where a child's equal body lies over the
        // root's whole row.
        var busy: [Range<Int>] = []
        var layered: [(rows: Range<Int>, row: SolidGroupRows.Row)] = []
        for child in layer.sublayers {
            let childTransform = child.transform.concatenating(t)
            // (Inside a root that clips, a child's edges go through the clip's coverage.)
            if !layer.masksToBounds,
                let over = layeredBody(child, childTransform, over: row, source: source, area: area),
                !over.rows.isEmpty, !layered.contains(where: { $0.rows.overlaps(over.rows) })
            {
                layered.append(over)
                // Its top and bottom rows (partial, or inside its corners) and its sublayers.
                if let own = LayerExtent.own(child, childTransform) {
                    let rows = PixelRect(covering: own, within: image)
                    if rows.y < over.rows.lowerBound { busy.append(rows.y..<over.rows.lowerBound) }
                    if over.rows.upperBound < rows.maxY { busy.append(over.rows.upperBound..<rows.maxY) }
                }
                for grandchild in child.sublayers {
                    guard let extent = LayerExtent.subtree(grandchild, parent: childTransform) else { continue }
                    let rows = PixelRect(covering: extent, within: image)
                    if !rows.isEmpty { busy.append(rows.y..<rows.maxY) }
                }
                continue
            }
            guard let extent = LayerExtent.subtree(child, parent: t) else { continue }
            let rows = PixelRect(covering: extent, within: image)
            if !rows.isEmpty { busy.append(rows.y..<rows.maxY) }
        }
        busy.sort { $0.lowerBound < $1.lowerBound }
        layered.sort { $0.rows.lowerBound < $1.rows.lowerBound }
        var runs: [(rows: Range<Int>, row: SolidGroupRows.Row)] = []
        // A gap between busy rows, cut where a layered child's rows begin and end.
        func add(_ gap: Range<Int>) {
            var top = gap.lowerBound
            for over in layered where over.rows.upperBound > top && over.rows.lowerBound < gap.upperBound {
                let under = top..<max(top, over.rows.lowerBound)
                let both = over.rows.clamped(to: top..<gap.upperBound)
                if under.count >= solidGroupRowsMinimum { runs.append((under, row)) }
                if both.count >= solidGroupRowsMinimum { runs.append((both, over.row)) }
                top = both.upperBound
            }
            if gap.upperBound - top >= solidGroupRowsMinimum { runs.append((top..<gap.upperBound, row)) }
        }
        var top = first
        for rows in busy {
            if rows.lowerBound >= end { break }
            if rows.lowerBound - top >= solidGroupRowsMinimum { add(top..<rows.lowerBound) }
            top = max(top, rows.upperBound)
        }
        if end - top >= solidGroupRowsMinimum { add(top..<end) }
        if runs.isEmpty { return nil }
        return SolidGroupRows(runs: runs, row: row, source: source)
    }

    /// An opaque upright bare body drawn through `t`: its colour as a pixel, its device
    /// rectangle and how it covers its middle rows. Nil for anything else.
    private func solidBody(_ layer: Layer, _ t: AffineTransform) -> (
        source: UInt32, device: Rect, middle: UprightRowCoverage
    )? {
        // A projected layer draws as a warped image, not as its affine part's rectangle.
        guard layer.mask == nil, layer.content == .none, !LayerExtent.isProjected(layer),
            !LayerExtent.drawsShadow(layer), !(layer.material?.isVisible ?? false),
            !LayerExtent.drawsBorder(layer),
            let background = layer.backgroundColor, t.isAxisAligned, t.a > 0, t.d > 0,
            layer.cornerRadius <= 0 || abs(t.a - t.d) < 1e-9
        else { return nil }
        let source = Paint(background).source
        guard source >> 24 == 255 else { return nil }
        // The body as `fillRoundedRect` places it, whichever radius `bodyCornerRadius` hands
        // it: rows clear of the corners are the same for any radius.
        let device = layer.bounds.standardized.applying(t)
        guard device.minX.magnitude < 1e7, device.minY.magnitude < 1e7, device.maxX.magnitude < 1e7,
            device.maxY.magnitude < 1e7, !device.isEmpty
        else { return nil }
        let radius = max(0, min(layer.cornerRadius * t.a, device.width / 2, device.height / 2))
        return (source, device, UprightRowCoverage(device, radius: radius))
    }

    /// A sublayer drawn at full opacity whose bare body has the root's colour and puts its
    /// edge pixels and span in the root row's very columns: the rows it covers whole, and
    /// one of those rows as the image holds it (its edge pixels `over` the root's; its span
    /// over the opaque span changes nothing). Nil for any other sublayer.
    private func layeredBody(
        _ child: Layer, _ t: AffineTransform, over row: SolidGroupRows.Row, source: UInt32, area: PixelRect
    ) -> (rows: Range<Int>, row: SolidGroupRows.Row)? {
        guard !child.isHidden, child.opacity >= 1, let body = solidBody(child, t), body.source == source else {
            return nil
        }
        let own = body.middle.row(within: area, source: source)
        guard own.left == row.left, own.start == row.start, own.end == row.end, own.right == row.right,
            (own.leftSource == 0) == (row.leftSource == 0), (own.rightSource == 0) == (row.rightSource == 0)
        else { return nil }
        let both: SolidGroupRows.Row = (
            row.left, row.leftSource == 0 ? 0 : PixelMath.over(own.leftSource, row.leftSource),
            row.start, row.end,
            row.right, row.rightSource == 0 ? 0 : PixelMath.over(own.rightSource, row.rightSource)
        )
        return (body.middle.top..<max(body.middle.top, body.middle.bottom), both)
    }

    /// Solid rows fewer than this stay in the group image: each run costs a call and splits
    /// the image's strips.
    var solidGroupRowsMinimum: Int { 8 }
}
