import Renderer

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A backend with no X server: every presented frame becomes a numbered PNG file
/// (`frame-00000.png`, `frame-00001.png`, ...) in a folder.
///
/// Used for headless recording, tests and benchmarks alike. It has no event source:
/// `events(timeout:)` returns at once with nothing; scripted input is the app's business.
package final class HeadlessHost: WindowBackend {
    /// Where frames are written; created if missing, when its parent folder exists.
    package let folder: URL
    /// How many frames have been written so far; the next file's number.
    package private(set) var frameCount = 0
    private let framebuffer: Framebuffer

    /// The frame width in pixels, fixed for the host's life.
    package var pixelWidth: Int { framebuffer.width }
    /// The frame height in pixels, fixed for the host's life.
    package var pixelHeight: Int { framebuffer.height }

    /// Prepares a `width` x `height` pixel buffer and the folder (`prepareFolder`); throws
    /// `PlatformError.unusableFolder` when frames cannot be written there.
    package init(folder: URL, width: Int, height: Int) throws {
        self.folder = folder
        self.framebuffer = Framebuffer(width: max(1, width), height: max(1, height))
        try Self.prepareFolder(folder.path)
    }

    /// Always empty and at once: a headless run has no user; waiting would only stall it.
    package func events(timeout: Double?) -> [WindowEvent] { [] }

    /// The one buffer; nothing else reads it while the caller draws.
    package func framebufferForDrawing() -> Framebuffer { framebuffer }

    /// Writes the whole buffer as the next numbered file, whatever the damage: a recording
    /// has one file per frame even when nothing moved.
    package func present(damage: [PixelRect]) throws {
        let url = folder.appendingPathComponent(Self.fileName(forFrame: frameCount))
        do {
            try PNGFile.write(framebuffer, to: url.path)
        } catch let error as PNGError {
            throw PlatformError.cannotWriteFrame(path: url.path, reason: error.reason)
        }
        frameCount += 1
    }

    /// Every presented frame becomes a file, changed or not.
    package var recordsEveryFrame: Bool { true }

    /// `frame-00042.png` for frame 42.
    package static func fileName(forFrame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }
}
