import Renderer

extension Framebuffer {
    /// The pixels as 0x..RRGGBB, row after row without padding: premultiplied colour is the
    /// colour over black, which is what the X11 window shows too.
    func packedPixels() -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let row = self.row(y)
                for x in 0..<width { dst[y * width + x] = row[x] & 0xFFFFFF }
            }
        }
        return out
    }
}
