import Foundation
import PlaygroundKit
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Fails the running test (XCTest's or swift-testing's, at the caller's line) unless
/// `image` matches its reference; `TransitionSnapshot.verify` with the same arguments
/// says what each does. A nil image (a frame the recording did not keep) fails too.
///
///     assertTransitionSnapshot(recording.image(at: 12))                   // testGrows.1.png
///     assertTransitionSnapshot(recording.image(at: 24), named: "grown", record: .failed)
public func assertTransitionSnapshot(
    _ image: FrameImage?, named name: String? = nil, record: SnapshotRecordMode? = nil,
    tolerance: ReferenceTolerance = .snapshot, directory: URL? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    do {
        try TransitionSnapshot.verify(
            image, named: name, record: record, tolerance: tolerance, directory: directory, file: file,
            function: function)
    } catch {
        reportSnapshotFailure(error, fileID: fileID, file: file, line: line, column: column)
    }
}

/// Fails the running test unless `recording`'s trace (one `--trace` JSON line per frame)
/// matches its text reference: a change of timing or of any view's frame is caught without
/// pixels. The arguments are the image form's.
public func assertTransitionSnapshot(
    trace recording: TransitionRecording, named name: String? = nil, record: SnapshotRecordMode? = nil,
    directory: URL? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    do {
        try TransitionSnapshot.verify(
            trace: recording, named: name, record: record, directory: directory, file: file, function: function)
    } catch {
        reportSnapshotFailure(error, fileID: fileID, file: file, line: line, column: column)
    }
}

/// Records `error` as a failure of the running test: a swift-testing issue inside a
/// swift-testing test, else an XCTest failure.
func reportSnapshotFailure(_ error: any Error, fileID: StaticString, file: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: "\(error)"),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column)))
            return
        }
    #endif
    XCTFail("\(error)", file: file, line: line)
}
