import Foundation
import UIKitCompatibility
import XCTest

/// `NSFoundationVersionNumber`, which Apple documents as "the version of the Foundation
/// framework in the current environment", and the `NSFoundationVersionNumber_iOS_*`
/// constants ("Foundation version released in iOS version 7.1", "Foundation version ceiling
/// for any update of iOS version 9.x") that older code compares it with.
final class NSFoundationVersionNumberTests: XCTestCase {
    /// The playground follows iOS 18, so the version is past every named release, as a
    /// side menu's `floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1`
    /// test of an iOS 7 status bar finds it is not.
    func testTheVersionIsLaterThanEveryNamedIOSRelease() {
        XCTAssertFalse(floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1)
        XCTAssertGreaterThan(floor(NSFoundationVersionNumber), Double(NSFoundationVersionNumber_iOS_9_x_Max))
        XCTAssertGreaterThan(NSFoundationVersionNumber, NSFoundationVersionNumber_iOS_9_4)
        MainActor.assumeIsolated { XCTAssertEqual(UIDevice.current.systemVersion, "18.0") }
    }

    /// The constants keep their release order, so a range test between two of them picks
    /// out one release.
    func testTheConstantsKeepTheirReleaseOrder() {
        let releases = [
            NSFoundationVersionNumber_iOS_7_0, NSFoundationVersionNumber_iOS_7_1,
            NSFoundationVersionNumber_iOS_8_0, Double(NSFoundationVersionNumber_iOS_8_x_Max),
            NSFoundationVersionNumber_iOS_9_0, NSFoundationVersionNumber_iOS_9_4,
            Double(NSFoundationVersionNumber_iOS_9_x_Max),
        ]
        XCTAssertEqual(releases, releases.sorted())
        XCTAssertEqual(NSFoundationVersionNumber_iOS_7_1, 1047.25)
        XCTAssertEqual(NSFoundationVersionNumber_iOS_9_x_Max, 1299)
    }
}
