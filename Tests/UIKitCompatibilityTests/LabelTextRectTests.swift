import UIKitCompatibility
import XCTest

/// A label subclass that pads its text, as snackbars and chips write one: it overrides
/// `textRect(forBounds:limitedToNumberOfLines:)` and `drawText(in:)`.
private final class PaddedLabel: UILabel {
    var contentInset = UIEdgeInsets(top: 3, left: 10, bottom: 5, right: 20)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let text = super.textRect(forBounds: bounds.inset(by: contentInset), limitedToNumberOfLines: numberOfLines)
        return text.inset(
            by: UIEdgeInsets(
                top: -contentInset.top, left: -contentInset.left, bottom: -contentInset.bottom,
                right: -contentInset.right))
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: contentInset))
    }
}

/// `UILabel`'s text rectangle and text drawing as overridable steps, and its text shadow.
///
/// Apple (`textRect(forBounds:limitedToNumberOfLines:)`): "Returns the drawing rectangle for
/// the label's text ... Override this method in subclasses that require changes in the
/// label's bounding rectangle to occur before the system performs other text layout
/// calculations." (`drawText(in:)`): "Draws the label's text, or its shadow, in the specified
/// rectangle ... invoke `super` to do the actual drawing, or you can do the drawing yourself.
/// If you do render the text yourself, don't invoke `super`." (`shadowColor`): "The default
/// value for this property is nil, which indicates that no shadow is drawn." With no window
/// the labels' estimate measures: 0.55 em a character, lines 1.2 em rounded up.
final class LabelTextRectTests: XCTestCase {
    /// The padding reaches the intrinsic size, for one line and for several.
    func testTheIntrinsicSizeComesFromTheTextRect() {
        MainActor.assumeIsolated {
            let plain = UILabel()
            plain.font = .systemFont(ofSize: 10)
            plain.text = "abcd"
            let padded = PaddedLabel()
            padded.font = .systemFont(ofSize: 10)
            padded.text = "abcd"
            XCTAssertEqual(plain.intrinsicContentSize, CGSize(width: 22, height: 12))
            XCTAssertEqual(padded.intrinsicContentSize, CGSize(width: 22 + 30, height: 12 + 8))
            padded.numberOfLines = 0
            padded.preferredMaxLayoutWidth = 30 + 30
            padded.text = "aaaa bbbb"
            XCTAssertEqual(padded.intrinsicContentSize.height, 2 * 12 + 8, "broken to the width inside the padding")
        }
    }

    /// The text is drawn where the override sends it: a text layer over the inset rectangle,
    /// instead of the label's own content over the whole bounds.
    func testTheDrawnTextMovesWithDrawText() throws {
        try MainActor.assumeIsolated {
            let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            plain.text = "hello"
            guard case .text = plain.makeLayer().content else { return XCTFail("a plain label draws its content") }

            let padded = PaddedLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            padded.text = "hello"
            let node = padded.makeLayer()
            XCTAssertEqual(node.content, .none)
            let text = try XCTUnwrap(node.sublayers.first)
            XCTAssertEqual(text.transform.tx, 10)
            XCTAssertEqual(text.transform.ty, 3)
            XCTAssertEqual(text.bounds.size, CGSize(width: 70, height: 32))
            guard case .text(let content) = text.content else { return XCTFail("the text as a layer") }
            XCTAssertEqual(content.string, "hello")
        }
    }

    /// A subclass that draws nothing in `drawText(in:)` shows no text.
    func testNotCallingSuperDrawsNoText() {
        MainActor.assumeIsolated {
            final class Silent: UILabel {
                override func drawText(in rect: CGRect) {}
            }
            let label = Silent(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            label.text = "quiet"
            let node = label.makeLayer()
            XCTAssertEqual(node.content, .none)
            XCTAssertTrue(node.sublayers.isEmpty)
        }
    }

    /// No shadow by default; with a colour, a copy of the text in it lies `shadowOffset`
    /// away, under the text (UIKit's default offset is one point up).
    func testShadowColorDrawsACopyUnderTheText() throws {
        try MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
            label.text = "shade"
            label.textColor = .white
            XCTAssertNil(label.shadowColor)
            XCTAssertEqual(label.shadowOffset, CGSize(width: 0, height: -1))
            label.shadowColor = .black
            label.shadowOffset = CGSize(width: 1, height: 2)
            let layers = label.makeLayer().sublayers
            XCTAssertEqual(layers.count, 2)
            let shadow = try XCTUnwrap(layers.first)
            let text = try XCTUnwrap(layers.last)
            guard case .text(let shadowText) = shadow.content, case .text(let mainText) = text.content else {
                return XCTFail("two text layers")
            }
            XCTAssertEqual(shadowText.color, .black)
            XCTAssertEqual(mainText.color, .white)
            XCTAssertEqual(shadow.transform.tx - text.transform.tx, 1)
            XCTAssertEqual(shadow.transform.ty - text.transform.ty, 2)
        }
    }
}
