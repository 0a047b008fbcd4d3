import Renderer

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an H.264 MP4 by piping raw frames to the `ffmpeg` program (Debian package
/// `ffmpeg`): one video frame per recorded frame at the recording's constant rate.
///
/// Odd sizes are padded by a pixel (4:2:0 chroma needs even sides); bit-exact flags and a
/// single encoder thread keep the bytes the same from run to run with the same ffmpeg.
public final class VideoWriter: FrameSink {
    /// The Debian package that provides the program, named in the error when it is missing.
    public static let package = "ffmpeg"

    private let process: PipedChildProcess
    private let path: String
    private let width: Int, height: Int
    private var row: [UInt32]
    private var finished = false

    /// The `ffmpeg` executable found on `PATH`, nil when it is not installed.
    public static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for dir in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The error a run gets when `ffmpeg` is missing: one line naming the package.
    public static var missingProgram: SharingError {
        SharingError(
            "--video needs the ffmpeg program, which is not installed (Debian package \(package): apt-get install \(package))"
        )
    }

    /// Starts `ffmpeg` writing `path` from `width` x `height` frames at `fps` per second.
    public init(path: String, width: Int, height: Int, fps: Double) throws {
        guard let ffmpeg = Self.locate() else { throw Self.missingProgram }
        self.path = path
        self.width = width
        self.height = height
        row = [UInt32](repeating: 0, count: width)
        // A write to a pipe whose reader died must fail with EPIPE, not kill the playground.
        signal(SIGPIPE, SIG_IGN)
        let arguments = [
            "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
            // Native-endian 0xAARRGGBB is B, G, R, A in memory on the little-endian machines Linux runs on.
            "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)", "-framerate", "\(fps)",
            "-i", "pipe:0",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
            "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", "-threads", "1",
            "-fflags", "+bitexact", "-flags:v", "+bitexact", "-movflags", "+faststart",
            path,
        ]
        do {
            process = try PipedChildProcess(executable: ffmpeg, arguments: arguments)
        } catch {
            throw SharingError("cannot start \(ffmpeg): \(error)")
        }
    }

    /// Sends the frame's rows to ffmpeg.
    public func add(_ fb: Framebuffer, time: Double) throws {
        precondition(fb.width == width && fb.height == height, "video frames keep one size")
        for y in 0..<height {
            let source = fb.row(y)
            for x in 0..<width { row[x] = source[x] | 0xFF00_0000 }
            try row.withUnsafeBytes { bytes in try send(bytes) }
        }
    }

    private func send(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let n = write(process.input, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw SharingError("ffmpeg stopped taking frames for \(path) (\(String(cString: strerror(errno))))")
            }
            offset += n
        }
    }

    /// Closes ffmpeg's input and waits for it to write the file.
    public func finish(endTime: Double) throws {
        guard !finished else { return }
        finished = true
        process.closeInput()
        let status = process.waitForExit()
        guard status == 0 else {
            throw SharingError("ffmpeg could not write \(path) (exit \(status))")
        }
    }
}
