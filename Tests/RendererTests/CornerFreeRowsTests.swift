import Geometry
import XCTest

@testable import Renderer

/// A rounded body filled inside a clip that holds none of its corners' rows is filled as a
/// square one (`Compositor.bodyCornerRadius`): a shortcut that must change no pixel. Random
/// upright cards (fractional edges, radii from none to half the side, even and uneven scales,
/// translucent colours) are filled through random bands of rows, once with their radius and
/// once with the one the compositor picks, over the same random background; the bytes must
/// be equal, and the shortcut must have been taken often enough for that to mean something.
final class CornerFreeRowsTests: XCTestCase {
    func testTheRadiusPickedForABandGivesThePixelsOfTheRoundedFill() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4_294_967_296.0
        }
        func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
        let width = 160
        let height = 140
        let plain = Framebuffer(width: width, height: height)
        let picked = Framebuffer(width: width, height: height)
        var squared = 0
        for trial in 0..<600 {
            let background = UInt32(truncatingIfNeeded: state >> 11) | 0xFF00_0000
            for fb in [plain, picked] {
                for i in 0..<(fb.stride / 4 * height) { fb.pixels[i] = background }
            }
            let scale = [1.0, 2.0, 1.5, 3.0][trial % 4]
            // Every fifth card is scaled unevenly: the canvas then takes its general path.
            let yScale = trial % 5 == 0 ? scale * 1.25 : scale
            let t = AffineTransform(scaleX: scale, y: yScale)
                .concatenating(AffineTransform(translationX: range(-20, 40), y: range(-20, 40)))
            let w = range(1, 60)
            let h = range(1, 60)
            let bounds = Rect(x: range(-5, 5), y: range(-5, 5), width: w, height: h)
            let radius = trial % 7 == 0 ? 0 : range(0, min(w, h) * 0.6)
            // Bands start anywhere down the card, most of them crossing only its sides.
            let device = bounds.applying(t)
            let top = Int(range(device.minY - 4, device.maxY).rounded(.down))
            let clip = PixelRect(x: Int(range(-10, 40)), y: top, width: Int(range(1, 200)), height: Int(range(1, 24)))
            let color = Color(red: unit(), green: unit(), blue: unit(), alpha: trial % 3 == 0 ? 1 : range(0.05, 1))
            let plainCanvas = Canvas(framebuffer: plain, clip: clip)
            plainCanvas.fillRoundedRect(bounds, cornerRadius: radius, transform: t, paint: Paint(color))
            let pickedCanvas = Canvas(framebuffer: picked, clip: clip)
            let r = Compositor.bodyCornerRadius(
                radius, bounds: bounds, transform: t, clip: pickedCanvas.clip, hasClipMask: false)
            if r != radius { squared += 1 }
            pickedCanvas.fillRoundedRect(bounds, cornerRadius: r, transform: t, paint: Paint(color))
            for y in 0..<height {
                let a = plain.pixels + y * plain.stride / 4
                let b = picked.pixels + y * picked.stride / 4
                for x in 0..<width where a[x] != b[x] {
                    XCTFail("trial \(trial): pixel (\(x), \(y)) is \(b[x]), the rounded fill gave \(a[x])")
                    return
                }
            }
        }
        XCTAssertGreaterThan(squared, 100, "too few bands missed the corners for the test to mean much")
    }

    /// The radius is kept whenever a corner row is inside the clip, whenever a clip mask
    /// applies (the canvas then takes its general path) and for a rotated card.
    func testTheRadiusIsKeptWhereTheCornersCouldShow() {
        let card = Rect(x: 0, y: 0, width: 100, height: 200)
        let upright = AffineTransform(scaleX: 2, y: 2)
        let middle = PixelRect(x: 0, y: 100, width: 200, height: 50)
        XCTAssertEqual(
            Compositor.bodyCornerRadius(10, bounds: card, transform: upright, clip: middle, hasClipMask: false), 0)
        let touchingTheTopCorners = PixelRect(x: 0, y: 19, width: 200, height: 50)
        XCTAssertEqual(
            Compositor.bodyCornerRadius(
                10, bounds: card, transform: upright, clip: touchingTheTopCorners, hasClipMask: false), 10)
        XCTAssertEqual(
            Compositor.bodyCornerRadius(10, bounds: card, transform: upright, clip: middle, hasClipMask: true), 10)
        let rotated = AffineTransform(rotationAngle: 0.1).concatenating(upright)
        XCTAssertEqual(
            Compositor.bodyCornerRadius(10, bounds: card, transform: rotated, clip: middle, hasClipMask: false), 10)
    }
}
