import Foundation
import PlaygroundKit
import Renderer

extension ReferenceTolerance {
    /// The snapshot default: a channel may be off by 2 (of 255) anywhere, and 0.1 % of the
    /// pixels may be off by more (anti-aliasing that moved by a rounding step).
    public static let snapshot = ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.001)
}

/// A recorded frame compared with a reference PNG, as swift-snapshot-testing does for
/// views, but with images on Linux.
///
/// References live beside the test file by default: `__Snapshots__/<TestFile>/<name>.png`.
/// With `RECORD_SNAPSHOTS=1` in the environment the image is written as the reference and
/// the check fails (a recording run is never green; look at the picture, then run again
/// without it). On a mismatch `<name>.actual.png` and `<name>.diff.png` (differing pixels
/// red over a faded actual) are written beside the reference and the check fails saying how
/// many pixels differ and by how much.
public enum TransitionSnapshot {
    /// True when this run records references (`RECORD_SNAPSHOTS=1`).
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    }

    /// `__Snapshots__/<file name without .swift>` beside the test file at `filePath`.
    public static func defaultDirectory(for filePath: StaticString) -> URL {
        let file = URL(fileURLWithPath: "\(filePath)")
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    /// Checks `image` against `directory/<name>.png` within `tolerance`; throws a
    /// `SnapshotFailure` saying what happened (mismatch, missing, recorded). Works in
    /// XCTest and swift-testing alike: a thrown error fails the test.
    public static func verify(
        _ image: FrameImage, named name: String, in directory: URL,
        tolerance: ReferenceTolerance = .snapshot
    ) throws {
        let fm = FileManager.default
        let reference = directory.appendingPathComponent(name + ".png")
        let actualURL = directory.appendingPathComponent(name + ".actual.png")
        let diffURL = directory.appendingPathComponent(name + ".diff.png")
        let actual = image.makeFramebuffer()
        if isRecording {
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGFile.write(actual, to: reference.path)
            try? fm.removeItem(at: actualURL)
            try? fm.removeItem(at: diffURL)
            throw SnapshotFailure(
                description: "recorded \(reference.path); look at it, then run again without RECORD_SNAPSHOTS=1")
        }
        guard fm.fileExists(atPath: reference.path) else {
            throw SnapshotFailure(
                description: "no reference at \(reference.path); record it with RECORD_SNAPSHOTS=1 "
                    + "(that run fails), look at it, then commit it")
        }
        let expected = try PNGFile.read(reference.path)
        let difference = ImageDifference.compare(actual, expected, channelDelta: tolerance.maxChannelDelta)
        if difference.isWithin(tolerance) {
            try? fm.removeItem(at: actualURL)
            try? fm.removeItem(at: diffURL)
            return
        }
        var evidence = ""
        do {
            try PNGFile.write(actual, to: actualURL.path)
            evidence = "; actual image: \(actualURL.path)"
            if difference.sizeMismatch == nil {
                try PNGFile.write(
                    ImageDifference.diffImage(actual, expected, channelDelta: tolerance.maxChannelDelta),
                    to: diffURL.path)
                evidence += ", difference: \(diffURL.lastPathComponent)"
            }
        } catch {
            evidence = "; could not write the actual image: \(error)"
        }
        throw SnapshotFailure(
            description: "\(name) does not match \(reference.lastPathComponent) "
                + "(tolerance: channel delta \(tolerance.maxChannelDelta), "
                + "\(tolerance.maxDifferingPixelFraction * 100) % of pixels): \(difference.summary)\(evidence)")
    }
}

/// Why a snapshot check failed: a mismatch, a missing reference, or a recording run.
public struct SnapshotFailure: Error, CustomStringConvertible, Equatable {
    /// The message, with the paths of the reference and of any evidence written.
    public var description: String
}
