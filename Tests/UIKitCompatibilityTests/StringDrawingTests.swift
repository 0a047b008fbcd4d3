import Foundation
import UIKitCompatibility
import XCTest

/// Text drawing and measuring with paragraph styles, as a tooltip measures its text with
/// `boundingRect(with:options:attributes:context:)` and then draws it in `draw(_:)` with
/// `draw(in:withAttributes:)`.
///
/// Apple (`NSParagraphStyle.lineSpacing`): "The distance in points between the bottom of one
/// line fragment and the top of the next." (`NSString.draw(in:withAttributes:)`): "Draws the
/// attributed string inside the specified bounding rectangle", wrapping to its width. With
/// no window the labels' estimate measures: 0.55 em a character, lines 1.2 em rounded up
/// (10-point text: 5.5 points a character, 12-point lines).
final class StringDrawingTests: XCTestCase {
    /// The measured height is every line plus `lineSpacing` between each two, never after
    /// the last; an attributed string measures in its attributes as the plain one does.
    func testLineSpacingAddsBetweenLinesOnly() {
        MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 10)
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 3
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
            let size = CGSize(width: 50, height: .greatestFiniteMagnitude)
            for (text, lines) in [("aaaa", 1.0), ("aaaa bbbb cccc", 2), ("a\nb\nc\nd", 4)] {
                let rect = text.boundingRect(
                    with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
                XCTAssertEqual(rect.height, lines * 12 + (lines - 1) * 3, accuracy: 1e-9, text)
                let attributed = NSAttributedString(string: text, attributes: attributes)
                XCTAssertEqual(
                    attributed.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil), rect)
            }
            XCTAssertEqual(font.lineHeight, 12)
        }
    }

    /// A truncating line break mode keeps each paragraph on one line, cut to the width, as
    /// string drawing does; the wrapping modes wrap, `.byCharWrapping` inside a word too.
    func testTruncatingStylesKeepOneLinePerParagraph() {
        MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 10)
            let size = CGSize(width: 30, height: 1000)
            @MainActor func height(_ mode: NSLineBreakMode) -> CGFloat {
                let style = NSMutableParagraphStyle()
                style.lineBreakMode = mode
                return "abcdefghij klm".boundingRect(
                    with: size, options: .usesLineFragmentOrigin, attributes: [.font: font, .paragraphStyle: style],
                    context: nil
                ).height
            }
            XCTAssertEqual(height(.byTruncatingTail), 12)
            XCTAssertEqual(height(.byClipping), 12)
            XCTAssertEqual(height(.byWordWrapping), 24, "the long word keeps a line, then 'klm'")
            XCTAssertEqual(height(.byCharWrapping), 36, "five characters a line: 'abcde', 'fghij', 'klm'")
        }
    }

    /// Drawn in a view's `draw(_:)`, the text becomes layers over the drawing, in the
    /// attributes' colour and alignment, one line height apart plus the spacing, from the
    /// rectangle's top; lines below the rectangle are not drawn.
    func testDrawInRectLaysTheLinesFromTheTop() throws {
        try MainActor.assumeIsolated {
            final class Bubble: UIView {
                var text = "aaaa bbbb cccc dddd"
                override func draw(_ rect: CGRect) {
                    UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                    let style = NSMutableParagraphStyle()
                    style.alignment = .center
                    style.lineSpacing = 2
                    text.draw(
                        in: CGRect(x: 5, y: 7, width: 50, height: 40),
                        withAttributes: [
                            .font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.red,
                            .paragraphStyle: style,
                        ])
                }
            }
            let bubble = Bubble(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let node = bubble.makeLayer()
            guard case .drawing = node.content else { return XCTFail("the fill is drawn as content") }
            let lines = node.sublayers
            XCTAssertEqual(lines.count, 2, "two lines of 12 and a spacing of 2 fit in 40; a third would not")
            for (index, line) in lines.enumerated() {
                guard case .text(let text) = line.content else { return XCTFail("a text layer") }
                XCTAssertEqual(text.color, .red)
                XCTAssertEqual(text.alignment, .center)
                XCTAssertEqual(text.fontSize, 10)
                XCTAssertEqual(line.transform.tx, 5)
                XCTAssertEqual(line.transform.ty, 7 + Double(index) * 14)
                XCTAssertEqual(line.bounds.size, CGSize(width: 50, height: 12))
            }
            let first = try XCTUnwrap(lines.first)
            guard case .text(let text) = first.content else { return }
            XCTAssertEqual(text.string, "aaaa bbbb")

            // Outside a drawing there is no context, and nothing happens.
            "x".draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: nil)
            NSAttributedString(string: "x").draw(with: .zero, options: .usesLineFragmentOrigin, context: nil)
        }
    }

    /// A label takes its alignment and line break mode from the first character's paragraph
    /// style, as UIKit's does from `attributedText`.
    func testLabelsHonourTheParagraphStyle() {
        MainActor.assumeIsolated {
            let style = NSMutableParagraphStyle()
            style.alignment = .right
            style.lineBreakMode = .byCharWrapping
            let label = UILabel()
            label.attributedText = NSAttributedString(string: "hi", attributes: [.paragraphStyle: style])
            XCTAssertEqual(label.textAlignment, .right)
            XCTAssertEqual(label.lineBreakMode, .byCharWrapping)
            XCTAssertEqual(style.mutableCopy(), style)
            XCTAssertEqual(NSParagraphStyle.default.lineBreakMode, .byWordWrapping)
        }
    }

    /// An attribute dictionary written with no declared type compiles, as in UIKit where the
    /// font, colour and paragraph style are all `NSObject`s, and measures as a typed one.
    func testAttributeDictionariesNeedNoTypeAnnotation() {
        MainActor.assumeIsolated {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 4
            let attributes = [
                NSAttributedString.Key.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.red,
                .paragraphStyle: style,
            ]
            let rect = "a\nb".boundingRect(
                with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: attributes,
                context: nil)
            XCTAssertEqual(rect.height, 12 + 4 + 12)
        }
    }
}
