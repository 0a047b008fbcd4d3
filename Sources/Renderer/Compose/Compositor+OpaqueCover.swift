import Geometry
import LayerTree

/// The layers of a tree that paint an opaque upright body (`Compositor.opaqueCovers`), in
/// paint order, each with the device pixels its body covers fully: found by one walk of the
/// tree a frame, then asked once for each rectangle the frame draws (every band of it).
struct OpaqueCovers: Sendable {
    /// One such layer: the sublayer indices leading to it from the root, and the pixels
    /// wholly inside its body: the full-width band between the corners' rows and the
    /// full-height band between their columns.
    struct Candidate: Sendable {
        let path: [Int]
        let wide: PixelRect
        let tall: PixelRect
        /// Inside a clipping layer: covers a clip it covers whole, but does not cut a clip
        /// into pieces (each piece walks the tree again, and a list's rows inside a sheet made
        /// sheet-list's frames take 7 to 14% more processor time than they saved).
        var wholeOnly = false
    }
    /// In paint order.
    fileprivate(set) var candidates: [Candidate] = []
    /// The projected layers drawn at full opacity straight onto the frame (no clipping,
    /// masked or material ancestor) that store an opaque body, in paint order
    /// (`hiddenSpans(in:)`).
    fileprivate(set) var projected: [ProjectedCover] = []

    /// The last-painted candidate covering every pixel of `clip`; nil when none does (or the
    /// clip is empty).
    func cover(for clip: PixelRect) -> [Int]? {
        if clip.isEmpty { return nil }
        for c in candidates.reversed() where c.wide.intersection(clip) == clip || c.tall.intersection(clip) == clip {
            return c.path
        }
        return nil
    }

    /// The largest rectangle of `block` a candidate stores its colour over (its full-width or
    /// full-height band): empty when none reaches into it. Any candidate counts, not only the
    /// last to cover: every one of them overwrites its band, so nothing there needs clearing.
    func largestStored(in block: PixelRect) -> PixelRect {
        var best = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for c in candidates {
            for r in [c.wide.intersection(block), c.tall.intersection(block)] where r.area > best.area { best = r }
        }
        return best
    }

    /// `clip` cut into at most three rectangles, each with the cover `cover(for:)` gives it:
    /// where a layer covers a large part of the clip across its whole height or width (a
    /// page sliding in over another, a band of it), that part, and the rest on either side,
    /// so the covered part neither clears nor draws what lies under that layer. Only a layer
    /// painted after the last one covering the whole clip counts (it hides more). The clip
    /// alone when no such layer covers a quarter of it: each piece walks the tree again,
    /// which a small cover would not repay.
    func pieces(of clip: PixelRect) -> [(rect: PixelRect, cover: [Int]?)] {
        if clip.isEmpty { return [] }
        let whole = candidates.lastIndex { $0.wide.intersection(clip) == clip || $0.tall.intersection(clip) == clip }
        var best: PixelRect?
        for c in candidates[((whole ?? -1) + 1)...] where !c.wholeOnly {
            for r in [c.wide.intersection(clip), c.tall.intersection(clip)]
            where !r.isEmpty && (r.height == clip.height || r.width == clip.width) && r.area > (best?.area ?? 0) {
                best = r
            }
        }
        guard let best, best.area * 4 >= clip.area else { return [(clip, whole.map { candidates[$0].path })] }
        let rects: [PixelRect]
        if best.height == clip.height {
            rects = [
                PixelRect(x: clip.x, y: clip.y, width: best.x - clip.x, height: clip.height), best,
                PixelRect(x: best.maxX, y: clip.y, width: clip.maxX - best.maxX, height: clip.height),
            ]
        } else {
            rects = [
                PixelRect(x: clip.x, y: clip.y, width: clip.width, height: best.y - clip.y), best,
                PixelRect(x: clip.x, y: best.maxY, width: clip.width, height: clip.maxY - best.maxY),
            ]
        }
        return rects.filter { !$0.isEmpty }.map { ($0, cover(for: $0)) }
    }
}

extension Compositor {
    /// The last-painted layer whose opaque background covers every pixel of `clip` fully, as
    /// the sublayer indices leading to it from `root`; nil when none does.
    ///
    /// Such a layer stores its colour over every pixel of the clip (full coverage of an opaque
    /// source is a plain store), so whatever was painted before it there (the clear to the
    /// window background, the layers behind, its own shadow) cannot show: the renderer skips
    /// it. A material over an opaque backdrop stores its blur over every pixel the same way.
    /// Only upright layers at full opacity count, outside any `masksToBounds` ancestor;
    /// for rounded ones the clip must lie inside the body clear of the corners.
    func opaqueCover(_ root: Layer, scale: Double, clip: PixelRect) -> [Int]? {
        if clip.isEmpty { return nil }
        return opaqueCovers(root, scale: scale).cover(for: clip)
    }

    /// Every layer of `root` that `opaqueCover` could answer with, for any clip, in paint
    /// order: one walk of the tree for all the rectangles of a frame. Materials count as the
    /// backdrops prepared for this frame say, so call it after they are.
    ///
    /// Inside an upright `masksToBounds` layer (a sheet or card that rounds its content), a
    /// sublayer covers only within the clip's own corner-free bands, where the clip's mask
    /// is whole: there it multiplies nothing, and the sublayer still stores its colour.
    /// `parent` replaces the root's scale when the tree is drawn elsewhere than the window (a
    /// projected layer's flat image).
    func opaqueCovers(_ root: Layer, scale: Double, parent: AffineTransform? = nil) -> OpaqueCovers {
        var covers = OpaqueCovers()
        var path: [Int] = []
        // The pixels every clipping ancestor leaves whole (their wide and tall bands,
        // intersected); nil outside any.
        var within: (wide: PixelRect, tall: PixelRect)? = nil
        // Whether an ancestor is a material (which may draw its subtree through a mask).
        var underMaterial = false
        // The pixels wholly inside an upright rounded rectangle: the full-width band between
        // the corners' rows and the full-height band between their columns; nil when too far
        // out to convert.
        func bands(_ device: Rect, radius r: Double) -> (wide: PixelRect, tall: PixelRect)? {
            func inner(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> PixelRect {
                let left = Int(x0.rounded(.up))
                let top = Int(y0.rounded(.up))
                return PixelRect(
                    x: left, y: top, width: Int(x1.rounded(.down)) - left, height: Int(y1.rounded(.down)) - top)
            }
            let limit = 1e7
            guard abs(device.minX) < limit, abs(device.minY) < limit, abs(device.maxX) < limit,
                abs(device.maxY) < limit
            else { return nil }
            return (
                inner(device.minX, device.minY + r, device.maxX, device.maxY - r),
                inner(device.minX + r, device.minY, device.maxX - r, device.maxY)
            )
        }
        func visit(_ layer: Layer, _ parent: AffineTransform) {
            // Faded layers draw with alpha below one (and their subtrees as groups): no cover in them.
            if layer.isHidden || layer.opacity < 1 || layer.mask != nil { return }
            // A projected subtree is drawn as one warped image whose quad is not its affine
            // part's rectangle: neither it nor its sublayers cover by that rectangle. Its
            // opaque body's interior hides the window's background (`hiddenSpans`) when
            // nothing between changes how it is drawn.
            if LayerExtent.isProjected(layer) {
                if within == nil, !underMaterial,
                    let cover = Compositor.projectedCover(layer, parent: parent, path: path)
                {
                    covers.projected.append(cover)
                }
                return
            }
            let t = layer.transform.concatenating(parent)
            if t.determinant == 0 || !t.determinant.isFinite { return }
            if t.b == 0, t.c == 0, t.a > 0, t.d > 0,
                layer.backgroundColor.map({ PixelMath.pixel($0) >> 24 == 255 }) ?? false || coversAsMaterial(layer, t)
            {
                let device = layer.bounds.standardized.applying(t)
                let r = max(0, min(layer.cornerRadius * t.a, device.width / 2, device.height / 2))
                if var body = bands(device, radius: r) {
                    if let within {
                        body = (body.wide.intersection(within.wide), body.tall.intersection(within.tall))
                    }
                    covers.candidates.append(
                        OpaqueCovers.Candidate(path: path, wide: body.wide, tall: body.tall, wholeOnly: within != nil))
                }
            }
            let outer = within
            let outerMaterial = underMaterial
            defer {
                within = outer
                underMaterial = outerMaterial
            }
            if layer.material != nil { underMaterial = true }
            if layer.masksToBounds {
                // A clip turned or skewed has no upright bands its mask leaves whole: not searched.
                guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return }
                let device = layer.bounds.standardized.applying(t)
                let r = max(
                    0, min(layer.cornerRadii.maximum * max(t.a, t.d), device.width / 2, device.height / 2))
                guard var clip = bands(device, radius: r) else { return }
                if let outer { clip = (clip.wide.intersection(outer.wide), clip.tall.intersection(outer.tall)) }
                if clip.wide.isEmpty && clip.tall.isEmpty { return }
                within = clip
            }
            var i = 0
            for child in layer.sublayers {
                path.append(i)
                visit(child, t)
                path.removeLast()
                i += 1
            }
        }
        visit(root, parent ?? AffineTransform(scaleX: scale, y: scale))
        return covers
    }
}
