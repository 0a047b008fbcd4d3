import UIKitCompatibility
import XCTest

/// What UIKit code gets from the members every UIKit class inherits from `NSObject`: `init()`
/// on a colour or a font, and key-value coding's string keys on the application and views.
final class NSObjectInitializerTests: XCTestCase {
    /// `UIColor()` is `NSObject`'s `init()`, for which UIKit documents no colour; here it is
    /// transparent black, so a placeholder colour draws nothing until it is replaced.
    func testAnEmptyColourIsTransparentBlack() {
        let color = UIColor()
        XCTAssertEqual(color.rgba.red, 0)
        XCTAssertEqual(color.rgba.green, 0)
        XCTAssertEqual(color.rgba.blue, 0)
        XCTAssertEqual(color.rgba.alpha, 0)
        XCTAssertEqual(color, UIColor.clear)
    }

    /// `UIFont()` is `NSObject`'s `init()` too; here it is the system font at
    /// `labelFontSize`, regular: what a label with no font draws with.
    func testAnEmptyFontIsTheLabelsDefault() {
        MainActor.assumeIsolated {
            let font = UIFont()
            XCTAssertEqual(font.pointSize, 17)
            XCTAssertEqual(font.fontName, UIFont.systemFamilyName)
            XCTAssertFalse(font.isDrawnBold)
            XCTAssertEqual(font, UIFont.systemFont(ofSize: UIFont.labelFontSize))
            let label = UILabel()
            XCTAssertEqual(label.font, font, "the font a label draws with when none is set")
        }
    }

    /// `NSObject.value(forUndefinedKey:)`: "Invoked by value(forKey:) when it finds no
    /// property corresponding to a given key." UIKit code that reads a private key
    /// (`UIApplication.shared.value(forKey: "statusBar") as? UIView`) gets nil here, a key
    /// no object has, and a write of one changes nothing.
    func testPrivateKeysReadNilAndWritesAreIgnored() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIApplication.shared.value(forKey: "statusBar"))
            XCTAssertNil(UIApplication.shared.value(forKey: "statusBarWindow") as? UIWindow)
            UIApplication.shared.setValue(UIColor.red, forKey: "statusBarColor")
            XCTAssertNil(UIApplication.shared.value(forKey: "statusBarColor"))

            let field = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            field.backgroundColor = .blue
            field.setValue(UIColor.red, forKey: "backgroundColor")
            XCTAssertEqual(field.backgroundColor, .blue, "no property is written by name")
            XCTAssertNil(field.value(forKey: "_placeholderLabel"))
        }
    }
}
