import Foundation
import UIKitCompatibility
import XCTest

/// Foundation's key-value observing, as its documentation states the options:
/// `.new` / `.old` — "the change dictionary should provide the new/old attribute value";
/// `.initial` — "a notification should be sent to the observer immediately, before the
/// observer registration method even returns" (with the new value when `.new` is given, and
/// never an old one); `.prior` — "separate notifications should be sent to the observer
/// before and after each change, instead of a single notification after the change", the
/// prior one with `isPrior` and the old value, never a new one. An
/// `NSKeyValueObservation` stops "when it's invalidated or deinitialized".
final class KeyValueObservingTests: XCTestCase {
    private struct Seen: Equatable {
        var old: CGRect?
        var new: CGRect?
        var prior: Bool
    }

    func testOptionsAsFoundationDocumentsThem() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var seen: [Seen] = []
            let token = view.observe(\.frame, options: [.initial, .old, .new, .prior]) { _, change in
                seen.append(Seen(old: change.oldValue, new: change.newValue, prior: change.isPrior))
            }
            XCTAssertEqual(seen, [Seen(old: nil, new: CGRect(x: 0, y: 0, width: 10, height: 10), prior: false)])
            seen = []
            view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
            XCTAssertEqual(
                seen,
                [
                    Seen(old: CGRect(x: 0, y: 0, width: 10, height: 10), new: nil, prior: true),
                    Seen(
                        old: CGRect(x: 0, y: 0, width: 10, height: 10), new: CGRect(x: 5, y: 5, width: 20, height: 20),
                        prior: false),
                ], "one change for a set of frame, though it sets center and bounds")
            token.invalidate()
            seen = []
            view.frame = .zero
            XCTAssertEqual(seen, [], "nothing after invalidate()")
        }
    }

    func testFrameHearsOfCenterAndBoundsAndStopsWhenTheTokenIsReleased() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var frames: [CGRect?] = []
            var centres: [CGPoint?] = []
            var token: NSKeyValueObservation? = view.observe(\.frame, options: [.new]) { _, change in
                frames.append(change.newValue)
            }
            let centreToken = view.observe(\.center, options: [.old]) { _, change in centres.append(change.oldValue) }
            view.center = CGPoint(x: 10, y: 10)
            view.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
            XCTAssertEqual(
                frames, [CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 8, y: 8, width: 4, height: 4)])
            XCTAssertEqual(centres, [CGPoint(x: 5, y: 5)], "center is not told of bounds")
            XCTAssertNotNil(token)
            token = nil
            view.center = .zero
            XCTAssertEqual(frames.count, 2, "a released token stops the observation")
            XCTAssertEqual(centres.count, 2)
            centreToken.invalidate()
        }
    }
}
