import Geometry
import Renderer
import TestSupport
import XCTest

/// The comparison behind `assertMatchesReference`, tested directly so its verdicts can fail.
final class ReferenceImageTests: XCTestCase {
    private func solid(_ pixel: UInt32, width: Int = 10, height: Int = 10) -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { fb[x, y] = pixel } }
        return fb
    }

    func testIdenticalImagesDoNotDiffer() {
        let d = ImageDifference.compare(solid(0xFF10_2030), solid(0xFF10_2030), channelDelta: 0)
        XCTAssertEqual(d.differingPixels, 0)
        XCTAssertTrue(d.isWithin(.exact))
    }

    func testSmallDeltasPassAndLargeOnesAreCountedWithTheirSize() {
        let reference = solid(0xFF10_2030)
        let near = solid(0xFF11_2030)
        XCTAssertTrue(
            ImageDifference.compare(near, reference, channelDelta: 2).isWithin(
                ReferenceTolerance(maxChannelDelta: 2)))

        let off = solid(0xFF10_2030)
        off[3, 4] = 0xFF10_2090
        off[7, 7] = 0x8010_2030
        let d = ImageDifference.compare(off, reference, channelDelta: 2)
        XCTAssertEqual(d.differingPixels, 2)
        XCTAssertEqual(d.maxChannelDelta, 0x7F)
        XCTAssertEqual(d.firstDifference?.x, 3)
        XCTAssertEqual(d.firstDifference?.y, 4)
        XCTAssertTrue(d.isWithin(ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.02)))
        XCTAssertFalse(d.isWithin(ReferenceTolerance(maxChannelDelta: 2, maxDifferingPixelFraction: 0.01)))
        // A bound left out allows nothing: with no pixel fraction given, not one pixel may be
        // past the delta; with neither bound the tolerance is the exact one.
        XCTAssertFalse(d.isWithin(ReferenceTolerance(maxChannelDelta: 2)))
        XCTAssertEqual(ReferenceTolerance(), .exact)
        XCTAssertEqual(ReferenceTolerance(maxDifferingPixelFraction: 0.5).maxChannelDelta, 0)
        XCTAssertTrue(d.summary.contains("2 of 100 pixels differ"), d.summary)
    }

    func testDifferentSizesNeverMatch() {
        let d = ImageDifference.compare(solid(0, width: 4), solid(0, width: 5), channelDelta: 255)
        XCTAssertNotNil(d.sizeMismatch)
        XCTAssertFalse(d.isWithin(ReferenceTolerance(maxChannelDelta: 255, maxDifferingPixelFraction: 1)))
    }

    func testPixelProbeUnpremultiplies() {
        let fb = solid(0x8040_0080)
        let probe = PixelProbe(fb)
        XCTAssertEqual(probe.channels(x: 0, y: 0).a, 0x80)
        XCTAssertTrue(probe.matches(x: 1, y: 1, Color(red: 0.5, green: 0, blue: 1, alpha: 0.5), tolerance: 0.01))
        XCTAssertFalse(probe.matches(x: 1, y: 1, Color(red: 0.25, green: 0, blue: 0.5, alpha: 0.5), tolerance: 0.01))
    }
}
