import Renderer

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
/// ffmpeg writes a temporary file beside the target (`OutputFile`), given to it as a
/// `file:` URL so no name is read as a protocol or an option. Its exit status is not
/// trusted alone (it exits 0 when the trailer could not be written): the file must exist,
/// hold a `moov` atom and, when `ffprobe` is installed, as many frames as were sent, before
/// it replaces the target.
package final class VideoWriter: FrameSink {
    /// The Debian package that provides the program, named in the error when it is missing.
    package static let package = "ffmpeg"

    /// The most memory the encoder may take at the largest headless frame (16,777,216
    /// pixels), bytes: 640 MiB, stated in `--help` and the README and checked by a test.
    package static let encoderMemoryLimit = 640 << 20

    /// x264 options that bound its memory: one thread, no lookahead, no B-frames and one
    /// reference frame. x264's defaults keep dozens of frames in flight, some 1.2 GB at
    /// 4096x4096; a recording of a transition loses little by predicting from the last frame.
    static let memoryBoundOptions = [
        "-threads", "1", "-x264-params", "rc-lookahead=0:sync-lookahead=0:bframes=0:ref=1",
    ]

    private var process: PipedChildProcess?
    private let output: OutputFile
    private let path: String
    private let width: Int, height: Int
    private var row: [UInt32]
    private var framesSent = 0
    private var finished = false

    /// The `ffmpeg` executable found on `PATH`, nil when it is not installed.
    package static func locate(path: String? = getenv("PATH").map { String(cString: $0) }) -> String? {
        PipedChildProcess.locate("ffmpeg", searchPath: path)
    }

    /// The error a run gets when `ffmpeg` is missing: one line naming the package.
    package static var missingProgram: SharingError {
        SharingError(
            "--video needs the ffmpeg program, which is not installed (Debian package \(package): apt-get install \(package))"
        )
    }

    /// Starts `ffmpeg` writing `path` from `width` x `height` frames at `fps` per second.
    package init(path: String, width: Int, height: Int, fps: Double) throws {
        guard let ffmpeg = Self.locate() else { throw Self.missingProgram }
        self.path = path
        self.width = width
        self.height = height
        row = [UInt32](repeating: 0, count: width)
        output = try OutputFile(path: path, kind: "MP4", allowsStandardOutput: false)
        // A write to a pipe whose reader died must fail with EPIPE, not kill the playground.
        signal(SIGPIPE, SIG_IGN)
        let arguments =
            [
                "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                // Native-endian 0xAARRGGBB is B, G, R, A in memory on the little-endian machines Linux runs on.
                "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)", "-framerate", "\(fps)",
                "-i", "pipe:0",
                // Converted before padding, so the padded copy is 12 bits a pixel, not 32.
                "-vf", "format=yuv420p,pad=ceil(iw/2)*2:ceil(ih/2)*2", "-filter_threads", "1",
                "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
            ] + Self.memoryBoundOptions + [
                "-fflags", "+bitexact", "-flags:v", "+bitexact", "-movflags", "+faststart",
                // The temporary file's name ends in .part: the container is named, not guessed.
                "-f", "mp4", "file:" + output.temporaryPath!,
            ]
        do {
            process = try PipedChildProcess(executable: ffmpeg, arguments: arguments)
        } catch {
            output.discard()
            throw SharingError("cannot start \(ffmpeg): \(error)")
        }
    }

    deinit { abandon() }

    /// Sends the frame's rows to ffmpeg.
    package func add(_ fb: Framebuffer, time: Double) throws {
        precondition(fb.width == width && fb.height == height, "video frames keep one size")
        for y in 0..<height {
            let source = fb.row(y)
            for x in 0..<width { row[x] = source[x] | 0xFF00_0000 }
            try row.withUnsafeBytes { bytes in try send(bytes) }
        }
        framesSent += 1
    }

    private func send(_ bytes: UnsafeRawBufferPointer) throws {
        guard let process else { throw SharingError("cannot write MP4 \(path): the encoder has already ended") }
        var offset = 0
        while offset < bytes.count {
            // Waits in steps, taking a stopping signal between them: an encoder that stops
            // reading without ending must not make the run deaf to SIGTERM.
            var ready = pollfd(fd: process.input, events: Int16(POLLOUT), revents: 0)
            if poll(&ready, 1, 100) == 0 {
                if let signal = RecordingSignals.pending() { throw interrupted(signal) }
                continue
            }
            let n = write(process.input, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                // The encoder stopped reading: it ended, and its own words say why.
                let reason = String(cString: strerror(errno))
                process.closeInput()
                let failure = failureLine(
                    process.waitForTermination(), otherwise: "it stopped taking frames (\(reason))")
                abandon()
                throw SharingError(failure)
            }
            offset += n
        }
    }

    /// Closes ffmpeg's input, waits for it to write the file, checks the file and puts it
    /// in place of the target. On any failure the target is left as it was.
    package func finish(endTime: Double) throws {
        guard !finished, let process else { return }
        finished = true
        process.closeInput()
        var signal: Int32?
        let termination = process.waitForTermination {
            signal = signal ?? RecordingSignals.pending()
            return signal
        }
        if let signal { throw interrupted(signal) }
        if termination != .exited(0) {
            let failure = failureLine(termination, otherwise: "it gave no reason")
            abandon()
            throw SharingError(failure)
        }
        if let problem = verify() {
            abandon()
            throw SharingError("ffmpeg did not write a complete MP4 \(path): \(problem)")
        }
        lastPeakMemory = process.peakMemoryBytes
        self.process = nil
        try output.commit()
    }

    /// The encoder's peak resident memory, bytes, once it has ended (0 before).
    package var encoderPeakMemory: Int { process?.peakMemoryBytes ?? lastPeakMemory }
    private var lastPeakMemory = 0

    /// Ends the encoder (if it still runs) and removes the unfinished file.
    package func abandon() {
        if let process {
            process.end()
            lastPeakMemory = process.peakMemoryBytes
        }
        process = nil
        output.discard()
    }

    /// Ends the encoder and removes the file for a stopping signal that arrived meanwhile.
    private func interrupted(_ signal: Int32) -> SharingError {
        abandon()
        return SharingError(
            "stopped by \(signalName(signal)) while ffmpeg was writing MP4 \(path): not written (unfinished, removed)",
            signal: signal)
    }

    /// One line for an encoder that failed: its signal, or its last words on stderr.
    private func failureLine(_ termination: PipedChildProcess.Termination, otherwise: String) -> String {
        switch termination {
        case .signaled(let signal):
            return "ffmpeg was killed by \(signalName(signal)) while writing MP4 \(path)"
        case .exited(let code):
            let reason = process?.lastErrorLine ?? (code == 0 ? otherwise : "\(otherwise) (exit \(code))")
            return "ffmpeg could not write MP4 \(path): \(reason)"
        }
    }

    /// What is wrong with the file ffmpeg wrote, nil when it is whole.
    private func verify() -> String? {
        let size = output.size
        guard size > 0 else { return "it wrote nothing" }
        guard MP4Atoms.hasTopLevelAtom("moov", in: output.descriptor, size: size) else {
            let said = process?.lastErrorLine.map { " (ffmpeg said: \($0))" } ?? ""
            return "it has no moov atom, so no player can open it\(said)"
        }
        guard let ffprobe = PipedChildProcess.locate("ffprobe", searchPath: getenv("PATH").map { String(cString: $0) })
        else { return nil }
        let arguments = [
            "-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=nb_read_packets",
            "-of", "csv=p=0", "file:" + output.temporaryPath!,
        ]
        guard
            let probe = try? PipedChildProcess(
                executable: ffprobe, arguments: arguments, pipesInput: false, keepsOutput: true)
        else { return nil }
        guard probe.waitForTermination() == .exited(0) else {
            return "ffprobe cannot read it (\(probe.lastErrorLine ?? "no reason given"))"
        }
        let text = probe.output.split(whereSeparator: { $0.isNewline || $0 == " " || $0 == "," }).first
        guard let count = text.flatMap({ Int($0) }) else {
            return "ffprobe found no video frames in it"
        }
        guard count == framesSent else { return "it holds \(count) frames of the \(framesSent) sent" }
        return nil
    }
}

/// The top-level boxes of an MP4 (ISO base media) file, read from a descriptor.
enum MP4Atoms {
    /// True when a top-level box of type `type` lies wholly inside the file's `size` bytes.
    static func hasTopLevelAtom(_ type: String, in fd: Int32, size: Int) -> Bool {
        var offset = 0
        var header = [UInt8](repeating: 0, count: 16)
        while offset + 8 <= size {
            let n = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 16, off_t(offset)) }
            guard n >= 8 else { return false }
            var length = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let name = String(decoding: header[4..<8], as: UTF8.self)
            if length == 1 {
                guard n >= 16 else { return false }
                length = header[8..<16].reduce(0) { $0 << 8 | Int($1) }
            } else if length == 0 {
                length = size - offset
            }
            guard length >= 8, offset + length <= size else { return false }
            if name == type { return true }
            offset += length
        }
        return false
    }
}
