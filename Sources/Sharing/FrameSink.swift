import Renderer

/// Somewhere finished frames go to be shared: an animated GIF, an MP4 video.
///
/// The frame loop hands each presented frame over once, whole, with its clock time; the
/// sink copies what it needs before returning (the buffer is drawn into again next frame).
public protocol FrameSink: AnyObject {
    /// Takes frame `fb` shown at `time` seconds on the recording's clock.
    func add(_ fb: Framebuffer, time: Double) throws
    /// Completes the file; `endTime` is when the last frame stops showing (its time plus
    /// one frame interval). No frame may be added afterwards.
    func finish(endTime: Double) throws
}

/// Why a shared file could not be written: one line, for `playground-x11: error: ...`.
public struct SharingError: Error, CustomStringConvertible, Equatable {
    /// The reason, one line.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

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
