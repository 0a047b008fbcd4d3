import Foundation
import Geometry
import LayerTree
import Renderer
import TestSupport
import XCTest

/// Where a mask has ink, in device pixels.
private struct Ink {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    var sumX = 0.0, sumY = 0.0, total = 0.0
    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var centre: Point { Point(x: sumX / total, y: sumY / total) }
    var midX: Double { Double(minX + maxX + 1) / 2 }
    var midY: Double { Double(minY + maxY + 1) / 2 }

    /// Pixels count as ink from coverage `threshold` up, so faint anti-aliasing does not widen it.
    init(_ mask: CoverageMask, threshold: UInt8 = 1) {
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                let c = mask.coverage[y * mask.width + x]
                guard c >= threshold else { continue }
                let dx = mask.originX + x
                let dy = mask.originY + y
                minX = min(minX, dx)
                maxX = max(maxX, dx)
                minY = min(minY, dy)
                maxY = max(maxY, dy)
                sumX += Double(c) * (Double(dx) + 0.5)
                sumY += Double(c) * (Double(dy) + 0.5)
                total += Double(c)
            }
        }
    }
}

final class TextRasterizerTests: XCTestCase {
    private var text: TextRasterizer!

    override func setUpWithError() throws {
        text = try TextRasterizer.makeDefault()
    }

    private func label(
        _ string: String, size: Double = 17, weight: FontWeight = .regular,
        alignment: TextAlignment = .center
    ) -> TextContent {
        TextContent(string: string, fontSize: size, weight: weight, color: .black, alignment: alignment)
    }

    func testLabelInkStaysInsideItsBox() throws {
        // A 200x40 pt label at (10, 20) on a 2x screen covers device pixels 20..<420 x 40..<120.
        let t = AffineTransform(translationX: 10, y: 20).concatenating(AffineTransform(scaleX: 2, y: 2))
        let mask = try XCTUnwrap(text.mask(for: label("Hello, world"), box: Size(width: 200, height: 40), transform: t))
        let ink = Ink(mask)
        XCTAssertGreaterThan(ink.total, 0)
        XCTAssertGreaterThanOrEqual(ink.minX, 20)
        XCTAssertLessThan(ink.maxX, 420)
        XCTAssertGreaterThanOrEqual(ink.minY, 40)
        XCTAssertLessThan(ink.maxY, 120)
        // Text of 17 pt at 2x: glyphs some 20-35 device pixels tall, not a speck nor a slab.
        XCTAssertGreaterThan(ink.height, 20)
        XCTAssertLessThan(ink.height, 40)
    }

    func testAlignmentPlacesInkLeftCentreAndRight() throws {
        let box = Size(width: 300, height: 44)
        func ink(_ alignment: TextAlignment) throws -> Ink {
            Ink(try XCTUnwrap(text.mask(for: label("Present", alignment: alignment), box: box, transform: .identity)))
        }
        let left = try ink(.left)
        let centre = try ink(.center)
        let right = try ink(.right)
        XCTAssertLessThan(left.minX, 3, "left-aligned ink starts at the left edge (side bearing only)")
        XCTAssertEqual(centre.midX, 150, accuracy: 2, "centred ink is centred in the box")
        XCTAssertGreaterThan(right.maxX, 296, "right-aligned ink ends at the right edge")
        XCTAssertLessThanOrEqual(right.maxX, 300)
        XCTAssertEqual(left.width, right.width, accuracy: 1, "alignment moves the line, it does not change it")
        // Vertically centred: the line box's middle is the box's middle.
        let metrics = text.lineMetrics(for: label("Present"), box: box)
        XCTAssertEqual(metrics.lineBox.midY, 22, accuracy: 1e-9)
        XCTAssertEqual(centre.midY, 22, accuracy: 6, "glyph ink sits around the middle of the line")
    }

    func testRotatingByNinetyDegreesSwapsInkWidthAndHeight() throws {
        let content = label("Rotate me", size: 20)
        let box = Size(width: 160, height: 40)
        let place = AffineTransform(translationX: 100, y: 100)
        let flat = Ink(try XCTUnwrap(text.mask(for: content, box: box, transform: place)))
        let turned = Ink(
            try XCTUnwrap(
                text.mask(
                    for: content, box: box,
                    transform: AffineTransform(rotationAngle: .pi / 2).concatenating(place))))
        XCTAssertGreaterThan(flat.width, flat.height * 3)
        XCTAssertEqual(Double(turned.width), Double(flat.height), accuracy: 2)
        XCTAssertEqual(Double(turned.height), Double(flat.width), accuracy: 2)
        // Clockwise on screen: the box's x axis now points down, its y axis to the left.
        XCTAssertLessThanOrEqual(turned.maxX, 100)
        XCTAssertGreaterThanOrEqual(turned.minY, 100)
    }

    func testQuarterTurnIsTheSamePictureTurned() throws {
        // Rendering from rotated outlines is exact for a quarter turn: every flat pixel (x, y)
        // reappears at (199 - y, x) when the layer at (100, 100) turns clockwise about its origin.
        let content = label("Fg", size: 24)
        let box = Size(width: 60, height: 40)
        let place = AffineTransform(translationX: 100, y: 100)
        let flat = try XCTUnwrap(text.mask(for: content, box: box, transform: place))
        let turned = try XCTUnwrap(
            text.mask(
                for: content, box: box,
                transform: AffineTransform(rotationAngle: .pi / 2).concatenating(place)))
        func coverage(_ m: CoverageMask, _ x: Int, _ y: Int) -> Int {
            let mx = x - m.originX
            let my = y - m.originY
            guard mx >= 0, mx < m.width, my >= 0, my < m.height else { return 0 }
            return Int(m.coverage[my * m.width + mx])
        }
        var worst = 0
        for y in flat.originY..<(flat.originY + flat.height) {
            for x in flat.originX..<(flat.originX + flat.width) {
                worst = max(worst, abs(coverage(flat, x, y) - coverage(turned, 199 - y, x)))
            }
        }
        XCTAssertLessThanOrEqual(
            worst, 8, "rasterizer rounding moves a few levels; a mirrored or shifted glyph would differ by far more")
    }

    func testScalingRendersFromOutlinesAtTheNewSize() throws {
        let content = label("Scale", size: 15)
        let one = Ink(try XCTUnwrap(text.mask(for: content, box: Size(width: 100, height: 30), transform: .identity)))
        let three = Ink(
            try XCTUnwrap(
                text.mask(
                    for: content, box: Size(width: 100, height: 30),
                    transform: AffineTransform(scaleX: 3, y: 3))))
        XCTAssertEqual(Double(three.width), Double(one.width) * 3, accuracy: 3)
        XCTAssertEqual(Double(three.height), Double(one.height) * 3, accuracy: 3)
        // A resampled bitmap would be blurry over ~3 pixels at every edge; outlines keep edges one pixel soft,
        // so most ink pixels are solid.
        let mask = try XCTUnwrap(
            text.mask(
                for: content, box: Size(width: 100, height: 30),
                transform: AffineTransform(scaleX: 3, y: 3)))
        let inked = mask.coverage.filter { $0 > 0 }.count
        let solid = mask.coverage.filter { $0 == 255 }.count
        XCTAssertGreaterThan(Double(solid) / Double(inked), 0.5)
    }

    func testRepeatingAMaskUsesTheCacheAndGivesTheSameBytes() throws {
        let content = label("Cached label", weight: .bold)
        let t = AffineTransform(translationX: 3.3, y: 7.9).concatenating(AffineTransform(scaleX: 2, y: 2))
        let first = try XCTUnwrap(text.mask(for: content, box: Size(width: 150, height: 30), transform: t))
        let rendered = text.statistics.glyphsRendered
        XCTAssertGreaterThan(rendered, 0)
        let second = try XCTUnwrap(text.mask(for: content, box: Size(width: 150, height: 30), transform: t))
        XCTAssertEqual(text.statistics.glyphsRendered, rendered, "the second frame renders no glyph")
        XCTAssertGreaterThanOrEqual(text.statistics.cacheHits, content.string.count - 1)
        XCTAssertEqual(first.rect, second.rect)
        XCTAssertEqual(first.coverage, second.coverage)
        // And the cache is not hiding a different picture: a fresh render agrees.
        text.purgeCache()
        let fresh = try XCTUnwrap(text.mask(for: content, box: Size(width: 150, height: 30), transform: t))
        XCTAssertEqual(fresh.coverage, first.coverage)
    }

    func testWholePixelMovesShiftTheMaskAndQuarterPixelMovesReshapeIt() throws {
        let content = label("Slide")
        let box = Size(width: 80, height: 24)
        let base = try XCTUnwrap(text.mask(for: content, box: box, transform: AffineTransform(translationX: 10, y: 10)))
        let moved = try XCTUnwrap(
            text.mask(for: content, box: box, transform: AffineTransform(translationX: 13, y: 10)))
        XCTAssertEqual(moved.originX, base.originX + 3)
        XCTAssertEqual(moved.coverage, base.coverage)
        let nudged = try XCTUnwrap(
            text.mask(for: content, box: box, transform: AffineTransform(translationX: 10.25, y: 10)))
        XCTAssertNotEqual(nudged.coverage, base.coverage, "sub-pixel positions are rendered, not rounded away")
    }

    func testNothingToDrawGivesNil() {
        let box = Size(width: 100, height: 20)
        XCTAssertNil(text.mask(for: label(""), box: box, transform: .identity))
        XCTAssertNil(text.mask(for: label("   "), box: box, transform: .identity))
        XCTAssertNil(text.mask(for: label("Hi", size: 0), box: box, transform: .identity))
        XCTAssertNil(text.mask(for: label("Hi", size: .nan), box: box, transform: .identity))
        XCTAssertNil(text.mask(for: label("Hi"), box: box, transform: AffineTransform(scaleX: 0, y: 1)))
        XCTAssertNil(text.mask(for: label("Hi", size: 5000), box: box, transform: .identity))
    }

    func testCharactersTheFontLacksDrawItsPlaceholderBox() throws {
        // U+E000 is private use: DejaVu has no glyph, so the .notdef box takes its place.
        let measurer = text.makeMeasurer()
        let plain = measurer.size(of: "A", fontSize: 20, weight: .regular).width
        let withMissing = measurer.size(of: "A\u{E000}", fontSize: 20, weight: .regular).width
        XCTAssertGreaterThan(withMissing, plain)
        let a = Ink(
            try XCTUnwrap(
                text.mask(
                    for: label("A", size: 20, alignment: .left),
                    box: Size(width: 100, height: 30), transform: .identity)))
        let b = Ink(
            try XCTUnwrap(
                text.mask(
                    for: label("A\u{E000}", size: 20, alignment: .left),
                    box: Size(width: 100, height: 30), transform: .identity)))
        XCTAssertGreaterThan(b.maxX, a.maxX + 5)
        // Line breaks take no room in a one-line label.
        XCTAssertEqual(
            measurer.size(of: "A\nB", fontSize: 20, weight: .regular).width,
            measurer.size(of: "AB", fontSize: 20, weight: .regular).width)
    }

    func testFontsAreFoundInTheRepositoryAndAWrongSettingIsReported() throws {
        let found = try FontLocator.fontDirectory(environment: [:])
        XCTAssertTrue(found.hasSuffix("Assets/Fonts"), found)
        XCTAssertThrowsError(try FontLocator.fontDirectory(environment: ["PLAYGROUND_FONT_DIR": "/nonexistent"])) {
            error in
            XCTAssertEqual(error as? TextError, .fontDirectoryInvalid(path: "/nonexistent"))
            XCTAssertTrue("\(error)".contains("/nonexistent"))
        }
        XCTAssertThrowsError(try TextRasterizer(fontDirectory: "/tmp/definitely-no-fonts-here")) { error in
            XCTAssertTrue("\(error)".contains("DejaVuSans.ttf"), "\(error)")
        }
    }
}
