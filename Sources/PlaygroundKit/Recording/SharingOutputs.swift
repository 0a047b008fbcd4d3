import Engine
import Platform
import Renderer
import Sharing

/// `--gif FILE` and `--video FILE`: the files a headless recording is shared as, checked
/// before anything is written (see `OutputPlan`; a missing `ffmpeg` is refused up front
/// with the package to install).
struct SharingOutputs {
    var gifPath: String?
    var videoPath: String?

    /// The outputs for the flags, once `OutputPlan` has accepted every path of the run;
    /// throws the one-line error otherwise, or when `--video` is given and the `ffmpeg`
    /// program is not installed.
    static func checked(
        gif: String?, video: String?, trace: String? = nil, script: String? = nil, frames: String? = nil
    ) throws -> SharingOutputs {
        RecordingSignals.ignoreFileSizeLimitSignal()
        try OutputPlan(script: script, trace: trace, gif: gif, video: video, frames: frames).check()
        if video != nil, VideoWriter.locate() == nil { throw PlaygroundError(VideoWriter.missingProgram.description) }
        return SharingOutputs(gifPath: gif, videoPath: video)
    }

    /// Opens the files for frames of `width` x `height` pixels at `fps`; on a failure the
    /// ones already opened are given up.
    func makeSinks(width: Int, height: Int, fps: Double) throws -> [any FrameSink] {
        var sinks: [any FrameSink] = []
        do {
            if let gifPath { sinks.append(try GIFWriter(path: gifPath, width: width, height: height)) }
            if let videoPath { sinks.append(try VideoWriter(path: videoPath, width: width, height: height, fps: fps)) }
        } catch let error as SharingError {
            for sink in sinks { sink.abandon() }
            throw PlaygroundError(error.description)
        }
        return sinks
    }

    /// Completes `sink`'s file, its error as the playground's one line.
    static func finish(_ sink: any FrameSink, endTime: Double) throws {
        do { try sink.finish(endTime: endTime) } catch let error as SharingError {
            throw OutputError(error)
        }
    }

    /// With a GIF or MP4 to write, holds SIGTERM, SIGINT and SIGHUP back until the run
    /// takes them between frames (`RecordingSignals`).
    func holdStoppingSignals() {
        if !names.isEmpty { RecordingSignals.block() }
    }

    /// The paths named in a line about what became of the outputs.
    var names: [String] { [gifPath, videoPath].compactMap { $0 } }
}
