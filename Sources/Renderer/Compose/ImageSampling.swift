/// Bilinear sampling of a premultiplied ARGB32 image, the filter `UIImageView` scales with.
///
/// Sampling premultiplied channels keeps a transparent pixel's colour from bleeding into its
/// neighbours. Coordinates are in pixel units with pixel centres at half-integers; outside
/// the image the nearest edge pixel is used (clamp to edge), so a scaled-up image does not
/// fade at its border.
enum ImageSampling {
    /// The image's colour at (`x`, `y`): the four pixels around the point weighted by
    /// their distance, each channel rounded to nearest.
    static func bilinear(_ image: Framebuffer, x: Double, y: Double) -> UInt32 {
        let fx = min(max(x - 0.5, 0), Double(image.width - 1))
        let fy = min(max(y - 0.5, 0), Double(image.height - 1))
        let x0 = Int(fx)
        let y0 = Int(fy)
        let x1 = min(x0 + 1, image.width - 1)
        let y1 = min(y0 + 1, image.height - 1)
        let wx = fx - Double(x0)
        let wy = fy - Double(y0)
        let top = image.row(y0)
        let bottom = image.row(y1)
        let p00 = top[x0]
        let p10 = top[x1]
        let p01 = bottom[x0]
        let p11 = bottom[x1]
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            func c(_ p: UInt32) -> Double { Double(p >> shift & 0xFF) }
            let upper = c(p00) + (c(p10) - c(p00)) * wx
            let lower = c(p01) + (c(p11) - c(p01)) * wx
            let value = upper + (lower - upper) * wy
            result |= UInt32(min(max(value.rounded(), 0), 255)) << shift
        }
        return result
    }
}
