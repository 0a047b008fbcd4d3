import Foundation
@_exported import PlaygroundTesting
import Renderer
import XCTest

/// Where reference images live and where failed runs leave their evidence.
package enum ReferenceImages {
    /// The repository root, found from this file (Tests/TestSupport/ReferenceImage.swift).
    package static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// `Tests/RendererTests/References`; names may hold sub-folders, one per feature.
    package static var directory: URL {
        repositoryRoot.appendingPathComponent("Tests/RendererTests/References")
    }

    /// `out/reference-failures`: actual and diff images of failed comparisons (ignored by git).
    package static var failureDirectory: URL {
        repositoryRoot.appendingPathComponent("out/reference-failures")
    }

    /// True when this run should record missing or mismatching references.
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_REFERENCES"] == "1"
    }
}

/// Fails the test unless `fb` matches `Tests/RendererTests/References/<named>.png` within
/// `tolerance`.
///
/// On a mismatch it says how many pixels differ and by how much, and writes
/// `out/reference-failures/<named>-actual.png` and `-diff.png` (differing pixels red).
/// A missing reference fails with instructions; with `RECORD_REFERENCES=1` the image is
/// written as the new reference and the test still fails, so a recording run is never green.
package func assertMatchesReference(
    _ fb: Framebuffer, named name: String,
    tolerance: ReferenceTolerance = .init(
        maxChannelDelta: 2,
        maxDifferingPixelFraction: 0.001),
    file: StaticString = #filePath, line: UInt = #line
) {
    let referenceURL = ReferenceImages.directory.appendingPathComponent(name + ".png")
    let fm = FileManager.default
    func record() -> String? {
        do {
            try fm.createDirectory(at: referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGFile.write(fb, to: referenceURL.path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    guard fm.fileExists(atPath: referenceURL.path) else {
        if ReferenceImages.isRecording {
            if let problem = record() {
                XCTFail("reference \(name) missing and could not be recorded: \(problem)", file: file, line: line)
            } else {
                XCTFail(
                    "recorded reference \(referenceURL.path); look at it, then re-run without RECORD_REFERENCES",
                    file: file, line: line)
            }
        } else {
            XCTFail(
                "missing reference \(referenceURL.path); record it with RECORD_REFERENCES=1 swift test "
                    + "--disable-swift-testing --filter <this test>, look at it, then commit it",
                file: file, line: line)
        }
        return
    }

    let expected: Framebuffer
    do {
        expected = try PNGFile.read(referenceURL.path)
    } catch {
        XCTFail("reference \(name) unreadable: \(error)", file: file, line: line)
        return
    }
    let difference = ImageDifference.compare(fb, expected, channelDelta: tolerance.maxChannelDelta)
    if difference.isWithin(tolerance) { return }

    var evidence = ""
    let actualURL = ReferenceImages.failureDirectory.appendingPathComponent(name + "-actual.png")
    do {
        try fm.createDirectory(at: actualURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGFile.write(fb, to: actualURL.path)
        evidence = "; actual written to \(actualURL.path)"
        if difference.sizeMismatch == nil {
            let diffURL = ReferenceImages.failureDirectory.appendingPathComponent(name + "-diff.png")
            try PNGFile.write(
                ImageDifference.diffImage(fb, expected, channelDelta: tolerance.maxChannelDelta), to: diffURL.path)
            evidence += " and diff to \(diffURL.lastPathComponent)"
        }
    } catch {
        evidence = "; could not write the actual image: \(error)"
    }
    if ReferenceImages.isRecording, record() == nil {
        evidence += "; RECORD_REFERENCES=1 re-recorded the reference, look at it and re-run"
    }
    XCTFail("\(name) does not match its reference: \(difference.summary)\(evidence)", file: file, line: line)
}
