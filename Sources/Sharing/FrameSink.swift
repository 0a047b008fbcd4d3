import Renderer

/// Somewhere finished frames go to be shared: an animated GIF, an MP4 video.
///
/// The frame loop hands each presented frame over once, whole, with its clock time; the
/// sink copies what it needs before returning (the buffer is drawn into again next frame).
package protocol FrameSink: AnyObject {
    /// Takes frame `fb` shown at `time` seconds on the recording's clock.
    func add(_ fb: Framebuffer, time: Double) throws
    /// Completes the file; `endTime` is when the last frame stops showing (its time plus
    /// one frame interval). No frame may be added afterwards.
    func finish(endTime: Double) throws
    /// Gives the file up: ends any helper process and removes what was written, leaving a
    /// previous file of that name as it was. Safe to call after `finish` and twice.
    func abandon()
}

extension FrameSink {
    /// Nothing to give up.
    package func abandon() {}
}
