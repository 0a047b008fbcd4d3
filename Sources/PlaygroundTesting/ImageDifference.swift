import Foundation
import Renderer

/// How far a rendered image may stray from its reference and still pass.
public struct ReferenceTolerance: Sendable, Equatable {
    /// A pixel differs when any premultiplied channel (A, R, G, B) is off by more than this.
    public var maxChannelDelta: Int
    /// The comparison fails when more than this fraction of all pixels differ.
    public var maxDifferingPixelFraction: Double

    /// A tolerance allowing `maxChannelDelta` per channel on up to `maxDifferingPixelFraction` of pixels beyond it.
    /// Each bound left out allows nothing: `ReferenceTolerance(maxChannelDelta: 2)` lets every
    /// pixel be off by 2 and none by more, and `ReferenceTolerance()` is ``exact``.
    public init(maxChannelDelta: Int = 0, maxDifferingPixelFraction: Double = 0) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDifferingPixelFraction = maxDifferingPixelFraction
    }

    /// Bit-exact.
    public static let exact = ReferenceTolerance()
}

/// The outcome of comparing two framebuffers pixel by pixel.
public struct ImageDifference: Sendable, Equatable {
    /// Pixels with some channel beyond the tolerance's delta.
    public var differingPixels: Int
    /// All pixels compared.
    public var totalPixels: Int
    /// The largest channel difference seen anywhere.
    public var maxChannelDelta: Int
    /// The first differing pixel in row order, if any.
    public var firstDifference: (x: Int, y: Int, actual: UInt32, expected: UInt32)?
    /// Set when the sizes differ; nothing else was compared.
    public var sizeMismatch: String?

    /// Differing pixels as a fraction of all pixels.
    public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// True when the difference is within `tolerance`.
    public func isWithin(_ tolerance: ReferenceTolerance) -> Bool {
        sizeMismatch == nil && differingFraction <= tolerance.maxDifferingPixelFraction
    }

    /// Equal counts and sizes; the first-difference sample is not compared.
    public static func == (l: ImageDifference, r: ImageDifference) -> Bool {
        l.differingPixels == r.differingPixels && l.totalPixels == r.totalPixels
            && l.maxChannelDelta == r.maxChannelDelta && l.sizeMismatch == r.sizeMismatch
    }

    /// One line for a failure message.
    public var summary: String {
        if let sizeMismatch { return sizeMismatch }
        var text =
            "\(differingPixels) of \(totalPixels) pixels differ "
            + "(\(String(format: "%.4f", differingFraction * 100))%), largest channel delta \(maxChannelDelta)"
        if let first = firstDifference {
            text += String(
                format: "; first at (%d, %d): actual 0x%08X, expected 0x%08X",
                first.x, first.y, first.actual, first.expected)
        }
        return text
    }

    /// Compares premultiplied ARGB channels; a pixel counts as differing when a channel
    /// is off by more than `channelDelta`.
    public static func compare(_ actual: Framebuffer, _ expected: Framebuffer, channelDelta: Int) -> ImageDifference {
        var result = ImageDifference(
            differingPixels: 0, totalPixels: actual.width * actual.height,
            maxChannelDelta: 0, firstDifference: nil, sizeMismatch: nil)
        guard actual.width == expected.width, actual.height == expected.height else {
            result.sizeMismatch =
                "size \(actual.width)x\(actual.height) differs from the reference's "
                + "\(expected.width)x\(expected.height)"
            return result
        }
        for y in 0..<actual.height {
            let ra = actual.row(y)
            let re = expected.row(y)
            for x in 0..<actual.width where ra[x] != re[x] {
                var worst = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    let d = abs(Int(ra[x] >> UInt32(shift) & 0xFF) - Int(re[x] >> UInt32(shift) & 0xFF))
                    worst = max(worst, d)
                }
                result.maxChannelDelta = max(result.maxChannelDelta, worst)
                if worst > channelDelta {
                    result.differingPixels += 1
                    if result.firstDifference == nil { result.firstDifference = (x, y, ra[x], re[x]) }
                }
            }
        }
        return result
    }
}

extension ImageDifference {
    /// A picture of where two images differ: differing pixels opaque red over a faded actual.
    public static func diffImage(_ actual: Framebuffer, _ expected: Framebuffer, channelDelta: Int) -> Framebuffer {
        let out = Framebuffer(width: actual.width, height: actual.height)
        for y in 0..<actual.height {
            let ra = actual.row(y)
            let re = expected.row(y)
            let ro = out.row(y)
            for x in 0..<actual.width {
                var worst = 0
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int(ra[x] >> UInt32(shift) & 0xFF) - Int(re[x] >> UInt32(shift) & 0xFF)))
                }
                if worst > channelDelta {
                    ro[x] = 0xFFFF_0000
                } else {
                    // A quarter of the actual pixel, premultiplied, so context shows faintly.
                    let p = ra[x]
                    ro[x] = (p >> 2) & 0x3F3F_3F3F
                }
            }
        }
        return out
    }
}
