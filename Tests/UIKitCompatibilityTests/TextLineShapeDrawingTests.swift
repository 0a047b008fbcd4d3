import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// A text view's own drawing around its container's exclusion paths, and a label's attributed
/// text drawn and measured with paragraph indents and kern: pixels from the renderer, and the
/// sizes a layout pass reads, against each other and against TextKit's layout manager.
final class TextLineShapeDrawingTests: XCTestCase {
    private static let text =
        "The quick brown fox jumps over the lazy dog while the cat sleeps by the warm fire all day long"

    /// Renders `view` alone in a white window of `size` at scale 1, leaving it in the window
    /// (which `window` keeps) so what it measures next is measured with the same fonts.
    @MainActor private static func render(
        _ view: UIView, size: CGSize, rasterizer: TextRasterizer, window: inout Window?
    ) -> Framebuffer {
        view.removeFromSuperview()
        let made = Window(size: size, clock: VirtualClock())
        made.textMeasurer = FontMeasurer(rasterizer: rasterizer)
        made.rootView.addSubview(view)
        made.tick()
        let framebuffer = Framebuffer(width: Int(size.width), height: Int(size.height))
        Renderer(textMasks: rasterizer).renderFull(made.layerTree(), into: framebuffer, scale: 1, background: .white)
        window = made
        return framebuffer
    }

    /// The pixels of `rect` dark enough to be text (black on white).
    private static func inked(_ framebuffer: Framebuffer, _ rect: CGRect) -> Int {
        var count = 0
        for y in max(0, Int(rect.minY))..<min(framebuffer.height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(framebuffer.width, Int(rect.maxX))
            where framebuffer[x, y] & 0xFF < 0x80 {
                count += 1
            }
        }
        return count
    }

    /// The first and last inked columns in the rows `rows`, nil when none is inked.
    private static func inkColumns(_ framebuffer: Framebuffer, rows: Range<Int>) -> ClosedRange<Int>? {
        var low = Int.max
        var high = Int.min
        for y in max(0, rows.lowerBound)..<min(framebuffer.height, rows.upperBound) {
            for x in 0..<framebuffer.width where framebuffer[x, y] & 0xFF < 0x80 {
                low = min(low, x)
                high = max(high, x)
            }
        }
        return low <= high ? low...high : nil
    }

    /// Apple (`NSTextContainer.exclusionPaths`): "An array of path objects that represents the
    /// regions where text doesn't display in the text container." (`UITextView
    /// .textContainerInset`): "The inset of the text container's layout area within the text
    /// view's content area." (`lineFragmentPadding`): "The value for the text inset within
    /// line fragment rectangles." A text view's own lines flow beside a rectangle excluded at
    /// its container's left edge (no ink inside it, ink beside and below it), and its first
    /// line starts where its layout manager places the first glyph: the inset, the
    /// rectangle's width and the padding.
    func testATextViewDrawsItsLinesAroundAnExclusion() throws {
        try MainActor.assumeIsolated {
            let rasterizer = try TextRasterizer.makeDefault()
            var window: Window?
            defer { withExtendedLifetime(window) {} }
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
            textView.font = .systemFont(ofSize: 17)
            textView.text = Self.text
            textView.textContainerInset = UIEdgeInsets(top: 10, left: 6, bottom: 10, right: 6)
            textView.textContainer.lineFragmentPadding = 4
            let plain = Self.render(
                textView, size: CGSize(width: 240, height: 200), rasterizer: rasterizer, window: &window)
            let excluded = CGRect(x: 0, y: 0, width: 90, height: 40)
            textView.textContainer.exclusionPaths = [UIBezierPath(rect: excluded)]
            let framebuffer = Self.render(
                textView, size: CGSize(width: 240, height: 200), rasterizer: rasterizer, window: &window)

            // In the view, the container starts at the inset.
            let onScreen = excluded.offsetBy(dx: 6, dy: 10)
            XCTAssertGreaterThan(Self.inked(plain, onScreen), 20, "without the path, text is drawn there")
            XCTAssertEqual(Self.inked(framebuffer, onScreen), 0, "no ink inside the exclusion")
            XCTAssertGreaterThan(
                Self.inked(framebuffer, CGRect(x: onScreen.maxX, y: onScreen.minY, width: 150, height: 40)), 20,
                "text beside it")
            XCTAssertGreaterThan(
                Self.inked(framebuffer, CGRect(x: 0, y: onScreen.maxY, width: onScreen.maxX, height: 40)), 20,
                "text under it")

            // The first line's ink starts where the plain first line's did, moved by the
            // exclusion's width (within a pixel).
            let lineHeight = FontMeasurer(rasterizer: rasterizer).size(of: "X", fontSize: 17, weight: .regular).height
            let firstRows = 10..<Int(10 + lineHeight - 1)
            let plainColumns = try XCTUnwrap(Self.inkColumns(plain, rows: firstRows))
            let columns = try XCTUnwrap(Self.inkColumns(framebuffer, rows: firstRows))
            XCTAssertEqual(Double(columns.lowerBound), Double(plainColumns.lowerBound) + 90, accuracy: 1)
            XCTAssertLessThanOrEqual(columns.upperBound, 240 - 6 - 4 + 1, "the line ends inside the padding")

            // The layout manager's first glyph and the caret before it are where it is drawn.
            let manager = textView.layoutManager
            let used = manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil)
            XCTAssertEqual(used.minX, 90, accuracy: 0.001, "the line's used rectangle starts at the path's edge")
            XCTAssertEqual(textView.caretRect(at: 0).minX, 6 + 90 + 4, accuracy: 1)
            // The view's lines are its layout manager's: the same glyphs start each line.
            var starts: [Int] = []
            var glyph = 0
            while glyph < manager.numberOfGlyphs {
                var range = NSRange(location: 0, length: 0)
                _ = manager.lineFragmentRect(forGlyphAt: glyph, effectiveRange: &range)
                starts.append(range.location)
                guard range.length > 0 else { break }
                glyph = range.location + range.length
            }
            XCTAssertEqual(textView.contentSize.height, 10 + Double(starts.count) * lineHeight + 10, accuracy: 0.001)
        }
    }

    /// Apple (`firstLineHeadIndent`): "the distance (in points) from the leading margin of a
    /// text container to the beginning of the paragraph's first line." (`headIndent`): "the
    /// distance (in points) from the leading margin of a text container to the beginning of
    /// lines other than the first." (`tailIndent`): "If 0 or negative, it's the distance from
    /// the trailing margin." A label's first line's ink starts 30 points right of where the
    /// unindented label's does, its other lines 10 points (each within a pixel), no ink passes
    /// the tail indent, and `sizeThatFits(_:)`, `intrinsicContentSize` and `textRect(forBounds:
    /// limitedToNumberOfLines:)` give the lines the label draws.
    func testALabelDrawsEachLineAtItsParagraphIndent() throws {
        try MainActor.assumeIsolated {
            let rasterizer = try TextRasterizer.makeDefault()
            var window: Window?
            defer { withExtendedLifetime(window) {} }
            let font = UIFont.systemFont(ofSize: 17)
            let measurer = FontMeasurer(rasterizer: rasterizer)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            label.textMeasurer = measurer
            label.numberOfLines = 0
            let style = NSMutableParagraphStyle()
            style.firstLineHeadIndent = 30
            style.headIndent = 10
            style.tailIndent = -20
            label.attributedText = NSAttributedString(
                string: Self.text, attributes: [.font: font, .paragraphStyle: style])
            let fitting = label.sizeThatFits(CGSize(width: 200, height: 0))
            label.frame.size = CGSize(width: 200, height: fitting.height)
            let framebuffer = Self.render(
                label, size: CGSize(width: 200, height: 240), rasterizer: rasterizer, window: &window)

            let lineHeight = measurer.size(of: "X", fontSize: 17, weight: .regular).height
            let drawn = label.shapedLines(breakingAt: 200).map(\.string)
            let lines = drawn.count
            XCTAssertGreaterThan(lines, 3)
            XCTAssertEqual(fitting.height, Double(lines) * lineHeight, accuracy: 0.001)
            // The same lines unindented, each at the left edge: where each line's ink starts
            // with no indent (its first glyph's side bearing).
            let reference = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: fitting.height))
            reference.numberOfLines = 0
            reference.font = font
            reference.text = drawn.joined(separator: "\n")
            let plain = Self.render(
                reference, size: CGSize(width: 400, height: 240), rasterizer: rasterizer, window: &window)
            for line in 0..<lines {
                let rows =
                    Int((Double(line) * lineHeight).rounded()) + 1..<Int((Double(line + 1) * lineHeight).rounded())
                let columns = try XCTUnwrap(Self.inkColumns(framebuffer, rows: rows), "line \(line)")
                let plainColumns = try XCTUnwrap(Self.inkColumns(plain, rows: rows), "line \(line)")
                let indent = line == 0 ? 30.0 : 10.0
                XCTAssertEqual(
                    Double(columns.lowerBound), Double(plainColumns.lowerBound) + indent, accuracy: 1, "line \(line)")
                XCTAssertLessThanOrEqual(columns.upperBound, 180 + 1, "line \(line) ends at the tail indent")
            }

            // The measurements agree with the drawing and with each other.
            XCTAssertLessThanOrEqual(fitting.width, 180 + 0.001)
            XCTAssertGreaterThan(fitting.width, 150, "the widest line nearly fills the narrowed width")
            let rect = label.textRect(
                forBounds: CGRect(x: 0, y: 0, width: 200, height: 1000), limitedToNumberOfLines: 0)
            XCTAssertEqual(rect.size.width, fitting.width, accuracy: 0.001)
            XCTAssertEqual(rect.size.height, fitting.height, accuracy: 0.001)
            label.preferredMaxLayoutWidth = 200
            XCTAssertEqual(label.intrinsicContentSize.height, fitting.height, accuracy: 0.001)

            // The lines break where a layout manager breaks the same text in a container as
            // wide as the label, with no padding.
            let storage = NSTextStorage(
                string: Self.text, attributes: [.font: font, .paragraphStyle: style])
            let manager = NSLayoutManager()
            manager.textMeasurer = measurer
            let container = NSTextContainer(size: CGSize(width: 200, height: 0))
            container.lineFragmentPadding = 0
            manager.addTextContainer(container)
            storage.addLayoutManager(manager)
            var fragments = 0
            var glyph = 0
            while glyph < manager.numberOfGlyphs {
                var range = NSRange(location: 0, length: 0)
                _ = manager.lineFragmentRect(forGlyphAt: glyph, effectiveRange: &range)
                fragments += 1
                guard range.length > 0 else { break }
                glyph = range.location + range.length
            }
            XCTAssertEqual(fragments, lines)
        }
    }

    /// Apple (`NSAttributedString.Key.kern`): "This value specifies the number of points by
    /// which to adjust kern-pair characters." A label's kerned text measures 4 points wider
    /// per character than the plain text and its ink spans about that much more; setting
    /// `text` then drops the kern, as UIKit's `text` "replaces the value of the
    /// attributedText property with the same text, albeit without any inherent style
    /// attributes".
    func testALabelDrawsAndMeasuresKernedText() throws {
        try MainActor.assumeIsolated {
            let rasterizer = try TextRasterizer.makeDefault()
            var window: Window?
            defer { withExtendedLifetime(window) {} }
            let font = UIFont.systemFont(ofSize: 17)
            let string = "Kerning"
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            label.textMeasurer = FontMeasurer(rasterizer: rasterizer)
            label.attributedText = NSAttributedString(string: string, attributes: [.font: font])
            let plainSize = label.intrinsicContentSize
            let plain = Self.render(
                label, size: CGSize(width: 200, height: 30), rasterizer: rasterizer, window: &window)

            label.attributedText = NSAttributedString(string: string, attributes: [.font: font, .kern: 4])
            let kernedSize = label.intrinsicContentSize
            XCTAssertEqual(kernedSize.width, plainSize.width + 4 * Double(string.count), accuracy: 0.5)
            XCTAssertEqual(kernedSize.height, plainSize.height, accuracy: 0.001)
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 200, height: 30)).width, kernedSize.width, accuracy: 0.001)
            let kerned = Self.render(
                label, size: CGSize(width: 200, height: 30), rasterizer: rasterizer, window: &window)

            let plainInk = try XCTUnwrap(Self.inkColumns(plain, rows: 0..<30))
            let kernedInk = try XCTUnwrap(Self.inkColumns(kerned, rows: 0..<30))
            XCTAssertEqual(kernedInk.lowerBound, plainInk.lowerBound, "left aligned, the first glyph stays")
            // Six gaps between seven glyphs, each 4 points wider; glyphs placed on whole pixels.
            let growth = Double(kernedInk.upperBound - plainInk.upperBound)
            XCTAssertEqual(growth, 4 * Double(string.count - 1), accuracy: 2)

            label.text = string
            XCTAssertEqual(label.intrinsicContentSize.width, plainSize.width, accuracy: 0.001)
        }
    }
}
