import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Core Text's frames, lines and runs, laid out and drawn with the renderer's fonts and
/// checked against a label of the same text: its lines, its metrics and its pixels.
///
/// Apple (`CTFrameGetLineOrigins`): "Each CGPoint in this array is the origin of the
/// corresponding line in the array of lines returned by CTFrameGetLines(_:) relative to the
/// origin of the path's bounding box". (`CTLineGetTypographicBounds`): "Calculates the
/// typographic bounds of a line ... ascent ... descent ... leading ... Returns the
/// typographic width of the line." (`CTLineDraw`): "Draws a complete line ... This is a
/// convenience function because the line could be drawn run-by-run". (`CTLineCreateTruncatedLine`):
/// "Creates a truncated line from an existing line ... Returns NULL if the width of the
/// truncation token is greater than the width passed in".
final class CoreTextLineTests: XCTestCase {
    private static let sentence = "Tap the word lazy in this sentence to see which word it hits"

    /// Runs `body` in a scene whose key window measures with the renderer's fonts.
    @MainActor private static func withFonts(
        _ body: (Window, TextRasterizer, FontMeasurer) throws -> Void
    ) throws {
        let rasterizer = try TextRasterizer.makeDefault()
        let measurer = FontMeasurer(rasterizer: rasterizer)
        try WindowScene.$current.withValue(WindowScene()) {
            let window = Window(size: CGSize(width: 300, height: 160), clock: VirtualClock())
            window.textMeasurer = measurer
            try body(window, rasterizer, measurer)
        }
    }

    /// A framesetter breaks lines where a multi-line label of the same width breaks them,
    /// each line as wide as the renderer measures it, one font line (FreeType's ascender
    /// plus descent) apart, from the top of the path's box.
    func testFrameLinesAreTheLabelsLines() throws {
        try MainActor.assumeIsolated {
            try Self.withFonts { window, _, measurer in
                let font = UIFont.systemFont(ofSize: 17)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 10))
                label.font = font
                label.numberOfLines = 0
                label.text = Self.sentence
                label.frame.size.height = label.sizeThatFits(CGSize(width: 150, height: 0)).height
                window.rootView.addSubview(label)
                guard case .text(let content) = label.makeLayer().content else { return XCTFail("a text label") }
                let labelLines = content.string.components(separatedBy: "\n")
                XCTAssertGreaterThan(labelLines.count, 2)

                let string = NSAttributedString(string: Self.sentence, attributes: [.font: font])
                let framesetter = CTFramesetterCreateWithAttributedString(string)
                let box = CGRect(x: 20, y: 30, width: 150, height: 500)
                let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: box, transform: nil), nil)
                let lines = CTFrameGetLines(frame)
                XCTAssertEqual(lines.count, labelLines.count)
                var origins = [CGPoint](repeating: .zero, count: lines.count)
                CTFrameGetLineOrigins(frame, CFRange(), &origins)
                let metrics = measurer.fontMetrics(fontSize: 17, weight: .regular)
                let lineHeight = measurer.size(of: "X", fontSize: 17, weight: .regular).height
                XCTAssertEqual(metrics.ascender + metrics.descent, lineHeight, accuracy: 1e-9)
                var covered = 0
                for (index, line) in lines.enumerated() {
                    let range = CTLineGetStringRange(line)
                    XCTAssertEqual(range.location, covered, "lines follow each other")
                    covered += range.length
                    let text = (Self.sentence as NSString).substring(
                        with: NSRange(location: range.location, length: range.length))
                    XCTAssertEqual(text.trimmingCharacters(in: .whitespaces), labelLines[index])
                    var ascent: CGFloat = 0
                    var descent: CGFloat = 0
                    var leading: CGFloat = -1
                    let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
                    XCTAssertEqual(width, measurer.size(of: labelLines[index], fontSize: 17, weight: .regular).width)
                    XCTAssertEqual(ascent, metrics.ascender)
                    XCTAssertEqual(descent, metrics.descent)
                    XCTAssertEqual(leading, 0)
                    XCTAssertEqual(origins[index].x, 0)
                    XCTAssertEqual(origins[index].y, 500 - Double(index) * lineHeight - ascent, accuracy: 1e-9)
                }
                XCTAssertEqual(covered, string.length)
                XCTAssertEqual(CTFrameGetVisibleStringRange(frame), CFRange(location: 0, length: string.length))

                // A box two lines tall holds two lines.
                let short = CTFramesetterCreateFrame(
                    framesetter, CFRange(),
                    CGPath(
                        rect: CGRect(x: 0, y: 0, width: 150, height: lineHeight * 2.2),
                        transform: nil), nil)
                XCTAssertEqual(CTFrameGetLines(short).count, 2)
                XCTAssertLessThan(CTFrameGetVisibleStringRange(short).length, string.length)

                // Apple (`lineHeightMultiple`): "The natural line height of the receiver is
                // multiplied by this factor (if positive) before being constrained by minimum
                // and maximum line height."
                let style = NSMutableParagraphStyle()
                style.lineHeightMultiple = 1.5
                let spaced = NSAttributedString(
                    string: Self.sentence, attributes: [.font: font, .paragraphStyle: style])
                let tall = CTFramesetterCreateFrame(
                    CTFramesetterCreateWithAttributedString(spaced), CFRange(), CGPath(rect: box, transform: nil), nil)
                var tallOrigins = [CGPoint](repeating: .zero, count: 2)
                CTFrameGetLineOrigins(tall, CFRangeMake(0, 2), &tallOrigins)
                XCTAssertEqual(tallOrigins[0].y - tallOrigins[1].y, lineHeight * 1.5, accuracy: 1e-9)
                XCTAssertEqual(tallOrigins[0].y, 500 - lineHeight * 0.5 - metrics.ascender, accuracy: 1e-9)
            }
        }
    }

    /// `CTLineDraw` in a flipped context at a text position one descent above the bottom
    /// draws the pixels a one-line label of the same string and font draws. Tolerance: every
    /// channel within 2 of 255 (the same glyph masks at the same pixel origin give equal
    /// pixels; the slack covers rounding of a transform built from a flip).
    func testCTLineDrawDrawsTheLabelsPixels() throws {
        try MainActor.assumeIsolated {
            try Self.withFonts { window, rasterizer, measurer in
                let text = "Hello, Core Text: 0123"
                let font = UIFont.systemFont(ofSize: 17)
                let size = measurer.size(of: text, fontSize: 17, weight: .regular)
                let width = size.width.rounded(.up)
                let label = UILabel(frame: CGRect(x: 10, y: 10, width: width, height: size.height))
                label.font = font
                label.text = text
                final class Drawn: UIView {
                    var line: CTLine?
                    override func draw(_ rect: CGRect) {
                        guard let context = UIGraphicsGetCurrentContext(), let line else { return }
                        context.textMatrix = .identity
                        context.translateBy(x: 0, y: bounds.height)
                        context.scaleBy(x: 1, y: -1)
                        var descent: CGFloat = 0
                        _ = CTLineGetTypographicBounds(line, nil, &descent, nil)
                        context.textPosition = CGPoint(x: 0, y: descent)
                        CTLineDraw(line, context)
                    }
                }
                let drawn = Drawn(frame: CGRect(x: 10, y: 60, width: width, height: size.height))
                drawn.backgroundColor = .clear
                drawn.line = CTLineCreateWithAttributedString(
                    NSAttributedString(string: text, attributes: [.font: font]))
                window.rootView.backgroundColor = .white
                window.rootView.addSubview(label)
                window.rootView.addSubview(drawn)
                window.tick()
                let framebuffer = Framebuffer(width: 300, height: 160)
                Renderer(textMasks: rasterizer).renderFull(
                    window.layerTree(), into: framebuffer, scale: 1, background: .white)
                var ink = 0
                var worst = 0
                for y in 0..<Int(size.height.rounded(.up)) {
                    for x in 0..<Int(width) {
                        let a = framebuffer[x + 10, y + 10]
                        let b = framebuffer[x + 10, y + 60]
                        if a & 0xFF < 0x80 { ink += 1 }
                        for shift in [0, 8, 16] {
                            worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                        }
                    }
                }
                XCTAssertGreaterThan(ink, 100, "the label drew its text")
                XCTAssertLessThanOrEqual(worst, 2, "CTLineDraw's pixels are the label's")
            }
        }
    }

    /// A line splits into one run per stretch of equal attributes; each run reports its
    /// attributes, string range, width and glyph positions, and the line's offsets and
    /// string indices agree with them.
    func testRunsCarryTheirAttributesRangesAndPositions() throws {
        try MainActor.assumeIsolated {
            try Self.withFonts { _, _, measurer in
                let font = UIFont.systemFont(ofSize: 15)
                let string = NSMutableAttributedString(
                    string: "see our site today", attributes: [.font: font, .foregroundColor: UIColor.black])
                string.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 8, length: 4))
                let line = CTLineCreateWithAttributedString(string)
                let runs = CTLineGetGlyphRuns(line)
                XCTAssertEqual(
                    runs.map(CTRunGetStringRange),
                    [
                        CFRange(location: 0, length: 8), CFRange(location: 8, length: 4),
                        CFRange(location: 12, length: 6),
                    ])
                // Read as Swift dictionaries: Foundation on Linux does not bridge an `NSDictionary`
                // back to `[NSAttributedString.Key: Any]` (the `as NSDictionary as?` round
                // trip of Apple-platform code gives nil there).
                let attributes = CTRunGetAttributes(runs[1]) as? [NSAttributedString.Key: Any]
                XCTAssertEqual(attributes?[.foregroundColor] as? UIColor, .blue)
                XCTAssertEqual(CTRunGetStatus(runs[1]), [])
                let prefix = measurer.size(of: "see our ", fontSize: 15, weight: .regular).width
                let site = measurer.size(of: "site", fontSize: 15, weight: .regular).width
                XCTAssertEqual(CTLineGetOffsetForStringIndex(line, 8, nil), prefix, accuracy: 1e-9)
                XCTAssertEqual(CTRunGetTypographicBounds(runs[1], CFRange(), nil, nil, nil), site, accuracy: 1e-9)
                var positions = [CGPoint](repeating: .zero, count: CTRunGetGlyphCount(runs[1]))
                CTRunGetPositions(runs[1], CFRange(), &positions)
                XCTAssertEqual(positions.count, 4)
                XCTAssertEqual(positions[0].x, prefix, accuracy: 1e-9)
                XCTAssertEqual(positions.map(\.x), positions.map(\.x).sorted())
                // A point just right of a character's start lands before it; past its
                // middle, after it.
                for index in 0..<string.length {
                    let x = CTLineGetOffsetForStringIndex(line, index, nil)
                    XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: x + 0.5, y: 0)), index)
                }
                XCTAssertEqual(CTLineGetStringIndexForPosition(line, CGPoint(x: 10_000, y: 0)), string.length)
                XCTAssertEqual(
                    CTLineGetPenOffsetForFlush(line, 0.5, 400),
                    (400 - CTLineGetTypographicBounds(line, nil, nil, nil)) / 2, accuracy: 1e-9)
            }
        }
    }

    /// A truncated line ends in its token and fits the width; a line that fits comes back
    /// whole; a token wider than the width gives nil.
    func testTruncatedLinesEndInTheirTokenWithinTheWidth() throws {
        try MainActor.assumeIsolated {
            try Self.withFonts { _, _, measurer in
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
                let line = CTLineCreateWithAttributedString(
                    NSAttributedString(string: "The quick brown fox jumps", attributes: attributes))
                var tokenAttributes = attributes
                tokenAttributes[.foregroundColor] = UIColor.red
                let token = CTLineCreateWithAttributedString(
                    NSAttributedString(string: "…", attributes: tokenAttributes))
                let width = measurer.size(of: "The quick…", fontSize: 17, weight: .regular).width + 1
                for type in [CTLineTruncationType.end, .start, .middle] {
                    let cut = try XCTUnwrap(CTLineCreateTruncatedLine(line, width, type, token))
                    let runs = CTLineGetGlyphRuns(cut)
                    XCTAssertLessThanOrEqual(CTLineGetTypographicBounds(cut, nil, nil, nil), width)
                    XCTAssertGreaterThan(CTLineGetTypographicBounds(cut, nil, nil, nil), width / 2)
                    let colors = runs.map {
                        (CTRunGetAttributes($0) as? [NSAttributedString.Key: Any])?[.foregroundColor] as? UIColor
                    }
                    let tokenRun = try XCTUnwrap(colors.firstIndex(of: .red), "\(type): the token keeps its attributes")
                    XCTAssertEqual(CTRunGetGlyphCount(runs[tokenRun]), 1)
                    let expected = type == .end ? runs.count - 1 : type == .start ? 0 : 1
                    XCTAssertEqual(tokenRun, expected, "\(type): the token stands where the text was cut")
                }
                let end = try XCTUnwrap(CTLineCreateTruncatedLine(line, width, .end, token))
                XCTAssertEqual(
                    CTLineGetTypographicBounds(end, nil, nil, nil),
                    measurer.size(of: "The quick", fontSize: 17, weight: .regular).width
                        + measurer.size(of: "…", fontSize: 17, weight: .regular).width, accuracy: 1e-9)
                XCTAssertTrue(CTLineCreateTruncatedLine(line, 10_000, .end, token) === line)
                XCTAssertNil(CTLineCreateTruncatedLine(line, 2, .end, token))
            }
        }
    }

    /// `.kern` adds its points after every character: to the measured width, and to where
    /// each character is drawn.
    func testKernIsMeasuredAndDrawn() throws {
        try MainActor.assumeIsolated {
            try Self.withFonts { _, _, measurer in
                let font = UIFont.systemFont(ofSize: 20)
                let plain = CTLineCreateWithAttributedString(
                    NSAttributedString(string: "kern", attributes: [.font: font]))
                let spaced = CTLineCreateWithAttributedString(
                    NSAttributedString(string: "kern", attributes: [.font: font, .kern: 3]))
                XCTAssertEqual(
                    CTLineGetTypographicBounds(spaced, nil, nil, nil),
                    CTLineGetTypographicBounds(plain, nil, nil, nil) + 12, accuracy: 1e-9)
                XCTAssertEqual(
                    CTLineGetOffsetForStringIndex(spaced, 2, nil),
                    measurer.size(of: "ke", fontSize: 20, weight: .regular).width + 6, accuracy: 1e-9)
                final class Drawn: UIView {
                    var line: CTLine?
                    override func draw(_ rect: CGRect) {
                        guard let context = UIGraphicsGetCurrentContext(), let line else { return }
                        context.textPosition = CGPoint(x: 5, y: 30)
                        CTLineDraw(line, context)
                    }
                }
                let view = Drawn(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
                view.line = spaced
                let layers = view.makeLayer().sublayers
                XCTAssertEqual(layers.count, 4, "one glyph at a time")
                let xs = layers.map(\.transform.tx)
                for index in 0..<4 {
                    XCTAssertEqual(xs[index], 5 + CTLineGetOffsetForStringIndex(spaced, index, nil), accuracy: 1e-9)
                }
            }
        }
    }

    /// Apple (`UIFont.descender`): "The bottom y-coordinate, offset from the baseline, of the
    /// font's longest descender" (negative); `ascender` "The top y-coordinate, offset from
    /// the baseline, of the font's longest ascender." The two span the font's line height;
    /// cap height and x-height lie between the baseline and the ascender.
    func testFontMetricsComeFromTheFace() throws {
        try MainActor.assumeIsolated {
            try Self.withFonts { _, _, measurer in
                let font = UIFont.systemFont(ofSize: 20)
                XCTAssertLessThan(font.descender, 0)
                XCTAssertEqual(font.ascender - font.descender, font.lineHeight, accuracy: 1e-9)
                XCTAssertEqual(font.ascender, measurer.fontMetrics(fontSize: 20, weight: .regular).ascender)
                XCTAssertGreaterThan(font.capHeight, font.xHeight)
                XCTAssertGreaterThan(font.xHeight, 20 * 0.3)
                XCTAssertLessThan(font.capHeight, font.ascender)
                XCTAssertEqual(font.leading, 0)
                XCTAssertEqual(CTFontGetAscent(font), font.ascender)
                XCTAssertEqual(CTFontGetDescent(font), -font.descender)
            }
        }
    }
}
