import Geometry
import XCTest

@testable import Renderer

/// A rounded body filled inside a clip that holds none of its corners' rows is filled as a
/// square one (`Compositor.bodyCornerRadii`): a shortcut that must change no pixel. Random
/// upright cards (fractional edges, radii from none to half the side, the same on every
/// corner, on some corners only as `maskedCorners` leaves them, or four of their own; even
/// and uneven scales, translucent colours) are filled through random bands of rows, once
/// with their radii and once with the ones the compositor picks, over the same random
/// background; the bytes must be equal, and the shortcut must have been taken often enough
/// for that to mean something.
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
            let radii: CornerRadii
            switch trial % 3 {
            case 0: radii = CornerRadii(radius)
            case 1: radii = CornerRadii(radius, corners: RectCorner(rawValue: UInt(unit() * 16) & 15))
            default:
                let side = min(w, h) * 0.6
                radii = CornerRadii(
                    topLeft: range(0, side), topRight: range(0, side), bottomRight: range(0, side),
                    bottomLeft: unit() < 0.3 ? 0 : range(0, side))
            }
            // Bands start anywhere down the card, most of them crossing only its sides.
            let device = bounds.applying(t)
            let top = Int(range(device.minY - 4, device.maxY).rounded(.down))
            let clip = PixelRect(x: Int(range(-10, 40)), y: top, width: Int(range(1, 200)), height: Int(range(1, 24)))
            let color = Color(red: unit(), green: unit(), blue: unit(), alpha: trial % 3 == 0 ? 1 : range(0.05, 1))
            let plainCanvas = Canvas(framebuffer: plain, clip: clip)
            plainCanvas.fillRoundedRect(bounds, radii: radii, transform: t, paint: Paint(color))
            let pickedCanvas = Canvas(framebuffer: picked, clip: clip)
            let r = Compositor.bodyCornerRadii(
                radii, bounds: bounds, transform: t, clip: pickedCanvas.clip, hasClipMask: false)
            if r != radii { squared += 1 }
            pickedCanvas.fillRoundedRect(bounds, radii: r, transform: t, paint: Paint(color))
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

    /// The radii are kept whenever a corner row is inside the clip, whenever a clip mask
    /// applies (the canvas then takes its general path) and for a rotated card.
    func testTheRadiiAreKeptWhereTheCornersCouldShow() {
        let card = Rect(x: 0, y: 0, width: 100, height: 200)
        let upright = AffineTransform(scaleX: 2, y: 2)
        let middle = PixelRect(x: 0, y: 100, width: 200, height: 50)
        let ten = CornerRadii(10)
        let none = CornerRadii(0)
        XCTAssertEqual(
            Compositor.bodyCornerRadii(ten, bounds: card, transform: upright, clip: middle, hasClipMask: false), none)
        let touchingTheTopCorners = PixelRect(x: 0, y: 19, width: 200, height: 50)
        XCTAssertEqual(
            Compositor.bodyCornerRadii(
                ten, bounds: card, transform: upright, clip: touchingTheTopCorners, hasClipMask: false), ten)
        XCTAssertEqual(
            Compositor.bodyCornerRadii(ten, bounds: card, transform: upright, clip: middle, hasClipMask: true), ten)
        let rotated = AffineTransform(rotationAngle: 0.1).concatenating(upright)
        XCTAssertEqual(
            Compositor.bodyCornerRadii(ten, bounds: card, transform: rotated, clip: middle, hasClipMask: false), ten)
    }

    /// A sheet rounds only its top corners: the rows down to its bottom edge cross only its
    /// straight sides, so a band there fills it square; a band holding a rounded top corner's
    /// row keeps the radii. Flipped upside down, the rounded corners are the bottom rows.
    func testSquareCornersLeaveTheirRowsCornerFree() {
        let card = Rect(x: 0, y: 0, width: 100, height: 200)
        let upright = AffineTransform(scaleX: 2, y: 2)
        let top = CornerRadii(10, corners: [.topLeft, .topRight])
        let bottomRows = PixelRect(x: 0, y: 380, width: 200, height: 20)
        XCTAssertEqual(
            Compositor.bodyCornerRadii(top, bounds: card, transform: upright, clip: bottomRows, hasClipMask: false),
            CornerRadii(0))
        let topRows = PixelRect(x: 0, y: 10, width: 200, height: 20)
        XCTAssertEqual(
            Compositor.bodyCornerRadii(top, bounds: card, transform: upright, clip: topRows, hasClipMask: false), top)
        let flipped = AffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 400)
        XCTAssertEqual(
            CornerRadii(10, corners: [.topLeft, .topRight]).rowRadii(flipped).bottom, 10,
            "flipped, the rounded corners are the device's bottom ones")
    }
}
