import ArgumentParser

extension PlaygroundCommand {
    /// A whole-number flag's value; anything else (`--scale 1.5`, `--fps nan`, `--fps 1e9`, a
    /// number past `Int`) is refused naming the values allowed, as an out-of-range one is in
    /// `validate()`, rather than with the parser's bare "the value is invalid".
    static func wholeNumber(_ text: String, for flag: String, allowed: String) throws -> Int {
        guard let value = Int(text) else {
            throw ValidationError("\(flag) must be a whole number, \(allowed), not \(text)")
        }
        return value
    }

    /// The most frames `--frame-count` may ask for: `--seconds`' 600 s at the run's rate,
    /// so `--frames` cannot fill a disk without end.
    var maxFrameCount: Int { Int(PlaygroundRunOptions.headlessLimitSeconds) * steppedFPS }

    /// The largest headless framebuffer, device pixels (size x scale on each side):
    /// 16,777,216 pixels, 64 MiB at 4 bytes a pixel (4096x4096, or 8192x2048). A run keeps
    /// the buffer and, with `--frames`, one PNG's worth more; `--size 8192x8192 --scale 2`
    /// would take over a gigabyte.
    static let maxFramebufferPixels = 16_777_216

    /// Checks what bounds a run's memory and disk and what would otherwise be taken
    /// silently: one `--demo`, a `--frames` folder that is named, `--frame-count` within
    /// `maxFrameCount`, a headless framebuffer within `maxFramebufferPixels`.
    func validateReliabilityLimits() throws {
        if demoArguments.count > 1 {
            throw ValidationError(
                "--demo was given \(demoArguments.count) times (\(demoArguments.joined(separator: ", "))); give one")
        }
        if let frames, frames.isEmpty {
            throw ValidationError("--frames needs a folder name, not an empty string")
        }
        if let frameCount, frameCount > maxFrameCount {
            throw ValidationError(
                "--frame-count must be 1...\(maxFrameCount) (\(Int(PlaygroundRunOptions.headlessLimitSeconds)) s at \(steppedFPS) fps), not \(frameCount)"
            )
        }
        let w = size.width * scale
        let h = size.height * scale
        if headless, w * h > Self.maxFramebufferPixels {
            throw ValidationError(
                "--size \(size) at --scale \(scale) is \(w)x\(h) pixels; a headless frame may have at most \(Self.maxFramebufferPixels) pixels (64 MiB, e.g. 4096x4096)"
            )
        }
    }
}
