import Geometry
import LayerTree

/// Draws a frozen `Layer` tree into a framebuffer, touching only pixels inside a clip rectangle.
///
/// Per layer, in order: shadow, background, content (text), sublayers, border; transforms
/// concatenate from the root, whose space is scaled by `scale` (points to device pixels).
/// Opacity: a layer whose subtree draws more than one primitive is rendered offscreen and
/// faded as one image (group opacity); a single primitive just takes the opacity into its
/// alpha, which gives the same pixels faster. `masksToBounds` clips content and sublayers
/// (not the layer's own shadow: unlike Core Animation, a clipping card keeps its shadow) to the
/// rounded bounds. Hidden layers are skipped with their subtrees.
///
/// Shadows are cast by the shadow's own outline when it has one (the engine gives a drawn
/// layer with no background the outline of what it drew), else by the rounded bounds (as if
/// `shadowPath` were the rounded rect); see `ShadowMask` for the blur (sigma = shadowRadius / 2).
package final class Compositor {
    /// Text comes from here; with none, text content is not drawn.
    package var textMasks: TextMaskProviding?
    private let shadows = ShadowCache()
    let offscreens = OffscreenPool()
    /// Drawn content rasterized once per invalidation and placement.
    let drawings = DrawingCache()
    /// Image files decoded for the image layers on screen.
    let images = ImageCache()
    /// The material backdrops made ready for this frame (`BackdropCache`), read by every band.
    var backdrops: [PreparedBackdrop] = []
    /// Most pixels of a projected layer's flat image drawn at once (`drawProjected`): the
    /// tiles' blocks stay near a core between drawing and warping. 512K pixels (2 MB) measured
    /// best for the flip demo: 128K and 64K cost more in tiles' fixed cost (a walk of the page's
    /// subtree each) than they saved, and one block a band held 5 MB more at the peak.
    package var projectedTileBudget = 512 << 10
    /// Where the canvas's pixel (0, 0) lies in device space: moved while a group image or a
    /// backdrop is drawn offscreen, so a material finds its backdrop.
    var deviceOffset = (x: 0, y: 0)

    /// A compositor drawing text through `textMasks`.
    package init(textMasks: TextMaskProviding? = nil) {
        self.textMasks = textMasks
    }

    /// Draws `root` over what `canvas` already holds, within the canvas's clip.
    package func draw(_ root: Layer, on canvas: Canvas, scale: Double) {
        draw(root, parent: AffineTransform(scaleX: scale, y: scale), canvas: canvas, alpha: 1)
    }

    /// Draws `root` but not what lies under the layer at `cover` (an `opaqueCover` path for
    /// the canvas's clip): the layers painted before it and its shadow, which it hides.
    func draw(_ root: Layer, on canvas: Canvas, scale: Double, cover: [Int]) {
        draw(root, parent: AffineTransform(scaleX: scale, y: scale), canvas: canvas, alpha: 1, cover: cover[...])
    }

    /// Shadow blurs computed so far (the rest came from the cache): a card that moves or
    /// resizes keeps its blur, so this stays put while it does.
    package var shadowBlurs: Int { shadows.blurs }

    /// Bytes of offscreen group images kept for reuse.
    package var offscreenBytes: Int { offscreens.bytes }

    /// Ends a frame: keeps the offscreen group images within the pool's bound for the next
    /// fade and frees the rest (`OffscreenPool.endFrame`).
    package func endFrame() {
        offscreens.endFrame()
        drawings.endFrame()
        images.endFrame()
    }

    /// Draws `root` over `framebuffer`'s pixels inside `clip`.
    package func draw(_ root: Layer, into framebuffer: Framebuffer, scale: Double, clip: PixelRect? = nil) {
        draw(root, on: Canvas(framebuffer: framebuffer, clip: clip), scale: scale)
    }

    /// `cover`: nil draws the layer; empty, the layer is the opaque cover (its shadow is
    /// hidden under it); else the layer is the cover's ancestor: its own body is hidden, and
    /// so are the sublayers before the one on the path.
    func draw(
        _ layer: Layer, parent: AffineTransform, canvas: Canvas, alpha: Double,
        cover: ArraySlice<Int>? = nil
    ) {
        // What a later layer hides (`Canvas.hidden`) is for the background of the first layer
        // drawn whole: the cover's (an ancestor of it passes it on), or the root's.
        let hidden = canvas.hidden
        if cover?.isEmpty ?? true { canvas.hidden = nil }
        if layer.isHidden || layer.opacity <= 0 || alpha <= 0 { return }
        if LayerExtent.isProjected(layer) {
            drawProjected(layer, parent: parent, canvas: canvas, alpha: alpha)
            return
        }
        let t = layer.transform.concatenating(parent)
        if t.determinant == 0 || !t.determinant.isFinite { return }
        if layer.opacity < 1 && LayerExtent.needsGroup(layer) {
            drawGroup(layer, parent: parent, canvas: canvas, alpha: alpha)
            return
        }
        if let mask = layer.mask, cover == nil {
            drawMasked(layer, mask, t: t, parent: parent, canvas: canvas, alpha: alpha)
            return
        }
        let radii = layer.cornerRadii
        if !radii.isUniform, layer.material != nil, cover == nil {
            draw(layer.maskedByItsCorners(), parent: parent, canvas: canvas, alpha: alpha)
            return
        }
        let a = alpha * min(layer.opacity, 1)
        let bounds = layer.bounds
        // Layers wholly outside the clip (the damage) skip their own drawing; children may still reach in.
        let ownVisible =
            LayerExtent.own(layer, t).map { !PixelRect(covering: $0, within: canvas.effectiveClip).isEmpty } ?? false
        if ownVisible, cover == nil, let shadow = layer.shadow, LayerExtent.drawsShadow(layer) {
            let shape = bounds.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
            let sigma = LayerExtent.shadowSigma(shadow, t)
            let device = shape.standardized.applying(t)
            let opacity = a * shadow.opacity
            // A soft shadow of an upright card, evenly scaled or not: nine slices of a cached
            // blur (no re-blur as it moves, only a corner-sized one as it scales), drawn row by row.
            if let outline = shadow.path {
                var edges = EdgeList()
                edges.addPath(
                    outline,
                    transform: AffineTransform(translationX: shadow.offset.width, y: shadow.offset.height)
                        .concatenating(t))
                if let mask = shadows.mask(
                    edges, sigma: sigma, clip: canvas.effectiveClip, scanConverter: canvas.scanConverter)
                {
                    canvas.fill(mask: mask, paint: Paint(shadow.color, opacity: opacity))
                }
            } else if sigma >= 1, radii.isUniform, t.b == 0, t.c == 0, t.a > 0, t.d > 0, device.width >= 1,
                device.height >= 1, [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < 1e6 })
            {
                if let slices = shadows.nineSlice(
                    device, radiusX: layer.cornerRadius * t.a,
                    radiusY: layer.cornerRadius * t.d, sigma: sigma,
                    clip: canvas.effectiveClip, scanConverter: canvas.scanConverter)
                {
                    canvas.fill(slices, paint: Paint(shadow.color, opacity: opacity))
                }
            } else {
                var edges = EdgeList()
                edges.addRoundedRect(shape, radii: radii, transform: t)
                if let mask = shadows.mask(
                    edges, sigma: sigma, clip: canvas.effectiveClip,
                    scanConverter: canvas.scanConverter)
                {
                    canvas.fill(mask: mask, paint: Paint(shadow.color, opacity: opacity))
                }
            }
        }
        let isAncestorOfCover = cover.map { !$0.isEmpty } ?? false
        if ownVisible, !isAncestorOfCover, let material = layer.material, material.isVisible {
            drawMaterial(layer, t, canvas, a)
        }
        if ownVisible, !isAncestorOfCover, let background = layer.backgroundColor, background.alpha > 0 {
            let body = Compositor.bodyCornerRadii(
                radii, bounds: bounds, transform: t, clip: canvas.clip, hasClipMask: canvas.clipMask != nil)
            canvas.hidden = hidden
            canvas.fillRoundedRect(bounds, radii: body, transform: t, paint: Paint(background, opacity: a))
            canvas.hidden = nil
        }
        let hasInside = layer.content != .none || !layer.sublayers.isEmpty
        // The text and the sublayers, within whatever clip the canvas has.
        func drawInside() {
            if ownVisible, !isAncestorOfCover, case .text(let text) = layer.content, let provider = textMasks {
                let box = AffineTransform(translationX: bounds.minX, y: bounds.minY).concatenating(t)
                if let mask = provider.mask(for: text, box: bounds.size, transform: box) {
                    canvas.fill(mask: mask, paint: Paint(text.color, opacity: a))
                }
            }
            if ownVisible, !isAncestorOfCover, case .shape(let shape) = layer.content {
                drawShape(shape, transform: t, canvas: canvas, alpha: a)
            }
            if ownVisible, !isAncestorOfCover, case .drawing(let drawing) = layer.content {
                drawDrawing(drawing, bounds: bounds, transform: t, canvas: canvas, alpha: a)
            }
            if ownVisible, !isAncestorOfCover, case .image(let image) = layer.content {
                drawImage(image, transform: t, canvas: canvas, alpha: a)
            }
            if ownVisible, !isAncestorOfCover, case .particles(let particles) = layer.content {
                drawParticles(particles, transform: t, canvas: canvas, alpha: a)
            }
            if isAncestorOfCover, let cover, let next = cover.first, next < layer.sublayers.count {
                draw(layer.sublayers[next], parent: t, canvas: canvas, alpha: a, cover: cover.dropFirst())
                for child in layer.sublayers[(next + 1)...] { draw(child, parent: t, canvas: canvas, alpha: a) }
            } else {
                for child in layer.sublayers { draw(child, parent: t, canvas: canvas, alpha: a) }
            }
        }
        if layer.masksToBounds && hasInside {
            let saved = (canvas.clip, canvas.clipMask)
            forEachClipStrip(canvas, to: bounds, radii: radii, transform: t, drawInside)
            canvas.clip = saved.0
            canvas.clipMask = saved.1
        } else {
            drawInside()
        }
        drawBorder(layer, t, canvas, a)
    }

    private func drawBorder(_ layer: Layer, _ t: AffineTransform, _ canvas: Canvas, _ a: Double) {
        guard let border = layer.border, border.width > 0, border.color.alpha > 0 else { return }
        let outer = layer.bounds.standardized
        let radii = layer.cornerRadii
        var edges = EdgeList()
        edges.addRoundedRect(outer, radii: radii, transform: t)
        let w = min(border.width, outer.width / 2, outer.height / 2)
        let inner = outer.insetBy(dx: w, dy: w)
        if !inner.isEmpty {
            // The inner edge follows the outer one at distance w, so each radius shrinks by w.
            edges.addRoundedRect(inner, radii: radii.map { max(0, $0 - w) }, transform: t, reversed: true)
        }
        canvas.fill(edges, paint: Paint(border.color, opacity: a))
    }

    /// Calls `body` with the canvas narrowed to the rounded bounds, once for each strip of
    /// rows the clip covers (nothing when it covers none); the caller restores the canvas.
    ///
    /// A rounded or fractional clip is a coverage mask, built a strip of rows at a time
    /// (`clipStripPixels`) with `body` drawn through each before the next: a full-window
    /// rounded card (the zoom transition's) held a megabyte of mask per band thread, and the
    /// strips change no pixel (a mask's coverage does not depend on which rows are converted
    /// with it, and each pixel still gets the same operations in the same order).
    private func forEachClipStrip(
        _ canvas: Canvas, to bounds: Rect, radii: CornerRadii, transform t: AffineTransform,
        _ body: () -> Void
    ) {
        let device = bounds.standardized.applying(t)
        let isPixelAligned =
            t.isAxisAligned && radii.maximum <= 0
            && [device.minX, device.minY, device.maxX, device.maxY].allSatisfy { $0 == $0.rounded() }
        if isPixelAligned {
            canvas.clip = PixelRect(covering: device, within: canvas.clip)
            if !canvas.effectiveClip.isEmpty { body() }
            return
        }
        var edges = EdgeList()
        edges.addRoundedRect(bounds, radii: radii, transform: t)
        if edges.isEmpty { return }
        let outerClip = canvas.clip
        let outerMask = canvas.clipMask
        let area = PixelRect(covering: edges.bounds, within: outerClip)
        if area.isEmpty { return }
        let rowsPerStrip = max(16, clipStripPixels / area.width)
        let straight = straightRows(bounds, radii: radii, transform: t)
        // Masks a strip of rows at a time over `range`.
        func stripRows(_ range: Range<Int>) {
            var top = range.lowerBound
            while top < range.upperBound {
                let rows = min(rowsPerStrip, range.upperBound - top)
                canvas.clipMask = nil
                var mask: CoverageMask
                if top >= straight.lowerBound && top + rows <= straight.upperBound {
                    // Only the two straight sides cross these rows, each whole, so every row
                    // gets the same deposits in the same order and converts to the same bytes:
                    // convert one and repeat it.
                    canvas.clip = PixelRect(x: outerClip.x, y: top, width: outerClip.width, height: 1)
                    mask = canvas.coverage(of: edges).repeatingRow(rows)
                    canvas.clip = PixelRect(x: outerClip.x, y: top, width: outerClip.width, height: rows)
                } else {
                    canvas.clip = PixelRect(x: outerClip.x, y: top, width: outerClip.width, height: rows)
                    mask = canvas.coverage(of: edges)
                }
                if let outerMask { mask = mask.intersected(with: outerMask) }
                canvas.clip = canvas.clip.intersection(mask.rect)
                canvas.clipMask = mask
                if !canvas.effectiveClip.isEmpty { body() }
                top += rows
            }
        }
        let middle = straight.clamped(to: area.y..<area.maxY)
        if drawsClipInteriorUnmasked, outerMask == nil, !middle.isEmpty,
            drawClipInterior(canvas, edges: edges, rows: middle, outerClip: outerClip, body)
        {
            stripRows(area.y..<middle.lowerBound)
            stripRows(middle.upperBound..<area.maxY)
        } else {
            stripRows(area.y..<area.maxY)
        }
    }

    /// Device rows that only the straight left and right sides of an upright rounded
    /// rectangle cross, each from its top to its bottom (a row of margin kept at each end,
    /// clear of the corners' rounding): below the larger of the two corners on top, above
    /// the larger of the two below, so a sheet with square bottom corners has straight rows
    /// down to its bottom edge. Empty for a rotated or skewed transform.
    private func straightRows(_ bounds: Rect, radii: CornerRadii, transform t: AffineTransform) -> Range<Int> {
        let r = bounds.standardized
        let device = r.applying(t)
        guard t.isAxisAligned, device.minY.magnitude < 1e7, device.maxY.magnitude < 1e7 else { return 0..<0 }
        let rows = radii.clamped(to: r.size).rowRadii(t)
        let first = Int((device.minY + rows.top * abs(t.d)).rounded(.up)) + 1
        let end = Int((device.maxY - rows.bottom * abs(t.d)).rounded(.down)) - 1
        return first < end ? first..<end : 0..<0
    }

    /// True: the straight middle of a rounded clip is drawn with no mask where it covers
    /// whole pixels (`drawClipInterior`). Tests turn it off to compare with every row masked.
    var drawsClipInteriorUnmasked = true

    /// Pixels of clip mask built and drawn through at a time (64 KB; at least 16 rows). Tests
    /// set it huge to draw each clip as one mask, which must give the same pixels.
    var clipStripPixels = 1 << 16

    /// Renders the subtree at full opacity into a transparent offscreen image covering its
    /// extent (within the clip), then blends that image at the layer's opacity.
    ///
    /// A tall group goes through the image in strips of a quarter megabyte (`groupStripPixels`),
    /// each drawn and blended before the next: a full-window fade at 2560x1600 holds 256 KB
    /// of group image per band thread instead of 16 MB, and each strip is still in the
    /// core's cache when it is blended (navigation's frames took 3.4 ms at the median with
    /// these strips, 4.1 ms with 1 MB ones, and peaked 4 MB lower).
    /// Every strip is drawn in the coordinates of the whole group image, clipped to its rows,
    /// so the pixels are those of one whole image. Rows that hold only the root's opaque body
    /// (a faded card or screen between its labels) skip the image: fading them is blending
    /// one colour (`solidGroupRows`), which gives the same bytes.
    private func drawGroup(_ layer: Layer, parent: AffineTransform, canvas: Canvas, alpha: Double) {
        guard let extent = LayerExtent.subtree(layer, parent: parent) else { return }
        let area = PixelRect(covering: extent, within: canvas.effectiveClip)
        if area.isEmpty { return }
        // The image's pixel (0, 0) is the whole group's top left, wherever the clip cuts it:
        // a label or drawing inside the group then meets the same transform in every band
        // and frame, and the text and drawing caches, keyed by it, keep their masks (with
        // the clipped corner as origin, a band border that moved each frame made every
        // label below it rasterized again). The part drawn is `visible`, in image pixels.
        let whole = PixelRect(covering: extent, within: .everything)
        let fromWhole = area.x - whole.x <= 1 << 16 && area.y - whole.y <= 1 << 16
        let origin = fromWhole ? (x: whole.x, y: whole.y) : (x: area.x, y: area.y)
        let visible = PixelRect(
            x: area.x - origin.x, y: area.y - origin.y, width: area.width, height: area.height)
        var opaque = layer
        opaque.opacity = 1
        let shifted = parent.concatenating(AffineTransform(translationX: Double(-origin.x), y: Double(-origin.y)))
        // The same layer with the shift folded into its own transform, drawn from an identity
        // parent: its device transforms are the same numbers (a product with the identity is
        // exact), so the cover search sees the group image's own space.
        var moved = opaque
        moved.transform = opaque.transform.concatenating(shifted)
        // Layers of the group that store opaque pixels over part of the image (a faded
        // screen's own background) hide what a strip held there: such a strip need not be
        // cleared, and what lies under that layer need not be drawn, as for a frame's damage.
        // Found by one walk for the whole image, then asked for each strip.
        let covers = skipsCoveredGroupClear ? opaqueCovers(moved, scale: 1) : nil
        let inner = covers.flatMap { Compositor.coveredInterior($0, of: visible) } ?? visible
        // Rows holding only the root's opaque body are blended straight from its colour.
        let opacity = alpha * layer.opacity
        let solid =
            canvas.clipMask == nil
            ? solidGroupRows(opaque, transform: moved.transform, image: visible)
            : nil
        if let solid {
            let alpha8 = UInt32(PixelMath.clamp01(opacity) * 255 + 0.5)
            if alpha8 == 0 { return }
            solid.blend(onto: canvas, x: origin.x, y: origin.y, alpha: alpha8)
        }
        let savedOffset = deviceOffset
        deviceOffset = (savedOffset.x + origin.x, savedOffset.y + origin.y)
        defer { deviceOffset = savedOffset }
        let rows = visible.y..<visible.maxY
        let columns = visible.x..<visible.maxX
        for range in solid?.remaining(in: rows) ?? [rows] {
            // A screen moved by a fraction of a pixel covers all but its edge pixels: those
            // rows and columns are drawn apart, so the rest still finds its cover.
            let middle = range.clamped(to: inner.y..<inner.maxY)
            var pieces: [(columns: Range<Int>, rows: Range<Int>)] = []
            if middle.isEmpty {
                pieces = [(columns, range)]
            } else {
                pieces = [
                    (columns, range.lowerBound..<middle.lowerBound),
                    (visible.x..<inner.x, middle), (inner.x..<inner.maxX, middle), (inner.maxX..<visible.maxX, middle),
                    (columns, middle.upperBound..<range.upperBound),
                ]
            }
            for piece in pieces where !piece.columns.isEmpty && !piece.rows.isEmpty {
                drawGroupStrips(
                    moved: moved, opaque: opaque, shifted: shifted, covers: covers, columns: piece.columns,
                    rows: piece.rows, image: visible, origin: origin, canvas: canvas, opacity: opacity)
            }
        }
    }

    /// The part of a group image (`image`) inside the opaque layer that covers the most of
    /// it, when that is at least half the image: the columns and rows worth drawing apart
    /// from the rest, since their strips need no clearing. Nil when no layer covers so much.
    static func coveredInterior(_ covers: OpaqueCovers, of image: PixelRect) -> PixelRect? {
        var best: PixelRect?
        for c in covers.candidates {
            for r in [c.wide.intersection(image), c.tall.intersection(image)]
            where !r.isEmpty && r.area > (best?.area ?? image.area / 2 - 1) {
                best = r
            }
        }
        return best
    }

    /// Draws the block `columns` x `rows` of a group image (whose pixel (0, 0) lies at
    /// `origin` on `canvas`; `image` bounds the part drawn) strip by strip: each strip drawn
    /// in the coordinates of the whole image, clipped to its block, and blended at `opacity`
    /// before the next. A strip that a layer of `covers` hides whole is neither cleared nor
    /// drawn below that layer.
    private func drawGroupStrips(
        moved: Layer, opaque: Layer, shifted: AffineTransform, covers: OpaqueCovers?, columns: Range<Int>,
        rows range: Range<Int>, image: PixelRect, origin: (x: Int, y: Int), canvas: Canvas, opacity: Double
    ) {
        let rowsPerStrip = max(16, Compositor.groupStripPixels / columns.count)
        var top = range.lowerBound
        while top < range.upperBound {
            let rows = min(rowsPerStrip, range.upperBound - top)
            let stripRect = PixelRect(x: columns.lowerBound, y: top, width: columns.count, height: rows)
            let cover = covers?.cover(for: stripRect)
            let strip = offscreens.take(width: columns.count, height: rows, zeroed: cover == nil)
            defer { offscreens.give(strip) }
            // The strip seen as its block of the whole group image (pixels outside it are
            // never touched: the canvas is clipped to the strip).
            let whole = Framebuffer(
                wrapping: strip.pixels - top * strip.rowPixels - columns.lowerBound, width: image.maxX,
                height: image.maxY, stride: strip.stride, columns: columns)
            let offCanvas = Canvas(framebuffer: whole, sharing: canvas)
            offCanvas.clip = stripRect
            if let cover {
                draw(moved, on: offCanvas, scale: 1, cover: cover)
            } else {
                draw(opaque, parent: shifted, canvas: offCanvas, alpha: 1)
            }
            canvas.draw(strip, atX: origin.x + columns.lowerBound, y: origin.y + top, opacity: opacity)
            top += rows
        }
    }

    /// Pixels of group image drawn and blended at a time (256 KB; at least 16 rows).
    static let groupStripPixels = 1 << 16

    /// True: a group image strip under an opaque cover is neither cleared nor drawn below
    /// the cover. Tests turn it off to compare with every strip cleared and drawn whole.
    var skipsCoveredGroupClear = true

    /// True: a rectangle of a frame that an opaque layer covers in large part is drawn in
    /// pieces (`Renderer.drawClip`, `OpaqueCovers.pieces`). Tests turn it off to compare with
    /// each rectangle drawn whole.
    var splitsClipsByCover = true

    /// True: the window's background is not filled where a page turned in depth, drawn
    /// later, stores opaque pixels whatever lies beneath (`OpaqueCovers.hiddenSpans`). Tests
    /// turn it off to compare with the background filled everywhere.
    var skipsBackgroundUnderProjectedPages = true

    /// True: a group image's rows that hold only its root's opaque body are blended from the
    /// body's colour, not drawn into the image (`solidGroupRows`). Tests turn it off to
    /// compare with every row drawn through the image.
    var drawsSolidGroupRowsDirectly = true
}
