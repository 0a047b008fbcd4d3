import Engine
import Platform
import Renderer
import Sharing

/// A backend that passes every presented frame, whole, to the sharing sinks as well as to
/// the backend it wraps (PNG files, or nothing), stamped with the clock's time.
final class SharingBackend: WindowBackend {
    private let inner: any WindowBackend
    private let sinks: [any FrameSink]
    private let clock: any Clock

    init(wrapping inner: any WindowBackend, sinks: [any FrameSink], clock: any Clock) {
        self.inner = inner
        self.sinks = sinks
        self.clock = clock
    }

    var pixelWidth: Int { inner.pixelWidth }
    var pixelHeight: Int { inner.pixelHeight }
    func events(timeout: Double?) -> [WindowEvent] { inner.events(timeout: timeout) }
    func framebufferForDrawing() -> Framebuffer { inner.framebufferForDrawing() }
    /// Every presented frame goes to the sinks, changed or not.
    var recordsEveryFrame: Bool { true }

    func present(damage: [PixelRect]) throws {
        let fb = inner.framebufferForDrawing()
        do {
            for sink in sinks { try sink.add(fb, time: clock.now) }
        } catch let error as SharingError {
            throw PlaygroundError(error.description)
        }
        try inner.present(damage: damage)
    }
}
