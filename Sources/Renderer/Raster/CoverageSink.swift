/// Receives the coverage that the scan converter computes, one row at a time, in device
/// pixels. Coverage is 0...255 where 255 means the shape covers the whole pixel.
///
/// Spans let a consumer fill long runs of equal coverage (the inside of a shape) without
/// looking at each pixel's coverage.
protocol CoverageSink {
    /// `count` pixels of row `y` from `x` on, each with its own coverage.
    mutating func blend(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int)
    /// `count` pixels of row `y` from `x` on, all with the same coverage.
    mutating func blendSpan(y: Int, x: Int, count: Int, coverage: UInt8)
}
