import CRenderKernels
import Geometry

/// Maps a flat, already drawn layer (premultiplied pixels) onto the target through a
/// `Transform3D` with perspective: the plane z = 0 of the layer lands on screen by the 3x3
/// homography of the matrix, so each target pixel's centre goes back through the inverse to a
/// source point, divided per pixel, and is sampled bilinearly. The per-pixel map is single
/// precision with one reciprocal of q for both coordinates (the row's constant terms summed
/// in doubles first): within 1/64 pixel of the exact homography over a 2560-pixel page, for a
/// fifth less time in the kernel than two double divisions a pixel took (the flip demo).
///
/// Rules it keeps, as Core Animation draws a layer turned in depth:
/// - the part of the plane at or behind the eye (w <= 0) is clipped away, never wrapped;
/// - when the layer shows its back (`isDoubleSided` false) nothing is drawn: the back faces
///   the viewer exactly when the homography reverses orientation (its determinant is
///   negative), since the Jacobian of the map is `det(H) / w³` and w is positive where drawn;
/// - edges are anti-aliased by sampling outside the source as transparent, so a one-pixel
///   ramp forms along every projected edge;
/// - only pixels inside the projected quad's bounds (its damage) are touched.
///
/// Each row goes through the C kernel `rk_warp_row`; `reference: true` runs this file's scalar
/// Swift loop instead, which the kernel must match byte for byte on random inputs.
package enum ProjectiveWarp {
    /// The pixel rectangle the source's `width x height` pixels land in under `matrix`, grown
    /// by one pixel for the anti-aliased ramp and cut to `clip`; the whole clip when a corner
    /// is at or behind the eye (the visible part then reaches to the horizon).
    package static func damage(width: Int, height: Int, matrix: Transform3D, clip: PixelRect) -> PixelRect {
        let corners = [
            Point(x: 0, y: 0), Point(x: Double(width), y: 0), Point(x: 0, y: Double(height)),
            Point(x: Double(width), y: Double(height)),
        ]
        var projected: [Point] = []
        for c in corners {
            guard let p = matrix.project(c), p.x.isFinite, p.y.isFinite else { return clip }
            projected.append(p)
        }
        let xs = projected.map(\.x)
        let ys = projected.map(\.y)
        let minX = Int((xs.min()! - 1).rounded(.down))
        let minY = Int((ys.min()! - 1).rounded(.down))
        let maxX = Int((xs.max()! + 1).rounded(.up))
        let maxY = Int((ys.max()! + 1).rounded(.up))
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(clip)
    }

    /// The true inverse of the plane homography `h` (not the adjugate, which keeps the sign
    /// of the third coordinate: for a screen point p, [p 1] * H⁻¹ = [s 1] / w, so q > 0
    /// exactly where w > 0) and its determinant; nil when it has none.
    static func inverse(_ h: [Double]) -> (inv: [Double], det: Double)? {
        let det =
            h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6]) + h[2] * (h[3] * h[7] - h[4] * h[6])
        guard det != 0, det.isFinite else { return nil }
        let inv = [
            (h[4] * h[8] - h[5] * h[7]) / det, (h[2] * h[7] - h[1] * h[8]) / det, (h[1] * h[5] - h[2] * h[4]) / det,
            (h[5] * h[6] - h[3] * h[8]) / det, (h[0] * h[8] - h[2] * h[6]) / det, (h[2] * h[3] - h[0] * h[5]) / det,
            (h[3] * h[7] - h[4] * h[6]) / det, (h[1] * h[6] - h[0] * h[7]) / det, (h[0] * h[4] - h[1] * h[3]) / det,
        ]
        return (inv, det)
    }

    /// The source pixels a draw inside `clip` can read. Source point (u, v) lands at
    /// homogeneous (X, Y, W) = [u v 1] * H, each affine in (u, v); it is drawn inside the clip
    /// exactly when W > 0 and clip.x * W <= X <= clip.maxX * W (and so for Y): five half-planes
    /// of the source plane. The source rectangle (grown by two pixels, for samples just off its
    /// edge) cut by them is a convex polygon; its bounding box, grown by the bilinear sample's
    /// reach and kept within the source, is the block. A renderer draws only this block of a
    /// flat layer for a band of the screen: a page turned edge-on, or crossing the horizon,
    /// needs a sliver of its image, not all of it.
    package static func sourceBlock(width: Int, height: Int, matrix: Transform3D, clip: PixelRect) -> PixelRect {
        let h = matrix.planeHomography
        let (x0, y0, x1, y1) = (Double(clip.x), Double(clip.y), Double(clip.maxX), Double(clip.maxY))
        // Each half-plane as (a, b, c): a * u + b * v + c >= 0.
        let halfPlanes: [(Double, Double, Double)] = [
            (h[2], h[5], h[8] - 1e-9),
            (h[0] - x0 * h[2], h[3] - x0 * h[5], h[6] - x0 * h[8]),
            (x1 * h[2] - h[0], x1 * h[5] - h[3], x1 * h[8] - h[6]),
            (h[1] - y0 * h[2], h[4] - y0 * h[5], h[7] - y0 * h[8]),
            (y1 * h[2] - h[1], y1 * h[5] - h[4], y1 * h[8] - h[7]),
        ]
        let w = Double(width) + 2
        let hh = Double(height) + 2
        var polygon = [Point(x: -2, y: -2), Point(x: w, y: -2), Point(x: w, y: hh), Point(x: -2, y: hh)]
        for (a, b, c) in halfPlanes {
            var kept: [Point] = []
            for (i, p) in polygon.enumerated() {
                let q = polygon[(i + 1) % polygon.count]
                let fp = a * p.x + b * p.y + c
                let fq = a * q.x + b * q.y + c
                if fp >= 0 { kept.append(p) }
                if (fp >= 0) != (fq >= 0) {
                    let t = fp / (fp - fq)
                    kept.append(Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
                }
            }
            polygon = kept
            if polygon.isEmpty { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        }
        let xs = polygon.map(\.x)
        let ys = polygon.map(\.y)
        guard let minU = xs.min(), let maxU = xs.max(), let minV = ys.min(), let maxV = ys.max(),
            minU.isFinite, maxU.isFinite, minV.isFinite, maxV.isFinite
        else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        // A sample at u reads columns floor(u - 0.5) and the one after; more for rounding.
        let bx0 = max(0, Int((minU - 3).rounded(.down)))
        let by0 = max(0, Int((minV - 3).rounded(.down)))
        let bx1 = min(width, Int((maxU + 3).rounded(.up)))
        let by1 = min(height, Int((maxV + 3).rounded(.up)))
        return PixelRect(x: bx0, y: by0, width: max(0, bx1 - bx0), height: max(0, by1 - by0))
    }

    /// The source pixels a draw inside `clip` reads, found by mapping every pixel centre of
    /// the clip as the row kernel does (`rk_warp_footprint`): exact, where `sourceBlock`
    /// bounds every source point landing in the clip, which for a layer seen nearly edge-on is
    /// all of it. One scalar pass over the clip's pixels; empty when none takes a sample.
    package static func footprint(width: Int, height: Int, matrix: Transform3D, clip: PixelRect) -> PixelRect {
        guard let (inv, _) = inverse(matrix.planeHomography), !clip.isEmpty else { return .empty }
        var b = (0, 0, 0, 0)
        inv.withUnsafeBufferPointer { inv in
            withUnsafeMutableBytes(of: &b) { raw in
                rk_warp_footprint(
                    clip.x, clip.maxX, clip.y, clip.maxY, inv.baseAddress, width, height,
                    raw.baseAddress!.assumingMemoryBound(to: Int.self))
            }
        }
        return PixelRect(x: b.0, y: b.1, width: b.2 - b.0, height: b.3 - b.1)
    }

    /// `clip` cut into tiles, each with its `sourceBlock` (cut to its `footprint` where the
    /// block holds sixteen times the tile's pixels or more), so that no tile's block holds more
    /// than `budget` pixels where cutting can shrink it: a renderer draws each tile's block of
    /// the flat layer and warps the tile at once, while the block is still in the processor's
    /// cache (a band's one block of a full-window page was 8 MB, written then read back from
    /// memory). A tile over budget is halved along the axis whose halves' blocks hold fewer
    /// pixels in all (a turn about y maps columns of the target to columns of the source, so
    /// narrow tiles win there; a turn about x, rows), down to `minimumSide` pixels. A tile
    /// whose halves' blocks would hold a quarter more pixels than its own stays whole (near
    /// edge-on, each row of the target reads across most of the layer, the halves' blocks
    /// overlap, and cutting would draw the same pixels of the flat layer several times),
    /// unless its block holds more than four budgets and each half's a quarter less. A tile cut
    /// to its footprint that still reads over budget is halved again, below `minimumSide`, while
    /// that pays (a page seen edge-on is a strip a few pixels wide reading most of the page).
    /// Tiles with an empty block read nothing and are left out. The tiles cover every pixel of
    /// `clip` a draw can change, and each block holds every pixel a sample inside its tile
    /// reads, so drawing tile by tile gives the bytes of one block for the whole clip.
    ///
    /// A tile whose block `isPlain` accepts (a renderer draws no image for it: a page's plain
    /// background, warped from its colour) is kept whole at any size: no budget holds it, and
    /// each cut costs the search of four blocks.
    package static func tiles(
        width: Int, height: Int, matrix: Transform3D, clip: PixelRect, budget: Int, minimumSide: Int = 16,
        isPlain: (PixelRect) -> Bool = { _ in false }
    ) -> [(tile: PixelRect, block: PixelRect)] {
        var out: [(tile: PixelRect, block: PixelRect)] = []
        // The halving of `tile` whose halves' `measure` (the pixels each reads) sums the least:
        // across (its columns split) unless down sums strictly less, each side only when it
        // leaves `minimumSide` pixels a half. Nil when neither side is long enough.
        func halved(
            _ tile: PixelRect, minimumSide: Int, _ measure: (PixelRect) -> PixelRect
        ) -> (PixelRect, PixelRect, PixelRect, PixelRect, Int)? {
            var best: (PixelRect, PixelRect, PixelRect, PixelRect, Int)?
            if tile.width >= 2 * minimumSide {
                let half = tile.width / 2
                let a = PixelRect(x: tile.x, y: tile.y, width: half, height: tile.height)
                let b = PixelRect(x: tile.x + half, y: tile.y, width: tile.width - half, height: tile.height)
                let (ma, mb) = (measure(a), measure(b))
                best = (a, ma, b, mb, ma.area + mb.area)
            }
            if tile.height >= 2 * minimumSide {
                let half = tile.height / 2
                let a = PixelRect(x: tile.x, y: tile.y, width: tile.width, height: half)
                let b = PixelRect(x: tile.x, y: tile.y + half, width: tile.width, height: tile.height - half)
                let (ma, mb) = (measure(a), measure(b))
                if ma.area + mb.area < best?.4 ?? Int.max { best = (a, ma, b, mb, ma.area + mb.area) }
            }
            return best
        }
        func block(_ r: PixelRect) -> PixelRect { sourceBlock(width: width, height: height, matrix: matrix, clip: r) }
        func read(_ tile: PixelRect, _ whole: PixelRect) -> PixelRect {
            whole.intersection(footprint(width: width, height: height, matrix: matrix, clip: tile))
        }
        func keep(_ tile: PixelRect, _ whole: PixelRect) {
            // Far more source than target (near edge-on): what the pixel centres read, found
            // for a fraction of what drawing the difference would cost.
            guard whole.area >= 16 * tile.area else {
                out.append((tile, whole))
                return
            }
            let own = read(tile, whole)
            if own.isEmpty { return }
            keepRead(tile, own)
        }
        // An edge-on tile whose read block is still over budget is halved below `minimumSide`
        // (along the axis whose halves read fewer pixels in all) while the halves read no more
        // than a quarter over it in all, or each a quarter less: its target columns (or rows)
        // sample source columns far apart, so a narrower tile reads a narrower block. The
        // pooled buffer of a band's one edge-on tile was 5 MB, two at once with two bands.
        func keepRead(_ tile: PixelRect, _ own: PixelRect) {
            if own.area > budget, let (a, ra, b, rb, sum) = halved(tile, minimumSide: 1, { read($0, own) }),
                sum <= own.area + own.area / 4 || 4 * max(ra.area, rb.area) <= 3 * own.area
            {
                if !ra.isEmpty { keepRead(a, ra) }
                if !rb.isEmpty { keepRead(b, rb) }
                return
            }
            out.append((tile, own))
        }
        func cut(_ tile: PixelRect, _ whole: PixelRect) {
            if whole.isEmpty { return }
            if isPlain(whole) {
                out.append((tile, whole))
                return
            }
            // Past four budgets' worth, a cut that shrinks each block by a quarter is taken even
            // if it draws more in all: the pooled buffer is memory held.
            guard whole.area > budget, let (a, ba, b, bb, sum) = halved(tile, minimumSide: minimumSide, block),
                sum <= whole.area + whole.area / 4
                    || (whole.area > 4 * budget && 4 * max(ba.area, bb.area) <= 3 * whole.area)
            else {
                keep(tile, whole)
                return
            }
            cut(a, ba)
            cut(b, bb)
        }
        cut(clip, block(clip))
        return out
    }

    /// Whether a source of `width x height` pixels drawn through `matrix` inside `clip` can
    /// change a pixel: false for a single-sided layer showing its back, and for one whose
    /// projection misses the clip. A renderer asks before it draws the flat layer at all.
    package static func drawsAnything(
        width: Int, height: Int, matrix: Transform3D, clip: PixelRect, isDoubleSided: Bool
    ) -> Bool {
        guard let (_, det) = inverse(matrix.planeHomography), width > 0, height > 0 else { return false }
        if !isDoubleSided && det < 0 { return false }
        return !damage(width: width, height: height, matrix: matrix, clip: clip).isEmpty
    }

    /// What a source is known to hold: `pixel` in every pixel of `body` outside the `inks`
    /// rectangles (a page's plain background drawn flat, with a few labels on it), in the
    /// source's pixels. Samples that read only such pixels are `pixel` whatever the map, so
    /// the kernel stores them without mapping them; the bytes stay those of the image.
    package struct PlainRegion {
        /// The body's pixel, premultiplied.
        package let pixel: UInt32
        /// Where the source holds `pixel`, outside `inks`.
        package let body: PixelRect
        /// Where the source may hold anything else.
        package let inks: [PixelRect]

        /// The region `pixel` over `body` less `inks`.
        package init(pixel: UInt32, body: PixelRect, inks: [PixelRect]) {
            self.pixel = pixel
            self.body = body
            self.inks = inks
        }
    }

    /// Draws `source` over `target` through `matrix`, which maps source pixel coordinates
    /// (the source's top-left corner at 0, 0) to target pixel coordinates, at `opacity`, inside
    /// `clip`. Only `readable` of the source is read (all of it when nil): a source that holds
    /// just the block `sourceBlock` names for this clip. `plain`, when given, must describe
    /// what the source holds (`rk_warp_row_plain` then stores the samples that read only its
    /// plain pixels); the reference loop ignores it. `level` picks the kernel's path
    /// (`rk_cpu_level`'s numbering; every level gives the same bytes). Returns the rectangle it
    /// may have changed (empty when nothing was drawn).
    @discardableResult
    package static func draw(
        _ source: Framebuffer, matrix: Transform3D, into target: Framebuffer, clip: PixelRect,
        opacity: Double = 1, isDoubleSided: Bool = true, readable: PixelRect? = nil, plain: PlainRegion? = nil,
        reference: Bool = false, level: Int32 = PixelMath.kernelLevel
    ) -> PixelRect {
        guard let (inv, det) = inverse(matrix.planeHomography) else { return PixelRect.empty }
        if !isDoubleSided && det < 0 { return PixelRect.empty }
        let area = damage(
            width: source.width, height: source.height, matrix: matrix, clip: clip.intersection(target.bounds))
        guard !area.isEmpty, source.width > 0, source.height > 0 else {
            return PixelRect.empty
        }
        let alpha = UInt32(PixelMath.clamp01(opacity) * 255 + 0.5)
        guard alpha > 0 else { return PixelRect.empty }
        let pixels = SourcePixels(
            source, readable: readable ?? PixelRect(x: 0, y: 0, width: source.width, height: source.height))
        if !reference {
            let block = pixels.readable
            guard !block.isEmpty else { return area }
            let first = source.pixels + block.y * source.rowPixels + block.x
            if let plain, !plain.body.intersection(block).isEmpty {
                drawRows(
                    plain, block: block, first: first, source: source, inverse: inv, area: area, into: target,
                    alpha: alpha, level: level)
                return area
            }
            inv.withUnsafeBufferPointer { inv in
                rk_warp_rows(
                    target.row(area.y), target.rowPixels, area.y, area.maxY, area.x, area.maxX, inv.baseAddress, first,
                    source.rowPixels, source.width, source.height, block.x, block.y, block.maxX, block.maxY, alpha,
                    level)
            }
            return area
        }
        let (c0, c1, c2) = (Float(inv[0]), Float(inv[1]), Float(inv[2]))
        for y in area.y..<area.maxY {
            let py = Double(y) + 0.5
            let row = target.row(y)
            // The row's constant terms in doubles, then one float each: the per-pixel work is
            // single precision, one reciprocal of q for both coordinates, as in the C kernel.
            let qa = Float(py * inv[5] + inv[8])
            let ua = Float(py * inv[3] + inv[6])
            let va = Float(py * inv[4] + inv[7])
            for x in area.x..<area.maxX {
                let px = Float(x) + 0.5
                let q = px * c2 + qa
                guard q > 0 else { continue }
                let r = 1 / q
                let u = (px * c0 + ua) * r
                let v = (px * c1 + va) * r
                var p = pixels.sample(u - 0.5, v - 0.5)
                if p == 0 { continue }
                if alpha < 255 { p = PixelMath.multiply(p, by: alpha) }
                row[x] = PixelMath.over(p, row[x])
            }
        }
        return area
    }

    /// The rows of `area` through `rk_warp_row_plain`: `plain`'s body and inks within the
    /// readable `block` (whose first pixel is `first`), as the kernel takes them.
    private static func drawRows(
        _ plain: PlainRegion, block: PixelRect, first: UnsafeMutablePointer<UInt32>, source: Framebuffer,
        inverse inv: [Double], area: PixelRect, into target: Framebuffer, alpha: UInt32, level: Int32
    ) {
        let body = plain.body.intersection(block)
        let edges = [body.x, body.y, body.maxX, body.maxY]
        let inks = plain.inks.lazy.map { $0.intersection(block) }.filter { !$0.isEmpty }
            .flatMap { [$0.x, $0.y, $0.maxX, $0.maxY] }
        let corners = Array(inks)
        inv.withUnsafeBufferPointer { inv in
            edges.withUnsafeBufferPointer { edges in
                corners.withUnsafeBufferPointer { corners in
                    rk_warp_rows_plain(
                        target.row(area.y), target.rowPixels, area.y, area.maxY, area.x, area.maxX, inv.baseAddress,
                        first, source.rowPixels, source.width, source.height, block.x, block.y, block.maxX, block.maxY,
                        alpha, level, plain.pixel, edges.baseAddress, corners.baseAddress, corners.count / 4)
                }
            }
        }
    }

    /// Draws, as `draw` would, a source of `width x height` pixels that holds `pixel` in every
    /// pixel of `solid` and is transparent elsewhere (a tile of a page's plain background),
    /// with no image of it (`rk_warp_row_solid`: no memory read but the target's). Each row's
    /// `interior` takes `pixel` at the opacity with no map at all, a plain store when opaque;
    /// only the pixels beside it are mapped. Same bytes as drawing the image.
    @discardableResult
    package static func draw(
        solid pixel: UInt32, in solid: PixelRect, width: Int, height: Int, matrix: Transform3D,
        into target: Framebuffer, clip: PixelRect, opacity: Double = 1, isDoubleSided: Bool = true,
        level: Int32 = PixelMath.kernelLevel
    ) -> PixelRect {
        guard let (inv, det) = inverse(matrix.planeHomography) else { return PixelRect.empty }
        if !isDoubleSided && det < 0 { return PixelRect.empty }
        let area = damage(width: width, height: height, matrix: matrix, clip: clip.intersection(target.bounds))
        let block = solid.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty, !block.isEmpty else { return PixelRect.empty }
        let alpha = UInt32(PixelMath.clamp01(opacity) * 255 + 0.5)
        guard alpha > 0 else { return PixelRect.empty }
        inv.withUnsafeBufferPointer { inv in
            rk_warp_rows_solid(
                target.row(area.y), target.rowPixels, area.y, area.maxY, area.x, area.maxX, inv.baseAddress, width,
                height, block.x, block.y, block.maxX, block.maxY, pixel, alpha, level)
        }
        return area
    }

    /// The pixels of `columns` on target row `y` whose samples under `matrix` (as the row
    /// kernel computes them) take all four corners inside `block` of the source
    /// (`rk_warp_interior`): each of them is a mix of the block's pixels alone, so over a block
    /// of one opaque colour it is that colour, whatever lay beneath. One interval, found in
    /// closed form with a bound on the single-precision map's error; empty when there is none.
    package static func interior(row y: Int, columns: Range<Int>, matrix: Transform3D, block: PixelRect) -> Range<Int> {
        guard let (inv, _) = inverse(matrix.planeHomography), !block.isEmpty, !columns.isEmpty else {
            return columns.lowerBound..<columns.lowerBound
        }
        return interior(row: y, columns: columns, inverse: inv, block: block)
    }

    /// `interior(row:columns:matrix:block:)` with the inverse homography already found.
    static func interior(row y: Int, columns: Range<Int>, inverse inv: [Double], block: PixelRect) -> Range<Int> {
        let span = interiors(rows: y..<(y + 1), columns: columns, inverse: inv, block: block)
        return span[0]..<max(span[0], span[1])
    }

    /// The interior of every row of `rows` in one call (`rk_warp_interior_rows`): row y's
    /// first pixel at index 2 * (y - rows.lowerBound), the pixel after its last at the next.
    static func interiors(rows: Range<Int>, columns: Range<Int>, inverse inv: [Double], block: PixelRect) -> [Int] {
        [Int](unsafeUninitializedCapacity: 2 * rows.count) { spans, count in
            inv.withUnsafeBufferPointer { inv in
                rk_warp_interior_rows(
                    columns.lowerBound, columns.upperBound, rows.lowerBound, rows.upperBound, inv.baseAddress, block.x,
                    block.y, block.maxX, block.maxY, spans.baseAddress)
            }
            count = 2 * rows.count
        }
    }

    /// A source's pixels as plain values, so the per-pixel sampling holds no reference to
    /// count: the first pixel, the row length, the size, and the block that may be read.
    struct SourcePixels {
        let pixels: UnsafeMutablePointer<UInt32>
        let rowPixels: Int
        let width: Int
        let height: Int
        let readable: PixelRect

        init(_ source: Framebuffer, readable: PixelRect) {
            pixels = source.pixels
            rowPixels = source.rowPixels
            width = source.width
            height = source.height
            self.readable = readable
        }

        /// The bilinear sample at pixel-centre coordinates `(x, y)`; pixels outside the source
        /// count as transparent, which is what anti-aliases the projected edges, and so do
        /// pixels outside `readable` (the block is grown so that no sample of the clip it
        /// serves reaches past it).
        @inline(__always) func sample(_ x: Float, _ y: Float) -> UInt32 {
            guard x > -1, y > -1, x < Float(width), y < Float(height) else { return 0 }
            let fx0 = x.rounded(.down)
            let fy0 = y.rounded(.down)
            let x0 = Int(fx0)
            let y0 = Int(fy0)
            // Half up by truncation (the sum is not negative): one instruction in the kernel.
            let fx = UInt32((x - fx0) * 256 + 0.5)
            let fy = UInt32((y - fy0) * 256 + 0.5)
            let top = ProjectiveWarp.lerp(at(x0, y0), at(x0 + 1, y0), fx)
            let bottom = ProjectiveWarp.lerp(at(x0, y0 + 1), at(x0 + 1, y0 + 1), fx)
            return ProjectiveWarp.lerp(top, bottom, fy)
        }

        @inline(__always) func at(_ i: Int, _ j: Int) -> UInt32 {
            guard i >= readable.x, j >= readable.y, i < readable.maxX, j < readable.maxY else { return 0 }
            return pixels[j * rowPixels + i]
        }
    }

    /// `a` and `b` mixed channel by channel with weight `f / 256` on `b`, rounded; stays
    /// premultiplied because every channel, alpha included, is mixed alike.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 || a == b { return a }
        if f >= 256 { return b }
        let g = 256 - f
        let rb = (((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ag
    }
}
