/// An 8-bit coverage image placed in device pixels: 0 leaves the destination alone,
/// 255 covers a pixel fully. Text glyph runs and clip shapes are handed around as masks.
package struct CoverageMask: Sendable {
    /// Device-pixel position of the mask's top-left pixel.
    package var originX: Int
    /// Device row of the mask's top row.
    package var originY: Int
    /// Columns of coverage.
    package var width: Int
    /// Rows of coverage.
    package var height: Int
    /// Row-major coverage, `width` bytes a row.
    package var coverage: [UInt8]

    /// An empty (all-zero) mask of the given size at the given origin.
    package init(originX: Int, originY: Int, width: Int, height: Int) {
        self.originX = originX
        self.originY = originY
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.coverage = [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// The mask's area in device pixels.
    package var rect: PixelRect { PixelRect(x: originX, y: originY, width: width, height: height) }
}
