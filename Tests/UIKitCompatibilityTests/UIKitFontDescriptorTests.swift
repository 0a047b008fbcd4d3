import Foundation
import UIKitCompatibility
import XCTest

/// `UIFont(descriptor:size:)`, as Apple documents its size: "The size in points to which
/// the font is scaled. If greater than 0.0, it has precedence over UIFontDescriptorSizeAttribute
/// in descriptor." A bold trait makes the font bold, the one trait the renderer draws. And a
/// label's `attributedText` shows its string in the font and colour of its first character.
final class UIKitFontDescriptorTests: XCTestCase {
    func testTheSizeArgumentWinsOverTheDescriptorsUnlessItIsZero() {
        for (descriptorSize, size, expected) in [(12.0, 20.0, 20.0), (12, 0, 12), (30, 9, 9)] {
            let descriptor = UIFontDescriptor(name: "Avenir", size: descriptorSize)
            XCTAssertEqual(UIFont(descriptor: descriptor, size: size).pointSize, expected)
        }
    }

    func testABoldTraitMakesABoldFontAndReadsBack() throws {
        let regular = UIFont.systemFont(ofSize: 15)
        XCTAssertFalse(regular.fontDescriptor.symbolicTraits.contains(.traitBold))
        let descriptor = try XCTUnwrap(regular.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: regular.pointSize)
        XCTAssertTrue(bold.isDrawnBold)
        XCTAssertEqual(bold.pointSize, 15)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(descriptor.withSize(30).pointSize, 30)
    }

    func testAttributedTextShowsItsStringInItsFirstRunsFontAndColour() {
        MainActor.assumeIsolated {
            let label = UILabel()
            let text = NSMutableAttributedString(
                string: "Saved", attributes: [.font: UIFont.boldSystemFont(ofSize: 21), .foregroundColor: UIColor.red])
            text.append(NSAttributedString(string: " now"))
            label.attributedText = text
            XCTAssertEqual(label.text, "Saved now")
            XCTAssertEqual(label.font.pointSize, 21)
            XCTAssertTrue(label.font.isDrawnBold)
            XCTAssertEqual(label.textColor, .red)
            XCTAssertEqual(label.attributedText?.string, "Saved now")
            label.attributedText = nil
            XCTAssertNil(label.text)
        }
    }
}
