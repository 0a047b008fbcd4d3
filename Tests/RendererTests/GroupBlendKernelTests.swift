import Geometry
import Renderer
import XCTest

/// The group-opacity blend (`Canvas.draw(_:atX:y:opacity:)`, what a fading layer's offscreen
/// image goes through) runs four pixels to a vector and sixteen to a step. Whatever the
/// widths, the alignment of either row, the image's pixels and the opacity, every pixel must
/// equal the scalar reference: the faded source (each channel times alpha / 255, rounded as
/// pixman's MUL_UN8) over the destination, a transparent source pixel leaving it untouched.
final class GroupBlendKernelTests: XCTestCase {
    typealias Random = OverlayBlendTests.Random

    /// One pixel the long way, channel by channel.
    static func reference(_ s: UInt32, _ d: UInt32, alpha: UInt32) -> UInt32 {
        if s == 0 { return d }
        var faded: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            faded |= OverlayBlendTests.mul(s >> shift & 0xFF, alpha) << shift
        }
        return OverlayBlendTests.over(faded, d)
    }

    /// A source row: runs of transparent, opaque and translucent pixels, as a group image has.
    static func sourcePixel(_ random: inout Random) -> UInt32 {
        switch random.below(4) {
        case 0: return 0
        case 1: return 0xFF00_0000 | random.below(1 << 24)
        default: return random.premultiplied()
        }
    }

    func testGroupBlendEqualsTheScalarReferenceForAnyWidthAlignmentAndAlpha() {
        var random = Random(state: 7)
        var checked = 0
        for width in [1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 31, 32, 33, 47, 64, 65, 100] {
            for srcShift in 0..<4 {
                for dstShift in [0, 1, 3] {
                    let alpha = [0.0, 1.0, 0.5, Double(random.below(256)) / 255][Int(random.below(4))]
                    let a = UInt32(alpha * 255 + 0.5)
                    let height = 2 + Int(random.below(3))
                    // Rows one pixel wider than the image, offset by `shift` pixels into the memory.
                    let srcRow = width + srcShift + 1
                    let dstRow = width + dstShift + 1
                    let srcMemory = UnsafeMutablePointer<UInt32>.allocate(capacity: srcRow * height)
                    let dstMemory = UnsafeMutablePointer<UInt32>.allocate(capacity: dstRow * height)
                    defer {
                        srcMemory.deallocate()
                        dstMemory.deallocate()
                    }
                    for i in 0..<srcRow * height { srcMemory[i] = Self.sourcePixel(&random) }
                    for i in 0..<dstRow * height { dstMemory[i] = random.premultiplied() }
                    let before = Array(UnsafeBufferPointer(start: dstMemory, count: dstRow * height))
                    let image = Framebuffer(
                        wrapping: srcMemory + srcShift, width: width, height: height,
                        stride: srcRow * 4)
                    let target = Framebuffer(
                        wrapping: dstMemory, width: width + dstShift, height: height,
                        stride: dstRow * 4)
                    Canvas(framebuffer: target).draw(image, atX: dstShift, y: 0, opacity: alpha)
                    for y in 0..<height {
                        for x in 0..<dstRow {
                            let old = before[y * dstRow + x]
                            let expected =
                                x >= dstShift && x < dstShift + width
                                ? Self.reference(srcMemory[y * srcRow + srcShift + x - dstShift], old, alpha: a)
                                : old
                            let got = dstMemory[y * dstRow + x]
                            if got != expected {
                                XCTFail(
                                    "width \(width) shifts \(srcShift)/\(dstShift) alpha \(a) at \(x),\(y): "
                                        + "\(String(got, radix: 16)) != \(String(expected, radix: 16))")
                                return
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 5000)
    }
}
