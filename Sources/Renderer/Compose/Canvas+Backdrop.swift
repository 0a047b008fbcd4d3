import CRenderKernels

extension Canvas {
    /// Fills an outline with a backdrop paint: every covered pixel becomes the blurred
    /// backdrop's, mixed by coverage (and by the paint's opacity). `offsetX`/`offsetY` say
    /// where this canvas's pixel (0, 0) lies in the device space the backdrop was made in.
    func fillBackdrop(_ edges: EdgeList, paint: Paint, offsetX: Int = 0, offsetY: Int = 0) {
        guard let backdrop = paint.backdrop, !clip.isEmpty else { return }
        let alpha = UInt8(min(max(PixelMath.clamp01(paint.opacity) * 255 + 0.5, 0), 255))
        if alpha == 0 { return }
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, backdrop.image.width))
        defer { row.deallocate() }
        var sink = BackdropSink(
            framebuffer: framebuffer, backdrop: backdrop, clip: clipMask, offsetX: offsetX, offsetY: offsetY,
            alpha: alpha, row: row)
        scanConverter.fill(edges, clip: effectiveClip, into: &sink)
    }

    /// Fills a pixel rectangle with a backdrop paint (see the outline form): every pixel in
    /// it is covered whole.
    func fillBackdrop(_ rect: PixelRect, paint: Paint, offsetX: Int = 0, offsetY: Int = 0) {
        guard let backdrop = paint.backdrop, clipMask == nil else { return }
        let area = rect.intersection(clip)
        let alpha = UInt8(min(max(PixelMath.clamp01(paint.opacity) * 255 + 0.5, 0), 255))
        if area.isEmpty || alpha == 0 { return }
        let image = backdrop.image
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, image.width))
        defer { row.deallocate() }
        // One kernel call for the whole rectangle: row by row through `BackdropSink`, the
        // debug build's per-row Swift (retains, generic lookups) cost a full window more
        // than the rows' interpolation did.
        rk_blur_upsample_rect(
            framebuffer.row(area.y) + area.x, framebuffer.rowPixels, area.height, area.width, image.pixels,
            image.stride, image.width, image.height, area.x + offsetX - backdrop.originX,
            area.y + offsetY - backdrop.originY, Int32(backdrop.shift), alpha, row, PixelMath.kernelLevel)
    }
}
