import Foundation
import UIKitCompatibility
import XCTest

/// Names UIKit code reaches for that this platform answers honestly: the application's
/// life-cycle notifications (never posted: the playground's app is always active), Core
/// Foundation's wall clock, and an image's equality.
final class UIKitLifecycleNamesTests: XCTestCase {
    /// Each notification carries UIKit's own name string, so code that builds the name from
    /// the string or compares it sees the same value, and no two names collide.
    func testLifecycleNotificationNamesAreUIKitsAndDistinct() {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didEnterBackgroundNotification, "UIApplicationDidEnterBackgroundNotification"),
            (UIApplication.willEnterForegroundNotification, "UIApplicationWillEnterForegroundNotification"),
            (UIApplication.didBecomeActiveNotification, "UIApplicationDidBecomeActiveNotification"),
            (UIApplication.willResignActiveNotification, "UIApplicationWillResignActiveNotification"),
            (UIApplication.willTerminateNotification, "UIApplicationWillTerminateNotification"),
            (UIApplication.didReceiveMemoryWarningNotification, "UIApplicationDidReceiveMemoryWarningNotification"),
            (UIApplication.willChangeStatusBarFrameNotification, "UIApplicationWillChangeStatusBarFrameNotification"),
        ]
        for (name, raw) in names { XCTAssertEqual(name.rawValue, raw) }
        XCTAssertEqual(Set(names.map(\.0)).count, names.count)
    }

    /// Apple, `CFAbsoluteTimeGetCurrent()`: "Absolute time is measured in seconds relative to
    /// the absolute reference date of Jan 1 2001 00:00:00 GMT." The same count as
    /// `Date.timeIntervalSinceReferenceDate`, read between two readings of it. Core
    /// Foundation's clock and Foundation's `Date` here round the time differently below the
    /// microsecond, so the order holds to within a few microseconds.
    func testAbsoluteTimeCountsFromTheReferenceDate() {
        for _ in 0..<100 {
            let before = Date().timeIntervalSinceReferenceDate
            let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
            let after = Date().timeIntervalSinceReferenceDate
            XCTAssertLessThanOrEqual(before, now + 1e-5)
            XCTAssertLessThanOrEqual(now, after + 1e-5)
        }
        XCTAssertEqual(Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSince1970: 978_307_200))
    }

    /// "The isEqual(_:) method is the only reliable way to determine whether two images
    /// contain the same image data." An image equals itself, a variant painted another way
    /// (`withRenderingMode(_:)`) is a different image, and images go in a `Set`.
    func testImagesCompareByTheirImageAndHash() {
        MainActor.assumeIsolated {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 1)
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
            let image = UIGraphicsGetImageFromCurrentImageContext()!
            UIGraphicsEndImageContext()
            let template = image.withRenderingMode(.alwaysTemplate)
            XCTAssertTrue(image == image)
            XCTAssertFalse(image == template)
            XCTAssertEqual(Set([image, image, template]).count, 2)
            XCTAssertTrue(image.isEqual(image))
            XCTAssertFalse(image.isEqual(template))
        }
    }
}
