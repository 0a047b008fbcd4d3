import Geometry

/// Maps a flat, already drawn layer (premultiplied pixels) onto the target through a
/// `Transform3D` with perspective: the plane z = 0 of the layer lands on screen by the 3x3
/// homography of the matrix, so each target pixel's centre goes back through the inverse to a
/// source point, divided per pixel, and is sampled bilinearly.
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
/// This is the scalar path; a fast path must match it byte for byte on random inputs.
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

    /// Draws `source` over `target` through `matrix`, which maps source pixel coordinates
    /// (the source's top-left corner at 0, 0) to target pixel coordinates, at `opacity`, inside
    /// `clip`. Returns the rectangle it may have changed (empty when nothing was drawn).
    @discardableResult
    package static func draw(
        _ source: Framebuffer, matrix: Transform3D, into target: Framebuffer, clip: PixelRect,
        opacity: Double = 1, isDoubleSided: Bool = true
    ) -> PixelRect {
        let h = matrix.planeHomography
        let det =
            h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6]) + h[2] * (h[3] * h[7] - h[4] * h[6])
        guard det != 0, det.isFinite else { return PixelRect.empty }
        if !isDoubleSided && det < 0 { return PixelRect.empty }
        let area = damage(
            width: source.width, height: source.height, matrix: matrix, clip: clip.intersection(target.bounds))
        guard !area.isEmpty, source.width > 0, source.height > 0 else {
            return PixelRect.empty
        }
        // The true inverse (not the adjugate) keeps the sign of the third coordinate: for a
        // screen point p, [p 1] * H⁻¹ = [s 1] / w, so q > 0 exactly where w > 0.
        let inv = [
            (h[4] * h[8] - h[5] * h[7]) / det, (h[2] * h[7] - h[1] * h[8]) / det, (h[1] * h[5] - h[2] * h[4]) / det,
            (h[5] * h[6] - h[3] * h[8]) / det, (h[0] * h[8] - h[2] * h[6]) / det, (h[2] * h[3] - h[0] * h[5]) / det,
            (h[3] * h[7] - h[4] * h[6]) / det, (h[1] * h[6] - h[0] * h[7]) / det, (h[0] * h[4] - h[1] * h[3]) / det,
        ]
        let alpha = UInt32(PixelMath.clamp01(opacity) * 255 + 0.5)
        guard alpha > 0 else { return PixelRect.empty }
        for y in area.y..<area.maxY {
            let py = Double(y) + 0.5
            let row = target.row(y)
            for x in area.x..<area.maxX {
                let px = Double(x) + 0.5
                let q = px * inv[2] + py * inv[5] + inv[8]
                guard q > 0 else { continue }
                let u = (px * inv[0] + py * inv[3] + inv[6]) / q
                let v = (px * inv[1] + py * inv[4] + inv[7]) / q
                var p = sample(source, u - 0.5, v - 0.5)
                if p == 0 { continue }
                if alpha < 255 { p = PixelMath.multiply(p, by: alpha) }
                row[x] = PixelMath.over(p, row[x])
            }
        }
        return area
    }

    /// The bilinear sample of `source` at pixel-centre coordinates `(x, y)`; pixels outside
    /// the source count as transparent, which is what anti-aliases the projected edges.
    static func sample(_ source: Framebuffer, _ x: Double, _ y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(source.width), y < Double(source.height) else { return 0 }
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let fx = UInt32(((x - Double(x0)) * 256).rounded())
        let fy = UInt32(((y - Double(y0)) * 256).rounded())
        func at(_ i: Int, _ j: Int) -> UInt32 {
            i < 0 || j < 0 || i >= source.width || j >= source.height ? 0 : source[i, j]
        }
        let top = lerp(at(x0, y0), at(x0 + 1, y0), fx)
        let bottom = lerp(at(x0, y0 + 1), at(x0 + 1, y0 + 1), fx)
        return lerp(top, bottom, fy)
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
