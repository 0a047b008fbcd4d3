import Geometry

extension PixelRect {
    /// The pixels of `r` that lie inside `limit`, computed without ever turning an
    /// out-of-range or non-finite coordinate into an `Int` (a runaway animation value
    /// must draw nothing, not trap).
    init(covering r: Rect, within limit: PixelRect) {
        let lx0 = Double(limit.x)
        let ly0 = Double(limit.y)
        let lx1 = Double(limit.maxX)
        let ly1 = Double(limit.maxY)
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            self.init(x: limit.x, y: limit.y, width: 0, height: 0)
            return
        }
        let x0 = min(max(r.minX.rounded(.down), lx0), lx1)
        let y0 = min(max(r.minY.rounded(.down), ly0), ly1)
        let x1 = min(max(r.maxX.rounded(.up), lx0), lx1)
        let y1 = min(max(r.maxY.rounded(.up), ly0), ly1)
        self.init(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// A generous bound for damage rectangles: far beyond any framebuffer, safe to convert.
    static let everything = PixelRect(x: -(1 << 24), y: -(1 << 24), width: 1 << 25, height: 1 << 25)
}
