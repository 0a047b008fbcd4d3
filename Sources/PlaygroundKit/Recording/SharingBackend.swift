import Engine
import Platform
import Renderer
import Sharing

/// A backend that passes every presented frame, whole, to the sharing sinks as well as to
/// the backend it wraps (PNG files, or nothing), stamped with the clock's time.
///
/// Between frames it takes a stopping signal held back by `RecordingSignals`: the run then
/// ends with `OutputError.interrupted`, and the sinks, given up, leave no partial file.
final class SharingBackend: WindowBackend {
    private let inner: any WindowBackend
    private let sinks: [any FrameSink]
    private let clock: any Clock
    private let names: [String]

    /// `names` are the outputs' paths, for the line a signal ends the run with.
    init(wrapping inner: any WindowBackend, sinks: [any FrameSink], clock: any Clock, names: [String] = []) {
        self.inner = inner
        self.sinks = sinks
        self.clock = clock
        self.names = names
    }

    var pixelWidth: Int { inner.pixelWidth }
    var pixelHeight: Int { inner.pixelHeight }
    func events(timeout: Double?) -> [WindowEvent] { inner.events(timeout: timeout) }
    func framebufferForDrawing() -> Framebuffer { inner.framebufferForDrawing() }
    /// Every presented frame goes to the sinks, changed or not.
    var recordsEveryFrame: Bool { true }

    func present(damage: [PixelRect]) throws {
        if let signal = RecordingSignals.pending() {
            for sink in sinks { sink.abandon() }
            throw OutputError.interrupted(signal: signal, line: Self.interruptedLine(signal, names: names))
        }
        let fb = inner.framebufferForDrawing()
        do {
            for sink in sinks { try sink.add(fb, time: clock.now) }
        } catch let error as SharingError {
            for sink in sinks { sink.abandon() }
            throw OutputError(error)
        }
        try inner.present(damage: damage)
    }

    /// What a signal during the recording left: nothing of the unfinished files.
    static func interruptedLine(_ signal: Int32, names: [String]) -> String {
        let files = names.isEmpty ? "the recording" : names.joined(separator: " and ")
        return "stopped by \(signalName(signal)) during the recording: \(files) not written (unfinished, removed)"
    }
}

extension SharingOutputs {
    /// Completes every sink's file, then takes a stopping signal that arrived meanwhile:
    /// the files are whole by then, and the run still exits 128 + the signal, saying so.
    func finish(_ sinks: [any FrameSink], endTime: Double) throws {
        for sink in sinks { try Self.finish(sink, endTime: endTime) }
        if let signal = RecordingSignals.pending() {
            throw OutputError.interrupted(
                signal: signal,
                line:
                    "stopped by \(signalName(signal)) while finishing the recording; \(names.joined(separator: " and ")) completed first"
            )
        }
    }
}
