import Geometry
import XCTest

@testable import Renderer

/// The warp's C row kernel against its scalar Swift reference, and a band's block of the flat
/// image against the whole image: byte for byte, on random sources, turns and clips.
final class ProjectiveWarpKernelTests: XCTestCase {
    /// A generator with a fixed seed (SplitMix64), so a failure repeats.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A source of random premultiplied pixels, some transparent, some translucent.
    private func source(_ width: Int, _ height: Int, _ rng: inout Seeded) -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = [0, 255, UInt32.random(in: 0...255, using: &rng)][Int.random(in: 0...2, using: &rng)]
                let r = UInt32.random(in: 0...a, using: &rng)
                let g = UInt32.random(in: 0...a, using: &rng)
                let b = UInt32.random(in: 0...a, using: &rng)
                fb[x, y] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return fb
    }

    /// A random turn in perspective of a `width x height` source placed in a 160 x 120 target:
    /// about x and y, some past 90 degrees, near enough the eye that parts cross the horizon.
    private func matrix(_ width: Int, _ height: Int, _ rng: inout Seeded) -> Transform3D {
        Transform3D(translationX: -Double(width) / 2, y: -Double(height) / 2, z: 0)
            .concatenating(Transform3D(rotationAngle: .random(in: -3...3, using: &rng), x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: .random(in: -1.2...1.2, using: &rng), x: 1, y: 0, z: 0))
            .concatenating(Transform3D(perspectiveDistance: .random(in: 60...600, using: &rng)))
            .concatenating(
                Transform3D(
                    translationX: .random(in: 40...120, using: &rng), y: .random(in: 30...90, using: &rng), z: 0))
    }

    /// A target of random opaque and translucent pixels.
    private func target(_ rng: inout Seeded) -> Framebuffer {
        source(160, 120, &rng)
    }

    private func bytes(_ fb: Framebuffer) -> [UInt32] {
        (0..<fb.height).flatMap { y in (0..<fb.width).map { fb[$0, y] } }
    }

    /// The C kernel gives the scalar loop's bytes at every level this processor runs (the
    /// scalar C, and the AVX2 path that takes eight pixels a step): 300 random sources, turns,
    /// opacities and clips each.
    func testTheRowKernelMatchesTheScalarReference() {
        for level in [0, 2] where level <= PixelMath.kernelLevel {
            matchTheScalarReference(level: Int32(level))
        }
    }

    private func matchTheScalarReference(level: Int32) {
        var rng = Seeded(state: 21)
        for round in 0..<300 {
            let (w, h) = (Int.random(in: 1...90, using: &rng), Int.random(in: 1...70, using: &rng))
            let src = source(w, h, &rng)
            let m = matrix(w, h, &rng)
            let opacity = [1, 0.5, .random(in: 0...1, using: &rng)][round % 3]
            let clip = PixelRect(
                x: .random(in: 0...80, using: &rng), y: .random(in: 0...60, using: &rng),
                width: .random(in: 1...160, using: &rng), height: .random(in: 1...120, using: &rng))
            let fast = target(&rng)
            let slow = Framebuffer(width: 160, height: 120)
            for y in 0..<120 { for x in 0..<160 { slow[x, y] = fast[x, y] } }
            let a = ProjectiveWarp.draw(src, matrix: m, into: fast, clip: clip, opacity: opacity, level: level)
            let b = ProjectiveWarp.draw(src, matrix: m, into: slow, clip: clip, opacity: opacity, reference: true)
            XCTAssertEqual(a, b)
            XCTAssertEqual(bytes(fast), bytes(slow), "level \(level), round \(round)")
        }
    }

    /// Drawing through only the block `sourceBlock` names for a clip (the rest of the source
    /// unreadable) gives the bytes of the whole source, and the blocks of a frame's bands are
    /// no larger in all than a few times the source: an edge-on or horizon-crossing layer
    /// included.
    func testABandsBlockOfTheSourceDrawsWhatTheWholeSourceDraws() {
        var rng = Seeded(state: 7)
        for round in 0..<300 {
            let (w, h) = (Int.random(in: 1...90, using: &rng), Int.random(in: 1...70, using: &rng))
            let src = source(w, h, &rng)
            let m = matrix(w, h, &rng)
            let base = target(&rng)
            let whole = Framebuffer(width: 160, height: 120)
            let banded = Framebuffer(width: 160, height: 120)
            for y in 0..<120 {
                for x in 0..<160 {
                    whole[x, y] = base[x, y]
                    banded[x, y] = base[x, y]
                }
            }
            ProjectiveWarp.draw(src, matrix: m, into: whole, clip: whole.bounds)
            var top = 0
            while top < 120 {
                let band = PixelRect(
                    x: 0, y: top, width: 160, height: min(Int.random(in: 1...50, using: &rng), 120 - top))
                let block = ProjectiveWarp.sourceBlock(width: w, height: h, matrix: m, clip: band)
                XCTAssertTrue(block.isEmpty || PixelRect(x: 0, y: 0, width: w, height: h).intersection(block) == block)
                // Only the block survives: every other source pixel is made unreadable garbage.
                let partial = Framebuffer(width: w, height: h)
                for y in 0..<h {
                    for x in 0..<w {
                        let inside = x >= block.x && x < block.maxX && y >= block.y && y < block.maxY
                        partial[x, y] = inside ? src[x, y] : 0xDEAD_BEEF
                    }
                }
                if !block.isEmpty {
                    ProjectiveWarp.draw(partial, matrix: m, into: banded, clip: band, readable: block)
                }
                top = band.maxY
            }
            XCTAssertEqual(bytes(banded), bytes(whole), "round \(round)")
        }
    }
}
