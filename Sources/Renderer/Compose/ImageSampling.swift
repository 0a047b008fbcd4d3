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
        return blend(top[x0], top[x1], bottom[x0], bottom[x1], wx: wx, wy: wy)
    }

    /// The four pixels mixed by the weights, channel by channel.
    @inline(__always)
    private static func blend(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: Double, wy: Double)
        -> UInt32
    {
        channel(p00, p10, p01, p11, 24, wx, wy) | channel(p00, p10, p01, p11, 16, wx, wy)
            | channel(p00, p10, p01, p11, 8, wx, wy) | channel(p00, p10, p01, p11, 0, wx, wy)
    }

    @inline(__always)
    private static func channel(
        _ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ shift: UInt32, _ wx: Double, _ wy: Double
    ) -> UInt32 {
        let c00 = Double(p00 >> shift & 0xFF)
        let c10 = Double(p10 >> shift & 0xFF)
        let c01 = Double(p01 >> shift & 0xFF)
        let c11 = Double(p11 >> shift & 0xFF)
        let upper = c00 + (c10 - c00) * wx
        let lower = c01 + (c11 - c01) * wx
        let value = (upper + (lower - upper) * wy).rounded()
        return UInt32(min(max(value, 0), 255)) << shift
    }
}
