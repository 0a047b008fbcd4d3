import Foundation
import Geometry
import LayerTree
import TestSupport
import XCTest

@testable import Renderer

/// Shaping (HarfBuzz) and per-character font fallback. The fallback fonts are named files
/// that `make test` installs (fonts-wqy-microhei, fonts-symbola), so the pictures do not
/// depend on which other fonts a machine has; one test asks fontconfig itself.
final class TextShapingTests: XCTestCase {
    static let cjkFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    static let emojiFont = "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"

    private func rasterizer(_ fallback: FontFallback? = nil, notices: NoticeLog? = nil) throws -> TextRasterizer {
        for path in [Self.cjkFont, Self.emojiFont] where !FileManager.default.fileExists(atPath: path) {
            throw XCTSkip("\(path) missing: make test installs fonts-wqy-microhei and fonts-symbola")
        }
        let text = try TextRasterizer(
            fontDirectory: FontLocator.fontDirectory(),
            fallback: fallback ?? .files([(Self.cjkFont, 0), (Self.emojiFont, 0)]))
        let log = notices ?? NoticeLog()
        text.onMissingFont = { log.lines.append($0) }
        return text
    }

    final class NoticeLog { var lines: [String] = [] }

    // MARK: Layout

    /// DejaVu Sans's `liga` feature: "fi" and "ffl" become one glyph each, and the line is
    /// shorter than the letters set apart.
    func testLatinLigaturesBecomeOneGlyph() throws {
        let text = try rasterizer()
        XCTAssertEqual(text.layout("fi", weight: .regular).glyphs.count, 1)
        XCTAssertEqual(text.layout("ffl", weight: .regular).glyphs.count, 1)
        XCTAssertEqual(text.layout("f i", weight: .regular).glyphs.count, 3, "a space breaks the ligature")
    }

    /// Kerning from the font's GPOS table: "AV" is narrower than "A" and "V" apart.
    func testLatinKerningPullsPairsTogether() throws {
        let text = try rasterizer()
        let pair = text.layout("AV", weight: .regular).advanceWidth
        let apart = text.layout("A", weight: .regular).advanceWidth + text.layout("V", weight: .regular).advanceWidth
        XCTAssertLessThan(pair, apart - 50, "kerned by more than 50 of 2048 units")
    }

    /// Arabic reads right to left and joins: the first letter of "سلام" is drawn rightmost,
    /// its glyphs are joining forms, not the isolated ones a character-to-glyph map gives,
    /// and lam followed by alef becomes the one lam-alef ligature Arabic requires.
    func testArabicIsShapedRightToLeftWithJoiningForms() throws {
        let text = try rasterizer()
        let word = "سلام"
        let line = text.layout(word, weight: .regular)
        XCTAssertEqual(line.glyphs.count, 3, "seen, lam-alef, meem")
        XCTAssertTrue(line.missing.isEmpty, "DejaVu Sans has Arabic")
        let isolated = word.unicodeScalars.map { text.faces[0].glyphIndex(for: $0) }
        // Visual order is reversed: the rightmost glyph is the first letter (seen, initial form).
        let xs = line.glyphs.map(\.x)
        XCTAssertEqual(xs, xs.sorted(), "glyphs are in drawing order, left to right")
        XCTAssertNotEqual(line.glyphs.last?.glyph, isolated[0], "initial form of seen, not the isolated one")
        XCTAssertNotEqual(Set(line.glyphs.map(\.glyph)), Set(isolated), "joining forms")
    }

    /// Latin inside an Arabic line keeps its own left-to-right order.
    func testLatinInsideArabicStaysLeftToRight() throws {
        let text = try rasterizer()
        let line = text.layout("مرحبا ABC", weight: .regular)
        let a = text.faces[0].glyphIndex(for: "A")
        let c = text.faces[0].glyphIndex(for: "C")
        let ia = try XCTUnwrap(line.glyphs.firstIndex { $0.glyph == a })
        let ic = try XCTUnwrap(line.glyphs.firstIndex { $0.glyph == c })
        XCTAssertLessThan(ia, ic, "A left of C")
        XCTAssertEqual(ia, 0, "the Latin word comes first from the left in a right-to-left line")
    }

    /// Chinese and Japanese come from the fallback face, real glyphs (not 0, the box), and
    /// the Latin around them from the label's own face.
    func testChineseAndJapaneseFallBackToACJKFace() throws {
        let text = try rasterizer()
        // U+3000, the ideographic space, is a CJK font's too: DejaVu lacks it.
        for string in ["转场 Demo", "こんにちは", "转场\u{3000}动画"] {
            let line = text.layout(string, weight: .regular)
            XCTAssertTrue(line.missing.isEmpty, string)
            XCTAssertTrue(line.glyphs.allSatisfy { $0.glyph != 0 }, "\(string): no .notdef box")
            let cjk = line.glyphs.filter { $0.face != 0 }
            XCTAssertFalse(cjk.isEmpty, string)
            XCTAssertTrue(cjk.allSatisfy { text.faces[$0.face].path == Self.cjkFont }, string)
        }
        let mixed = text.layout("转场 Demo", weight: .regular)
        XCTAssertEqual(mixed.glyphs.suffix(4).map(\.face), [0, 0, 0, 0], "'Demo' stays in DejaVu")
    }

    /// An emoji DejaVu lacks (rocket, thumbs up) draws the emoji font's glyph, with U+FE0F
    /// (emoji style) staying in its run.
    func testEmojiFallsBackToAnEmojiFace() throws {
        let text = try rasterizer()
        let line = text.layout("OK \u{1F680}\u{1F44D}\u{FE0F}", weight: .regular)
        XCTAssertTrue(line.missing.isEmpty)
        let emoji = line.glyphs.filter { $0.face != 0 }
        XCTAssertGreaterThanOrEqual(emoji.count, 2)
        XCTAssertTrue(emoji.allSatisfy { text.faces[$0.face].path == Self.emojiFont && $0.glyph != 0 })
    }

    /// fontconfig on this machine finds some installed face with a Chinese character.
    func testFontconfigFindsAnInstalledCJKFace() throws {
        let text = try rasterizer(.system)
        let line = text.layout("中文", weight: .regular)
        XCTAssertTrue(line.missing.isEmpty)
        XCTAssertTrue(line.glyphs.allSatisfy { $0.face >= 2 && $0.glyph != 0 })
    }

    /// No font has the character: one notice naming the package that would have it, once
    /// however many labels need it; the label still draws (a box).
    func testMissingFontGivesOneNoticeNamingThePackage() throws {
        let log = NoticeLog()
        let text = try rasterizer(FontFallback.none, notices: log)
        XCTAssertNotNil(
            text.mask(for: TextContent(string: "中文"), box: Size(width: 100, height: 30), transform: .identity))
        _ = text.layout("转场", weight: .bold)
        XCTAssertEqual(
            log.lines, ["no installed font has U+4E2D in the label \"中文\"; it draws as a box (install fonts-noto-cjk)"])
    }

    // MARK: Pictures

    /// Latin with kerning pairs and ligatures, Chinese, Japanese, Arabic and emoji labels.
    private func labels(_ strings: [(String, FontWeight)], scale: Double) throws -> Framebuffer {
        let text = try rasterizer()
        let fb = Framebuffer(width: Int(300 * scale), height: Int(Double(strings.count) * 30 * scale))
        TestPainting.fill(fb, with: .white)
        for (i, (string, weight)) in strings.enumerated() {
            let content = TextContent(string: string, fontSize: 18, weight: weight, alignment: .center)
            let t = AffineTransform(translationX: 0, y: Double(i) * 30).concatenating(
                AffineTransform(scaleX: scale, y: scale))
            if let mask = text.mask(for: content, box: Size(width: 300, height: 30), transform: t) {
                TestPainting.paint(mask, color: .black, into: fb)
            }
        }
        return fb
    }

    func testLatinKerningAndLigaturesReference() throws {
        assertMatchesReference(
            try labels(
                [
                    ("AVATAR Wave Type", .regular), ("office affluent fjord", .regular),
                    ("Toward fifty flights", .bold),
                ], scale: 2), named: "text/shaped-latin-2x")
    }

    func testChineseAndJapaneseReference() throws {
        assertMatchesReference(
            try labels(
                [
                    ("自定义转场动画", .regular), ("弹簧 Spring 0.8", .bold),
                    ("こんにちは、世界", .regular),
                ], scale: 2), named: "text/shaped-cjk-2x")
    }

    func testArabicRightToLeftReference() throws {
        assertMatchesReference(
            try labels(
                [
                    ("مرحبا بالعالم", .regular), ("انتقال مخصص", .bold),
                    ("عرض 3 ABC", .regular),
                ], scale: 2), named: "text/shaped-arabic-2x")
    }

    func testEmojiReference() throws {
        assertMatchesReference(
            try labels([("Done \u{1F600} \u{1F680} \u{1F44D} \u{1F389}", .regular)], scale: 2),
            named: "text/shaped-emoji-2x")
    }
}
