import Renderer

/// A place frames are shown: an X11 window, or a folder of PNG files.
///
/// The backend owns the framebuffer because the X11 one lives in shared memory. A frame goes:
/// `framebufferForDrawing()` (waits until the previous frame has left the buffer), draw into
/// the damaged rectangles only, then `present(damage:)`. The buffer keeps its pixels between
/// frames, so undamaged areas stay valid; after a `.resize` it is a new, blank buffer.
///
/// What differs between backends is asked of the backend, never read from its type: the
/// display's refresh rate, the screen's size, a clipboard, and whether every presented frame
/// is kept. Each has a default (none, false), so a new backend states only what it has.
package protocol WindowBackend: AnyObject {
    /// The width of the drawable area in device pixels; changes only with a reported `.resize`.
    var pixelWidth: Int { get }
    /// The height of the drawable area in device pixels; changes only with a reported `.resize`.
    var pixelHeight: Int { get }

    /// Events that arrived, waiting at most `timeout` seconds for the first one
    /// (nil waits for ever, 0 only collects what is already there). An empty list before the
    /// timeout is possible (a signal, a partial read); callers loop.
    func events(timeout: Double?) -> [WindowEvent]

    /// `events(timeout:)` with the time each was read off the connection, for measuring
    /// how long input takes to reach the screen.
    func timedEvents(timeout: Double?) -> [TimedWindowEvent]

    /// The buffer to draw the next frame into, safe to write (no transfer of it is in flight).
    func framebufferForDrawing() -> Framebuffer

    /// Shows the damaged rectangles of the buffer; rectangles are clipped to the buffer.
    func present(damage: [PixelRect]) throws

    /// Shows the damaged rectangles as `present(damage:)` does and waits until the display
    /// has taken them; returns that moment in seconds of `CLOCK_MONOTONIC`, or nil when
    /// nothing was sent or the backend cannot tell (no display).
    func presentConfirmed(damage: [PixelRect]) throws -> Double?

    /// The refresh rate of the display showing the frames, in hertz; nil when there is no
    /// display or it does not say (the loop then keeps its own rate).
    var refreshRate: Double? { get }

    /// The size in pixels of the screen the frames are shown on; nil when there is none.
    var screenSize: (width: Int, height: Int)? { get }

    /// Offers `text` on the clipboard; false when the backend has no clipboard, so the
    /// caller can say so instead of pretending.
    func copyToClipboard(_ text: String) -> Bool

    /// True when every presented frame is kept (a PNG file, a GIF frame) whether or not it
    /// changed, so each one counts as a frame in the frame log; false when an unchanged frame
    /// shows nothing new.
    var recordsEveryFrame: Bool { get }

    /// Also ends a wait in `events(timeout:)` when `descriptor` becomes readable (work
    /// waiting for the loop, such as the main dispatch queue's), leaving it unread; the
    /// caller reads it. False when the backend cannot, so the caller knows such work waits
    /// for the next input or timeout.
    func wakes(onReadable descriptor: Int32) -> Bool
}

extension WindowBackend {
    /// Events stamped when they are handed over: a backend with no connection reads nothing
    /// earlier than that.
    package func timedEvents(timeout: Double?) -> [TimedWindowEvent] {
        events(timeout: timeout).map { TimedWindowEvent($0, arrival: MonotonicTime.now) }
    }
    /// No display to confirm anything.
    package func presentConfirmed(damage: [PixelRect]) throws -> Double? {
        try present(damage: damage)
        return nil
    }
    /// No display, no rate.
    package var refreshRate: Double? { nil }
    /// No screen.
    package var screenSize: (width: Int, height: Int)? { nil }
    /// No clipboard.
    package func copyToClipboard(_ text: String) -> Bool { false }
    /// Frames are shown, not kept.
    package var recordsEveryFrame: Bool { false }
    /// Waits on nothing but its own input.
    package func wakes(onReadable descriptor: Int32) -> Bool { false }
}
