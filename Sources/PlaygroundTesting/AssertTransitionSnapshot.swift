import Foundation
import PlaygroundKit
import XCTest

/// XCTest's form of `TransitionSnapshot.verify`: fails the test (at the caller's line)
/// unless `image` matches the reference `<name>.png` within `tolerance`.
///
/// References live in `__Snapshots__/<TestFile>/` beside the calling file unless
/// `directory` says otherwise; `RECORD_SNAPSHOTS=1` records them (and fails that run); a
/// mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the reference. A nil
/// image (a frame the recording did not keep) fails too. Usable from any thread.
public func assertTransitionSnapshot(
    _ image: FrameImage?, named name: String, directory: URL? = nil,
    tolerance: ReferenceTolerance = .snapshot,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let image else {
        XCTFail(
            "no image for snapshot \(name): keep the frame with TransitionRecorder(images: ...)", file: file, line: line
        )
        return
    }
    do {
        try TransitionSnapshot.verify(
            image, named: name, in: directory ?? TransitionSnapshot.defaultDirectory(for: file),
            tolerance: tolerance)
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
