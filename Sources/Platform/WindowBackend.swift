import Renderer

/// A place frames are shown: an X11 window, or a folder of PNG files.
///
/// The backend owns the framebuffer because the X11 one lives in shared memory. A frame goes:
/// `framebufferForDrawing()` (waits until the previous frame has left the buffer), draw into
/// the damaged rectangles only, then `present(damage:)`. The buffer keeps its pixels between
/// frames, so undamaged areas stay valid; after a `.resize` it is a new, blank buffer.
public protocol WindowBackend: AnyObject {
    /// The width of the drawable area in device pixels; changes only with a reported `.resize`.
    var pixelWidth: Int { get }
    /// The height of the drawable area in device pixels; changes only with a reported `.resize`.
    var pixelHeight: Int { get }

    /// Events that arrived, waiting at most `timeout` seconds for the first one
    /// (nil waits for ever, 0 only collects what is already there). An empty list before the
    /// timeout is possible (a signal, a partial read); callers loop.
    func events(timeout: Double?) -> [WindowEvent]

    /// The buffer to draw the next frame into, safe to write (no transfer of it is in flight).
    func framebufferForDrawing() -> Framebuffer

    /// Shows the damaged rectangles of the buffer; rectangles are clipped to the buffer.
    func present(damage: [PixelRect]) throws
}
