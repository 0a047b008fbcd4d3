import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// TextKit line fragments narrowed by a container's exclusion paths and by paragraph
/// indents, measured with the renderer's fonts and drawn.
///
/// Apple (`NSTextContainer.exclusionPaths`): "An array of path objects that represents the
/// regions where text doesn't display in the text container. ... When the layout manager
/// proposes a line fragment rectangle intersecting one of the regions defined by the
/// exclusion paths, the text container returns an adjusted line fragment rectangle excluding
/// that region." (`firstLineHeadIndent`): "the distance (in points) from the leading margin
/// of a text container to the beginning of the paragraph's first line." (`headIndent`): "the
/// distance (in points) from the leading margin of a text container to the beginning of lines
/// other than the first." (`tailIndent`): "If positive, this value is the distance from the
/// leading margin ... If 0 or negative, it's the distance from the trailing margin."
final class TextKitExclusionTests: XCTestCase {
    private static let text =
        "The quick brown fox jumps over the lazy dog while the cat sleeps by the warm fire all day long"

    /// A stack over `text` in 17-point system font in a container `width` wide, no padding.
    @MainActor private static func stack(
        _ text: String, width: CGFloat, style: NSParagraphStyle? = nil, measurer: FontMeasurer
    ) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        if let style { attributes[.paragraphStyle] = style }
        let storage = NSTextStorage(string: text, attributes: attributes)
        let manager = NSLayoutManager()
        manager.textMeasurer = measurer
        let container = NSTextContainer(size: CGSize(width: width, height: 0))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    /// The line fragments, top to bottom, each with the glyphs it holds.
    @MainActor private static func fragments(_ manager: NSLayoutManager) -> [(
        rect: CGRect, used: CGRect, glyphs: NSRange
    )] {
        var out: [(CGRect, CGRect, NSRange)] = []
        var glyph = 0
        while glyph < manager.numberOfGlyphs {
            var range = NSRange(location: 0, length: 0)
            let rect = manager.lineFragmentRect(forGlyphAt: glyph, effectiveRange: &range)
            let used = manager.lineFragmentUsedRect(forGlyphAt: glyph, effectiveRange: nil)
            out.append((rect, used, range))
            guard range.length > 0 else { break }
            glyph = range.location + range.length
        }
        return out
    }

    /// Lines crossing a rectangle excluded at the container's left edge start at its right
    /// edge and take the width left; lines below it take the whole width again.
    func testLinesBesideAnExclusionTakeTheWidthLeft() throws {
        try MainActor.assumeIsolated {
            let measurer = try FontMeasurer.makeDefault()
            let (storage, manager, container) = Self.stack(Self.text, width: 200, measurer: measurer)
            // The storage owns its layout managers; the manager holds it weakly.
            defer { withExtendedLifetime(storage) {} }
            let wholeWidth = Self.fragments(manager)
            container.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 30))]
            XCTAssertEqual(container.exclusionPaths.count, 1)
            let lines = Self.fragments(manager)
            XCTAssertGreaterThan(lines.count, wholeWidth.count, "the narrower lines hold fewer words")
            var besideSeen = 0
            var belowSeen = 0
            for line in lines {
                if line.rect.minY < 30 {
                    besideSeen += 1
                    XCTAssertEqual(line.rect.minX, 80, accuracy: 0.001)
                    XCTAssertEqual(line.rect.width, 120, accuracy: 0.001)
                    XCTAssertGreaterThanOrEqual(line.used.minX, 80 - 0.001)
                    XCTAssertLessThanOrEqual(line.used.maxX, 200 + 0.001)
                } else {
                    belowSeen += 1
                    XCTAssertEqual(line.rect.minX, 0, accuracy: 0.001)
                    XCTAssertEqual(line.rect.width, 200, accuracy: 0.001)
                }
            }
            XCTAssertEqual(besideSeen, 2, "30 points cross two lines of about 20")
            XCTAssertGreaterThan(belowSeen, 0)
            // A point beside the exclusion hits the first glyph there, glyph 0.
            XCTAssertEqual(
                manager.glyphIndex(for: CGPoint(x: 81, y: 5), in: container, fractionOfDistanceThroughGlyph: nil), 0)
        }
    }

    /// A rectangle excluded in the middle of the lines it crosses leaves the wider stretch
    /// beside it to the text: here the one on its right.
    func testAMiddleExclusionLeavesTheWiderSide() throws {
        try MainActor.assumeIsolated {
            let measurer = try FontMeasurer.makeDefault()
            let (storage, manager, container) = Self.stack(Self.text, width: 240, measurer: measurer)
            // The storage owns its layout managers; the manager holds it weakly.
            defer { withExtendedLifetime(storage) {} }
            container.exclusionPaths = [UIBezierPath(ovalIn: CGRect(x: 40, y: 0, width: 60, height: 10))]
            let first = try XCTUnwrap(Self.fragments(manager).first)
            XCTAssertEqual(first.rect.minX, 100, accuracy: 0.001)
            XCTAssertEqual(first.rect.width, 140, accuracy: 0.001)
        }
    }

    /// The first line of each paragraph starts at `firstLineHeadIndent`, the others at
    /// `headIndent`, and a negative `tailIndent` ends every line that far from the trailing
    /// edge.
    func testParagraphIndentsNarrowTheLineFragments() throws {
        try MainActor.assumeIsolated {
            let measurer = try FontMeasurer.makeDefault()
            let style = NSMutableParagraphStyle()
            style.firstLineHeadIndent = 30
            style.headIndent = 10
            style.tailIndent = -20
            let (storage, manager, _) = Self.stack(
                Self.text + "\n" + Self.text, width: 200, style: style, measurer: measurer)
            // The storage owns its layout managers; the manager holds it weakly.
            defer { withExtendedLifetime(storage) {} }
            let lines = Self.fragments(manager)
            XCTAssertGreaterThan(lines.count, 3)
            let secondParagraph = (Self.text as NSString).length + 1
            for (index, line) in lines.enumerated() {
                let startsParagraph = index == 0 || line.glyphs.location == secondParagraph
                let head: CGFloat = startsParagraph ? 30 : 10
                XCTAssertEqual(line.rect.minX, head, accuracy: 0.001, "line \(index)")
                XCTAssertEqual(line.rect.maxX, 180, accuracy: 0.001, "line \(index)")
                XCTAssertLessThanOrEqual(line.used.maxX, 180 + 0.001, "line \(index)")
            }
            XCTAssertTrue(lines.contains { $0.glyphs.location == secondParagraph }, "the newline starts a line")
            // A positive tail indent counts from the leading edge.
            style.tailIndent = 150
            let (positiveStorage, positive, _) = Self.stack(Self.text, width: 200, style: style, measurer: measurer)
            // The storage owns its layout managers; the manager holds it weakly.
            defer { withExtendedLifetime(positiveStorage) {} }
            let narrow = Self.fragments(positive)
            XCTAssertEqual(narrow[0].rect.maxX, 150, accuracy: 0.001)
            XCTAssertEqual(narrow[1].rect.width, 140, accuracy: 0.001)
        }
    }

    /// Drawn through `drawGlyphs(forGlyphRange:at:)`, no ink falls inside the excluded
    /// rectangle and the text is drawn beside it.
    func testNoInkFallsInsideTheExclusion() throws {
        try MainActor.assumeIsolated {
            let rasterizer = try TextRasterizer.makeDefault()
            let measurer = FontMeasurer(rasterizer: rasterizer)
            final class TextKitView: UIView {
                var manager: NSLayoutManager?
                override func draw(_ rect: CGRect) {
                    guard let manager else { return }
                    manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs), at: .zero)
                }
            }
            let (storage, manager, container) = Self.stack(Self.text, width: 200, measurer: measurer)
            // The storage owns its layout managers; the manager holds it weakly.
            defer { withExtendedLifetime(storage) {} }
            let excluded = CGRect(x: 0, y: 0, width: 80, height: 40)
            container.exclusionPaths = [UIBezierPath(rect: excluded)]
            let window = Window(size: CGSize(width: 200, height: 160), clock: VirtualClock())
            window.textMeasurer = measurer
            let view = TextKitView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
            view.manager = manager
            window.rootView.addSubview(view)
            window.tick()
            let framebuffer = Framebuffer(width: 200, height: 160)
            Renderer(textMasks: rasterizer).renderFull(
                window.layerTree(), into: framebuffer, scale: 1, background: .white)
            func inkedPixels(_ rect: CGRect) -> Int {
                var count = 0
                for y in Int(rect.minY)..<Int(rect.maxY) {
                    for x in Int(rect.minX)..<Int(rect.maxX) where framebuffer[x, y] & 0xFF < 0x80 { count += 1 }
                }
                return count
            }
            XCTAssertEqual(inkedPixels(excluded), 0, "no ink inside the exclusion")
            XCTAssertGreaterThan(inkedPixels(CGRect(x: 80, y: 0, width: 120, height: 40)), 20, "text beside it")
            XCTAssertGreaterThan(inkedPixels(CGRect(x: 0, y: 40, width: 80, height: 40)), 20, "text under it")
        }
    }
}
