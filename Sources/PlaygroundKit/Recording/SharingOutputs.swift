import Engine
import Platform
import Renderer
import Sharing

/// `--gif FILE` and `--video FILE`: the files a headless recording is shared as, checked
/// before anything runs (a missing `ffmpeg` is refused up front with the package to install).
struct SharingOutputs {
    var gifPath: String?
    var videoPath: String?

    /// The outputs for the flags; throws the one-line error when `--video` is given and
    /// the `ffmpeg` program is not installed.
    static func checked(gif: String?, video: String?) throws -> SharingOutputs {
        if video != nil, VideoWriter.locate() == nil { throw PlaygroundError(VideoWriter.missingProgram.description) }
        return SharingOutputs(gifPath: gif, videoPath: video)
    }

    /// Opens the files for frames of `width` x `height` pixels at `fps`.
    func makeSinks(width: Int, height: Int, fps: Double) throws -> [any FrameSink] {
        var sinks: [any FrameSink] = []
        do {
            if let gifPath { sinks.append(try GIFWriter(path: gifPath, width: width, height: height)) }
            if let videoPath { sinks.append(try VideoWriter(path: videoPath, width: width, height: height, fps: fps)) }
        } catch let error as SharingError {
            throw PlaygroundError(error.description)
        }
        return sinks
    }

    /// Completes `sink`'s file, its error as the playground's one line.
    static func finish(_ sink: any FrameSink, endTime: Double) throws {
        do { try sink.finish(endTime: endTime) } catch let error as SharingError {
            throw PlaygroundError(error.description)
        }
    }
}
