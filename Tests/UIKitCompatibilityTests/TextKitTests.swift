import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// TextKit 1 (`NSTextStorage`, `NSLayoutManager`, `NSTextContainer`) laid out with the
/// renderer's fonts and checked against what a label draws: its lines, and its pixels.
///
/// Apple (`glyphIndex(for:in:fractionOfDistanceThroughGlyph:)`): "Returns the index of the
/// glyph at the specified point using the container's coordinate system ... If no glyph is
/// under point, the nearest glyph is returned." (`NSTextContainer.lineFragmentPadding`): "The
/// padding appears at the beginning and end of the line fragment rectangles. The layout
/// manager uses this value to determine the layout width. The default value of this property
/// is 5.0." (`maximumNumberOfLines`): "The default value of this property is 0, which
/// indicates that there is no limit." (`NSTextStorage.processEditing()`): "This method is
/// automatically invoked in response to an edited(_:range:changeInLength:) message or an
/// endEditing() message if edits were made within the scope of a beginEditing() block."
final class TextKitTests: XCTestCase {
    private static let sentence = "Tap the word lazy in this sentence to see which word it hits"

    /// A stack over `text` in 17-point system font, laid out with the real fonts in a
    /// container of `size` with `padding`.
    @MainActor private static func stack(
        _ text: String, size: CGSize, padding: CGFloat = 0, measurer: FontMeasurer
    ) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = NSLayoutManager()
        manager.textMeasurer = measurer
        let container = NSTextContainer(size: size)
        container.lineFragmentPadding = padding
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    /// A multi-line label of `width` showing `text` at 17 points, sized to its lines.
    @MainActor private static func label(_ text: String, width: CGFloat, measurer: FontMeasurer) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 10))
        label.textMeasurer = measurer
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = text
        label.frame.size.height = label.sizeThatFits(CGSize(width: width, height: 0)).height
        return label
    }

    /// The lines the label draws.
    @MainActor private static func drawnLines(_ label: UILabel) -> [String] {
        guard case .text(let content) = label.makeLayer().content else { return [] }
        return content.string.components(separatedBy: "\n")
    }

    /// The line fragments' glyph ranges, top to bottom.
    @MainActor private static func fragments(_ manager: NSLayoutManager, _ storage: NSTextStorage) -> [(
        CGRect, NSRange
    )] {
        var out: [(CGRect, NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: storage.length)) {
            rect, _, _, range, _ in out.append((rect, range))
        }
        return out
    }

    /// The line fragments are the label's lines: as many, each holding the words the label
    /// draws on that line (and the space it broke at), one line height apart, as wide as
    /// the container.
    func testLineFragmentsAreTheLinesTheLabelDraws() throws {
        try MainActor.assumeIsolated { try Self.checkLineFragmentsAreTheLinesTheLabelDraws() }
    }

    @MainActor private static func checkLineFragmentsAreTheLinesTheLabelDraws() throws {
        let measurer = try FontMeasurer.makeDefault()
        let label = label(Self.sentence, width: 150, measurer: measurer)
        let lines = drawnLines(label)
        XCTAssertGreaterThan(lines.count, 2, "the sentence wraps")
        let (storage, manager, _) = stack(Self.sentence, size: label.bounds.size, measurer: measurer)
        let fragments = fragments(manager, storage)
        XCTAssertEqual(fragments.count, lines.count)
        let lineHeight = label.bounds.height / CGFloat(lines.count)
        for (index, (rect, range)) in fragments.enumerated() {
            let text = (storage.string as NSString).substring(with: range)
            XCTAssertEqual(text.trimmingCharacters(in: .whitespaces), lines[index])
            XCTAssertEqual(rect, CGRect(x: 0, y: CGFloat(index) * lineHeight, width: 150, height: lineHeight))
        }
        XCTAssertEqual(manager.usedRect(for: manager.textContainers[0]).height, label.bounds.height)
    }

    /// A line's bounding rectangle starts at the padding and is as wide as the renderer
    /// measures the line's text, one line tall.
    func testTheBoundingRectOfALineIsItsMeasuredText() throws {
        try MainActor.assumeIsolated { try Self.checkTheBoundingRectOfALineIsItsMeasuredText() }
    }

    @MainActor private static func checkTheBoundingRectOfALineIsItsMeasuredText() throws {
        let measurer = try FontMeasurer.makeDefault()
        let (storage, manager, container) = stack(
            "first line\nsecond", size: CGSize(width: 300, height: 0), padding: 5,
            measurer: measurer)
        let second = (storage.string as NSString).range(of: "second")
        let rect = manager.boundingRect(forGlyphRange: second, in: container)
        let measured = measurer.size(of: "second", fontSize: 17, weight: .regular)
        XCTAssertEqual(rect.minX, 5, "the line fragment padding")
        XCTAssertEqual(rect.width, measured.width, accuracy: 0.001)
        XCTAssertEqual(rect.minY, measured.height, accuracy: 0.001, "the second line")
        XCTAssertEqual(rect.height, measured.height, accuracy: 0.001)
        var effective = NSRange()
        let fragment = manager.lineFragmentRect(forGlyphAt: second.location, effectiveRange: &effective)
        XCTAssertEqual(effective, NSRange(location: 11, length: 6))
        XCTAssertEqual(fragment.minY, rect.minY)
        XCTAssertEqual(
            manager.usedRect(for: container).width,
            measurer.size(of: "first line", fontSize: 17, weight: .regular).width + 10, accuracy: 0.001)
        XCTAssertEqual(manager.numberOfGlyphs, 17)
    }

    /// Each word lies on the label's pixels where the layout manager says: ink inside its
    /// bounding rectangle, none in the middle of the spaces between words; and a point on
    /// the middle of a word's ink hit-tests to a character of that word.
    func testAPointOnADrawnWordHitsThatWord() throws {
        try MainActor.assumeIsolated { try Self.checkAPointOnADrawnWordHitsThatWord() }
    }

    @MainActor private static func checkAPointOnADrawnWordHitsThatWord() throws {
        let rasterizer = try TextRasterizer.makeDefault()
        let measurer = FontMeasurer(rasterizer: rasterizer)
        let window = Window(size: CGSize(width: 200, height: 120), clock: VirtualClock())
        window.textMeasurer = measurer
        let label = label(Self.sentence, width: 150, measurer: measurer)
        label.frame.origin = CGPoint(x: 10, y: 10)
        window.rootView.addSubview(label)
        window.tick()
        let framebuffer = Framebuffer(width: 200, height: 120)
        Renderer(textMasks: rasterizer).renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        let (storage, manager, container) = stack(Self.sentence, size: label.bounds.size, measurer: measurer)

        /// Whether column `x` of the label has ink between the rows of `rect`.
        func ink(atColumn x: Int, in rect: CGRect) -> Bool {
            let top = Int(rect.minY + 10) + 2
            let bottom = Int(rect.maxY + 10) - 2
            return (top..<bottom).contains { y in (framebuffer[x + 10, y] & 0xFF) < 0x80 }
        }
        let text = storage.string as NSString
        var words: [NSRange] = []
        var location = 0
        for word in Self.sentence.split(separator: " ") {
            words.append(NSRange(location: location, length: word.utf16.count))
            location += word.utf16.count + 1
        }
        XCTAssertEqual(words.count, 13)
        var previous: (range: NSRange, rect: CGRect)?
        for word in words {
            let rect = manager.boundingRect(forGlyphRange: word, in: container)
            let columns = (Int(rect.minX.rounded(.up))..<Int(rect.maxX.rounded(.down))).filter {
                ink(atColumn: $0, in: rect)
            }
            let first = try XCTUnwrap(columns.first, "ink under \(text.substring(with: word))")
            let last = try XCTUnwrap(columns.last)
            if let previous, previous.rect.minY == rect.minY {
                let gap = (previous.rect.maxX + rect.minX) / 2
                XCTAssertFalse(ink(atColumn: Int(gap), in: rect), "the space before \(text.substring(with: word))")
            }
            let point = CGPoint(x: CGFloat(first + last) / 2 + 0.5, y: rect.midY)
            let index = manager.characterIndex(
                for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
            XCTAssertTrue(NSLocationInRange(index, word), "\(text.substring(with: word)) hit at \(index)")
            previous = (word, rect)
        }
        // Off the end of a line and below the text: the nearest glyph.
        let lastWord = try XCTUnwrap(words.last)
        let below = manager.glyphIndex(for: CGPoint(x: 149, y: 500), in: container)
        XCTAssertEqual(below, NSMaxRange(lastWord) - 1)
        var fraction: CGFloat = -1
        XCTAssertEqual(
            manager.glyphIndex(for: CGPoint(x: -20, y: -20), in: container, fractionOfDistanceThroughGlyph: &fraction),
            0)
        XCTAssertEqual(fraction, 0)
    }

    /// The padding narrows the width the text wraps to: text that just fits a line without
    /// padding breaks with the default 5 points at both ends.
    func testPaddingNarrowsTheWrappingWidth() throws {
        try MainActor.assumeIsolated { try Self.checkPaddingNarrowsTheWrappingWidth() }
    }

    @MainActor private static func checkPaddingNarrowsTheWrappingWidth() throws {
        let measurer = try FontMeasurer.makeDefault()
        let width = measurer.size(of: "hello world", fontSize: 17, weight: .regular).width.rounded(.up)
        let (storage, manager, container) = stack(
            "hello world", size: CGSize(width: width, height: 0), measurer: measurer)
        XCTAssertEqual(fragments(manager, storage).count, 1)
        XCTAssertEqual(NSTextContainer().lineFragmentPadding, 5, "UIKit's default")
        container.lineFragmentPadding = 5
        XCTAssertEqual(fragments(manager, storage).count, 2, "a change to the container lays the text out again")
        XCTAssertEqual(manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container).minX, 5)
    }

    /// A line limit keeps the first lines: with `.byTruncatingTail` the last one ends in
    /// "…" and holds the rest of the text, as a label's does; with word wrapping the text
    /// past the last line is not laid out in the container.
    func testMaximumNumberOfLinesTruncates() throws {
        try MainActor.assumeIsolated { try Self.checkMaximumNumberOfLinesTruncates() }
    }

    @MainActor private static func checkMaximumNumberOfLinesTruncates() throws {
        let measurer = try FontMeasurer.makeDefault()
        let (storage, manager, container) = stack(
            Self.sentence, size: CGSize(width: 150, height: 0), measurer: measurer)
        let all = fragments(manager, storage).count
        XCTAssertGreaterThan(all, 2)
        container.maximumNumberOfLines = 2
        container.lineBreakMode = .byTruncatingTail
        XCTAssertEqual(fragments(manager, storage).count, 2)
        XCTAssertEqual(manager.glyphRange(for: container), NSRange(location: 0, length: storage.length))
        let label = label(Self.sentence, width: 150, measurer: measurer)
        label.numberOfLines = 2
        label.lineBreakMode = .byTruncatingTail
        label.frame.size.height = label.sizeThatFits(CGSize(width: 150, height: 0)).height
        XCTAssertTrue(drawnLines(label).last?.hasSuffix("…") == true)
        container.lineBreakMode = .byWordWrapping
        let shown = manager.glyphRange(for: container)
        XCTAssertLessThan(NSMaxRange(shown), storage.length)
        XCTAssertEqual(
            (storage.string as NSString).substring(with: shown).components(separatedBy: " ").count,
            drawnLines(label).joined(separator: " ").components(separatedBy: " ").count,
            "as many words as the label's two lines")
        // A container only two lines tall holds two lines too.
        container.maximumNumberOfLines = 0
        container.size.height = manager.usedRect(for: container).height * 2 / CGFloat(fragments(manager, storage).count)
        XCTAssertEqual(fragments(manager, storage).count, 2)
    }

    /// An edit of the storage reaches its layout managers: the next answer is laid out from
    /// the new text; edits between `beginEditing()` and `endEditing()` are processed once.
    func testStorageEditsInvalidateTheLayout() throws {
        try MainActor.assumeIsolated { try Self.checkStorageEditsInvalidateTheLayout() }
    }

    @MainActor private static func checkStorageEditsInvalidateTheLayout() throws {
        final class CountingManager: NSLayoutManager {
            var processed = 0
            override func processEditing(
                for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
            ) {
                processed += 1
                super.processEditing(
                    for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                    invalidatedRange: invalidatedCharRange)
            }
        }
        let measurer = try FontMeasurer.makeDefault()
        let storage = NSTextStorage(string: "short", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = CountingManager()
        manager.textMeasurer = measurer
        let container = NSTextContainer(size: CGSize(width: 120, height: 0))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        XCTAssertTrue(manager.textStorage === storage)
        XCTAssertTrue(container.layoutManager === manager)
        let before = manager.usedRect(for: container)
        storage.append(NSAttributedString(string: " and now much longer than one line"))
        XCTAssertEqual(manager.processed, 1)
        XCTAssertGreaterThan(manager.usedRect(for: container).height, before.height)
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: "a")
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        storage.endEditing()
        XCTAssertEqual(manager.processed, 2, "one batch")
        XCTAssertEqual(manager.numberOfGlyphs, 1)
        XCTAssertEqual(manager.usedRect(for: container).height, before.height)
        XCTAssertEqual(
            manager.usedRect(for: container).width, measurer.size(of: "a", fontSize: 17, weight: .regular).width + 10,
            accuracy: 0.001)
    }

    /// A glyph is a character cluster: an emoji with a skin tone is one glyph of four UTF-16
    /// units, and the ranges convert between the two counts.
    func testGlyphsAreCharacterClusters() { MainActor.assumeIsolated { Self.checkGlyphsAreCharacterClusters() } }

    @MainActor private static func checkGlyphsAreCharacterClusters() {
        let storage = NSTextStorage(string: "hi 👋🏽 x")
        let manager = NSLayoutManager()
        manager.addTextContainer(NSTextContainer())
        storage.addLayoutManager(manager)
        XCTAssertEqual(manager.numberOfGlyphs, 6)
        var actual = NSRange()
        XCTAssertEqual(
            manager.glyphRange(forCharacterRange: NSRange(location: 4, length: 1), actualCharacterRange: &actual),
            NSRange(location: 3, length: 1))
        XCTAssertEqual(actual, NSRange(location: 3, length: 4))
        XCTAssertEqual(
            manager.characterRange(forGlyphRange: NSRange(location: 3, length: 3), actualGlyphRange: nil),
            NSRange(location: 3, length: 6))
    }

    /// A text view's container, layout manager and storage are one stack: a container given
    /// to `init(frame:textContainer:)` is the view's, editing the storage changes the view's
    /// text, and text set on the view is in the storage. Apple (`init(frame:textContainer:)`):
    /// "textContainer: The text container to use for the receiver (can be nil)."
    func testATextViewSharesItsStack() { MainActor.assumeIsolated { Self.checkATextViewSharesItsStack() } }

    @MainActor private static func checkATextViewSharesItsStack() {
        let storage = NSTextStorage(string: "from the storage")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 100, height: 0))
        manager.addTextContainer(container)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
        XCTAssertTrue(view.textContainer === container)
        XCTAssertTrue(view.layoutManager === manager)
        XCTAssertTrue(view.textStorage === storage)
        storage.replaceCharacters(in: NSRange(location: 0, length: 4), with: "FROM")
        XCTAssertEqual(view.text, "FROM the storage")
        view.text = "typed"
        XCTAssertEqual(view.textStorage.string, "typed")
        view.lineFragmentPadding = 0
        XCTAssertEqual(container.lineFragmentPadding, 0)

        let own = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        own.text = "its own"
        XCTAssertTrue(own.layoutManager.textContainers.first === own.textContainer)
        XCTAssertEqual(own.textStorage.string, "its own")
        XCTAssertTrue(own.textStorage.layoutManagers.first === own.layoutManager)
    }

    /// A subclass overrides `init(frame:textContainer:)`, UIKit's designated initializer,
    /// and keeps `init(frame:)`, as placeholder text views do.
    func testASubclassOverridesTheDesignatedInitializer() {
        MainActor.assumeIsolated { Self.checkASubclassOverridesTheDesignatedInitializer() }
    }

    @MainActor private static func checkASubclassOverridesTheDesignatedInitializer() {
        final class PlaceholderTextView: UITextView {
            var configured = false
            override init(frame: CGRect, textContainer: NSTextContainer?) {
                super.init(frame: frame, textContainer: textContainer)
                configured = true
            }
            required init?(coder: NSCoder) { nil }
        }
        let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertTrue(view.configured)
        XCTAssertEqual(view.textContainer.lineFragmentPadding, 5)
    }

    /// `drawGlyphs(forGlyphRange:at:)` in a view's `draw(_:)` draws each run of the text in
    /// its `.foregroundColor` where the layout manager placed it.
    func testDrawGlyphsDrawsTheRunsInTheirColours() throws {
        try MainActor.assumeIsolated { try Self.checkDrawGlyphsDrawsTheRunsInTheirColours() }
    }

    @MainActor private static func checkDrawGlyphsDrawsTheRunsInTheirColours() throws {
        let rasterizer = try TextRasterizer.makeDefault()
        let measurer = FontMeasurer(rasterizer: rasterizer)
        final class TextKitView: UIView {
            var manager: NSLayoutManager?
            override func draw(_ rect: CGRect) {
                guard let manager else { return }
                manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs), at: .zero)
            }
        }
        let (storage, manager, container) = stack("WWW MMM", size: CGSize(width: 180, height: 0), measurer: measurer)
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 4, length: 3))
        let window = Window(size: CGSize(width: 200, height: 60), clock: VirtualClock())
        window.textMeasurer = measurer
        let view = TextKitView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.manager = manager
        window.rootView.addSubview(view)
        window.tick()
        let framebuffer = Framebuffer(width: 200, height: 60)
        Renderer(textMasks: rasterizer).renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        func inked(_ rect: CGRect, red: Bool) -> Bool {
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let pixel = framebuffer[x, y]
                    let (r, b) = ((pixel >> 16) & 0xFF, pixel & 0xFF)
                    if red ? (r > 0xC0 && b < 0x40) : (r < 0x40 && b < 0x40) { return true }
                }
            }
            return false
        }
        let black = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 3), in: container)
        let red = manager.boundingRect(forGlyphRange: NSRange(location: 4, length: 3), in: container)
        XCTAssertTrue(inked(black, red: false))
        XCTAssertFalse(inked(black, red: true))
        XCTAssertTrue(inked(red, red: true))
        XCTAssertFalse(inked(red, red: false))
    }

    /// A label subclass that draws its text through a layout manager in `drawText(in:)`,
    /// without `super`, as link labels do: its glyphs are drawn where the manager placed
    /// them, a link in its colour. Apple (`drawText(in:)`): "If you do render the text
    /// yourself, don't invoke super."
    func testALabelDrawsItsTextThroughALayoutManager() throws {
        try MainActor.assumeIsolated { try Self.checkALabelDrawsItsTextThroughALayoutManager() }
    }

    @MainActor private static func checkALabelDrawsItsTextThroughALayoutManager() throws {
        final class LinkLabel: UILabel {
            let storage = NSTextStorage()
            let manager = NSLayoutManager()
            let container = NSTextContainer()
            override func drawText(in rect: CGRect) {
                container.size = rect.size
                let range = NSRange(location: 0, length: storage.length)
                manager.drawBackground(forGlyphRange: range, at: rect.origin)
                manager.drawGlyphs(forGlyphRange: range, at: rect.origin)
            }
        }
        let rasterizer = try TextRasterizer.makeDefault()
        let measurer = FontMeasurer(rasterizer: rasterizer)
        let label = LinkLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "see #news now"
        label.manager.textMeasurer = measurer
        label.container.lineFragmentPadding = 0
        label.manager.addTextContainer(label.container)
        label.storage.addLayoutManager(label.manager)
        label.storage.setAttributedString(
            NSAttributedString(string: "see #news now", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let link = NSRange(location: 4, length: 5)
        label.storage.addAttributes([.foregroundColor: UIColor.red, .backgroundColor: UIColor.yellow], range: link)
        let window = Window(size: CGSize(width: 200, height: 40), clock: VirtualClock())
        window.textMeasurer = measurer
        window.rootView.addSubview(label)
        window.tick()
        let framebuffer = Framebuffer(width: 200, height: 40)
        Renderer(textMasks: rasterizer).renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        let linkRect = label.manager.boundingRect(forGlyphRange: link, in: label.container)
        let first = label.manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 3), in: label.container)
        func count(in rect: CGRect, _ test: (UInt32, UInt32, UInt32) -> Bool) -> Int {
            var n = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let p = framebuffer[x, y]
                    if test((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF) { n += 1 }
                }
            }
            return n
        }
        XCTAssertGreaterThan(count(in: first) { r, g, b in r < 0x40 && g < 0x40 && b < 0x40 }, 10, "black text")
        XCTAssertEqual(count(in: first) { r, g, b in r > 0xC0 && g > 0xC0 && b < 0x40 }, 0, "no highlight")
        XCTAssertGreaterThan(count(in: linkRect) { r, g, b in r > 0xC0 && g < 0x40 && b < 0x40 }, 10, "a red link")
        XCTAssertGreaterThan(count(in: linkRect) { r, g, b in r > 0xC0 && g > 0xC0 && b < 0x40 }, 50, "on yellow")
    }

    /// A paragraph style's `minimumLineHeight` makes the line fragments that tall, and
    /// `maximumLineHeight` holds them to it. Apple (`minimumLineHeight`): "This property
    /// contains the minimum height in points that any line in the receiver occupies,
    /// regardless of the font size or size of any attached graphic."
    func testParagraphLineHeightsSizeTheFragments() throws {
        try MainActor.assumeIsolated { try Self.checkParagraphLineHeightsSizeTheFragments() }
    }

    @MainActor private static func checkParagraphLineHeightsSizeTheFragments() throws {
        let measurer = try FontMeasurer.makeDefault()
        let (storage, manager, container) = stack("one\ntwo", size: CGSize(width: 200, height: 0), measurer: measurer)
        let font = measurer.size(of: "X", fontSize: 17, weight: .regular).height
        XCTAssertEqual(manager.usedRect(for: container).height, 2 * font, accuracy: 0.001)
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 30
        storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: storage.length))
        XCTAssertEqual(fragments(manager, storage).map(\.0.minY), [0, 30])
        XCTAssertEqual(manager.usedRect(for: container).height, 60)
        style.maximumLineHeight = 12
        style.minimumLineHeight = 0
        storage.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: storage.length))
        XCTAssertEqual(manager.usedRect(for: container).height, 24)
    }

    /// A text view's container limits the lines the view draws as its layout manager lays
    /// them out: two fragments, and content two lines tall.
    func testATextViewsContainerLimitsItsLines() throws {
        try MainActor.assumeIsolated { try Self.checkATextViewsContainerLimitsItsLines() }
    }

    @MainActor private static func checkATextViewsContainerLimitsItsLines() throws {
        let measurer = try FontMeasurer.makeDefault()
        let window = Window(size: CGSize(width: 200, height: 300), clock: VirtualClock())
        window.textMeasurer = measurer
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        view.font = .systemFont(ofSize: 17)
        view.text = sentence
        window.rootView.addSubview(view)
        window.tick()
        let lineHeight = measurer.size(of: "X", fontSize: 17, weight: .regular).height
        let storage = view.textStorage
        XCTAssertGreaterThan(fragments(view.layoutManager, storage).count, 2)
        view.textContainer.maximumNumberOfLines = 2
        view.textContainer.lineBreakMode = .byTruncatingTail
        window.tick()
        XCTAssertEqual(fragments(view.layoutManager, storage).count, 2)
        XCTAssertEqual(view.contentSize.height, 8 + 2 * lineHeight + 8, accuracy: 0.001)
    }
}
