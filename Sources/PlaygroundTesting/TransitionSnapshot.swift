import Foundation
import PlaygroundKit
import Renderer

extension ReferenceTolerance {
    /// The snapshot default: a channel may be off by 2 (of 255) anywhere, and 0.1 % of the
    /// pixels may be off by more (anti-aliasing that moved by a rounding step).
    public static let snapshot = ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.001)
}

/// Snapshot checks of recordings, as swift-snapshot-testing does for views, with images
/// and traces on Linux. `assertTransitionSnapshot` reports to XCTest or swift-testing;
/// `verify` throws instead, with the same arguments.
///
/// The rules, for every form:
/// - the reference is `<name>.png` (`.txt` for a trace) in `directory`, by default the
///   test file's folder under `Tests/__Snapshots__/` (see ``SnapshotLocation``); with no
///   name, the test function's name and a counter (`testCardGrows.1`);
/// - the record mode is the assertion's `record`, else the scope's (``withSnapshotTesting(record:artifactsDirectory:operation:)``,
///   the `.snapshots(record:)` trait), else the environment's (`SNAPSHOT_RECORD`,
///   `RECORD_SNAPSHOTS=1` for `.all`), else ``SnapshotRecordMode/missing``;
/// - writing a reference fails the check once, saying where it wrote it;
/// - a mismatch fails with the difference and the paths of its artifacts (actual,
///   difference, side by side), written under the build folder or `SNAPSHOT_ARTIFACTS`,
///   never beside the reference;
/// - a folder the check is given (`directory`, `SNAPSHOT_ARTIFACTS`, the scope's artifacts
///   folder) is made when missing but never a missing parent of it, which fails the check
///   with one line saying so; the folders the library names inside it (`__Snapshots__/...`
///   in the tests folder, the artifacts' subfolders) are made as needed.
public enum TransitionSnapshot {
    /// Checks `image` against its reference within `tolerance`; throws a ``SnapshotFailure``
    /// when it does not match, when a reference was written, or when `image` is nil (a
    /// frame the recording did not keep).
    public static func verify(
        _ image: FrameImage?, named name: String? = nil, record: SnapshotRecordMode? = nil,
        tolerance: ReferenceTolerance = .snapshot, directory: URL? = nil,
        file: StaticString = #filePath, function: StaticString = #function
    ) throws {
        guard let image else {
            // Both causes are named: asking for a frame past a recording's end (which stops
            // once its script ended and nothing moves) looks the same as not asking.
            throw SnapshotFailure(
                description: "no image for snapshot \(name ?? "\(function)"): the recording did not keep that "
                    + "frame (keep the frame with TransitionRecorder's images: .frames([...]) or .all) or ended "
                    + "before it (a recording stops once its script has ended and nothing moves: check "
                    + "recording.frames.count, or end the script with a longer wait)")
        }
        try check(
            .image(image, tolerance: tolerance), named: name, record: record, directory: directory,
            file: file, function: function)
    }

    /// Checks `recording`'s trace (one `--trace` JSON line per frame) against its text
    /// reference; throws a ``SnapshotFailure`` as the image form does.
    public static func verify(
        trace recording: TransitionRecording, named name: String? = nil, record: SnapshotRecordMode? = nil,
        directory: URL? = nil, file: StaticString = #filePath, function: StaticString = #function
    ) throws {
        try check(.trace(recording), named: name, record: record, directory: directory, file: file, function: function)
    }

    static func check(
        _ subject: SnapshotSubject, named givenName: String?, record: SnapshotRecordMode?, directory: URL?,
        file: StaticString, function: StaticString
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        let scope = SnapshotConfiguration.current
        let mode = try record ?? scope.record ?? SnapshotRecordMode.fromEnvironment(environment) ?? .missing
        let name = givenName ?? SnapshotLocation.automaticName(file: file, function: function)
        let folder = directory ?? SnapshotLocation.referenceDirectory(for: file)
        let reference = folder.appendingPathComponent("\(name).\(subject.fileExtension)")
        let evidenceRoot = SnapshotLocation.artifactsRoot(
            base: scope.artifactsDirectory, environment: environment, testExecutable: CommandLine.arguments.first)
        let evidence = SnapshotLocation.artifactsDirectory(
            base: evidenceRoot, referenceDirectory: folder, environment: environment,
            testExecutable: CommandLine.arguments.first)
        let fm = FileManager.default
        let stale = ["actual.png", "diff.png", "side-by-side.png", "actual.txt", "diff.txt"].map {
            evidence.appendingPathComponent("\(name).\($0)")
        }

        // A folder given as `directory` may be made but not its parent, as `--frames`; the
        // default one's `__Snapshots__` tree is the library's own, inside the tests folder.
        func writeReference() throws {
            do {
                try OutputFolder.prepare(
                    folder.path, inside: (directory ?? SnapshotLocation.owner(ofReferenceDirectory: folder)).path)
            } catch {
                throw SnapshotFailure(description: "cannot record \(reference.path): \(error)")
            }
            try subject.write(reference)
        }
        if mode == .all {
            try writeReference()
            for url in stale { try? fm.removeItem(at: url) }
            throw SnapshotFailure(
                description: "recorded \(reference.path) (record mode all); look at it, then run again "
                    + "without recording")
        }
        guard fm.fileExists(atPath: reference.path) else {
            if mode == .never {
                throw SnapshotFailure(
                    description: "no reference at \(reference.path), and record mode never does not record it; "
                        + "run with SNAPSHOT_RECORD=missing to record it")
            }
            try writeReference()
            throw SnapshotFailure(
                description: "no reference at \(reference.path): recorded it now (record mode \(mode.rawValue)); "
                    + "look at it, commit it, and run again")
        }
        guard let mismatch = try subject.compare(reference) else {
            for url in stale { try? fm.removeItem(at: url) }
            return
        }
        var paths: [String] = []
        var problems = ""
        do {
            try OutputFolder.prepare(evidence.path, inside: evidenceRoot.path)
            for artifact in mismatch.artifacts {
                let url = evidence.appendingPathComponent("\(name).\(artifact.suffix)")
                try artifact.write(url)
                paths.append(url.path)
            }
        } catch {
            problems = "; could not write the failure artifacts: \(error)"
        }
        var message = "\(name) does not match \(reference.path): \(mismatch.summary)"
        if !paths.isEmpty { message += "\n" + paths.map { "  " + $0 }.joined(separator: "\n") }
        message += problems
        if mode == .failed {
            try writeReference()
            message += "\nre-recorded the reference (record mode failed); look at it, then run again"
        }
        throw SnapshotFailure(description: message)
    }
}

/// Why a snapshot check failed: a mismatch, a missing or newly written reference, or a
/// setting it could not read. The description has the paths of every file involved.
public struct SnapshotFailure: Error, CustomStringConvertible, Equatable {
    /// The message, with the paths of the reference and of any artifacts written.
    public var description: String

    /// A failure saying `description`.
    public init(description: String) { self.description = description }
}
