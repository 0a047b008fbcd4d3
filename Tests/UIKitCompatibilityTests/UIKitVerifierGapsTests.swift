import Foundation
import UIKitCompatibility
import XCTest

/// Small UIKit names that libraries this project had never seen asked for.
final class UIKitVerifierGapsTests: XCTestCase {
    /// Apple's `UIUserInterfaceIdiom`: "Constants that indicate the interface type for the
    /// device", with `.tv` ("An interface designed for tvOS and Apple TV"), `.carPlay`, `.mac`
    /// and `.vision` beside `.phone` and `.pad`. The raw values are UIKit's (tv 2, carPlay 3,
    /// mac 5, vision 6), and this platform's window is only ever a phone or a pad.
    func testIdiomsHaveUIKitsValuesAndTheDeviceIsAPhoneOrAPad() {
        let idioms: [(UIUserInterfaceIdiom, Int)] = [
            (.unspecified, -1), (.phone, 0), (.pad, 1), (.tv, 2), (.carPlay, 3), (.mac, 5), (.vision, 6),
        ]
        for (idiom, raw) in idioms {
            XCTAssertEqual(idiom.rawValue, raw)
            XCTAssertEqual(UIUserInterfaceIdiom(rawValue: raw), idiom)
        }
        MainActor.assumeIsolated {
            XCTAssertTrue([.phone, .pad].contains(UIDevice.current.userInterfaceIdiom))
        }
    }

    /// `UIColor.cgColor` is "The Quartz color that corresponds to the color of the color
    /// object", of type `CGColor`: here the same colour, so a `CGColor` in a signature holds
    /// exactly the components it was given.
    func testCGColorIsTheColourItself() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let cg: CGColor = color.cgColor
        XCTAssertEqual(cg, color)
        let components = cg.components ?? []
        XCTAssertEqual(components.count, 4)
        for (got, want) in zip(components, [0.2, 0.4, 0.6, 0.8]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
    }

    /// The status-bar notifications are distinct names spelled as UIKit posts them, so an
    /// observer of one is not called for another.
    func testStatusBarNotificationsAreUIKitsNames() {
        let names: [(Notification.Name, String)] = [
            (
                UIApplication.willChangeStatusBarOrientationNotification,
                "UIApplicationWillChangeStatusBarOrientationNotification"
            ),
            (
                UIApplication.didChangeStatusBarOrientationNotification,
                "UIApplicationDidChangeStatusBarOrientationNotification"
            ),
            (UIApplication.didChangeStatusBarFrameNotification, "UIApplicationDidChangeStatusBarFrameNotification"),
        ]
        for (name, raw) in names { XCTAssertEqual(name.rawValue, raw) }
    }
}

extension UIKitVerifierGapsTests {
    /// Apple's `UIRectFill(_:)`: "Fills the specified rectangle with the current color."
    /// Drawn in an image context, the rectangle is one fill of the colour `setFill()` chose.
    func testRectFillFillsWithTheCurrentFillColour() {
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))  // no context: draws nothing, no crash
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 1)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 2, y: 2, width: 4, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        let commands = image?.drawing?.commands ?? []
        XCTAssertEqual(commands.count, 1)
        XCTAssertEqual(commands.first?.paint, .color(.red))
        XCTAssertEqual(commands.first?.path.boundingBox, CGRect(x: 2, y: 2, width: 4, height: 4))
    }

    /// `HUGE` is Darwin's `MAXFLOAT`, the largest finite `Float`: a repeat count of it is
    /// finite but beyond any run.
    func testHugeIsTheLargestFiniteFloat() {
        XCTAssertEqual(HUGE, Float.greatestFiniteMagnitude)
        XCTAssertTrue(HUGE.isFinite)
    }
}

extension UIKitVerifierGapsTests {
    /// `textView.textContainer.lineFragmentPadding` reads and sets the text view's own
    /// padding ("The default value of this property is 5.0").
    func testTheTextContainerSetsTheTextViewsLinePadding() {
        MainActor.assumeIsolated {
            let view = UITextView()
            XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)
            view.textContainer.lineFragmentPadding = 0
            XCTAssertEqual(view.lineFragmentPadding, 0)
            XCTAssertEqual(view.textContainer.lineFragmentPadding, 0)
        }
    }
}

extension UIKitVerifierGapsTests {
    /// Apple's `CGFloat.native`: "The native value." A `CGFloat`'s native value is the same
    /// number, for any value including the infinities.
    func testNativeIsTheSameNumber() {
        for value: CGFloat in [0, -1.5, 3.25, .infinity, -.greatestFiniteMagnitude] {
            XCTAssertEqual(value.native, value)
        }
    }
}
