import CRenderKernels
import Geometry
import XCTest

@testable import Renderer

/// A row's interior (`ProjectiveWarp.interior`, `rk_warp_interior`): the pixels whose samples
/// take all four corners inside a block, found in closed form with a bound on the float map's
/// error. The plain-block kernel stores the block's colour there without mapping a pixel, so
/// the interval must hold only such pixels, by the kernel's own single-precision arithmetic,
/// on any map (edge-on and crossing the horizon included), and should miss few.
final class ProjectiveWarpInteriorTests: XCTestCase {
    /// Whether the pixel at (x, y) takes its sample with all four corners inside `block`, by
    /// the row kernel's arithmetic (ProjectiveWarp's scalar reference: the row's terms in
    /// doubles rounded to floats once, then single precision, one reciprocal of q).
    private func takesCornersInside(_ x: Int, _ y: Int, inv: [Double], block: PixelRect) -> Bool {
        let py = Double(y) + 0.5
        let (qa, ua, va) = (Float(py * inv[5] + inv[8]), Float(py * inv[3] + inv[6]), Float(py * inv[4] + inv[7]))
        let px = Float(x) + 0.5
        let q = px * Float(inv[2]) + qa
        guard q > 0 else { return false }
        let r = 1 / q
        let sx = (px * Float(inv[0]) + ua) * r - 0.5
        let sy = (px * Float(inv[1]) + va) * r - 0.5
        guard sx.isFinite, sy.isFinite, abs(sx) < 1e9, abs(sy) < 1e9 else { return false }
        let (i, j) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
        return i >= block.x && i + 1 < block.maxX && j >= block.y && j + 1 < block.maxY
    }

    /// Every pixel of the interval takes all four corners inside the block, and the interval
    /// holds all but a few of the row's pixels that do: 400 random turns, blocks and rows of
    /// small sources (some past edge-on, some crossing the horizon), and the flip page at
    /// 2560 x 1600 at angles from flat to a ten-thousandth of a radian from edge-on, every
    /// 37th row. Outside the interval nothing is claimed; a miss costs a mapped pixel. (A
    /// sample exactly on the block's first column or row, as the flat page's first pixel
    /// takes, is left out: the margin for rounding keeps it.)
    func testTheInteriorHoldsOnlyPixelsWhoseSamplesStayInsideTheBlock() throws {
        var rng = Seeded(state: 41)
        var inside = 0
        var found = 0
        for round in 0..<400 {
            let (w, h) = (Int.random(in: 2...90, using: &rng), Int.random(in: 2...70, using: &rng))
            let m = ProjectiveTestMaps.randomTurn(w, h, &rng)
            let bx = Int.random(in: 0..<(w - 1), using: &rng)
            let by = Int.random(in: 0..<(h - 1), using: &rng)
            let block = PixelRect(
                x: bx, y: by, width: .random(in: 2...(w - bx), using: &rng),
                height: .random(in: 2...(h - by), using: &rng))
            let inv = try XCTUnwrap(ProjectiveWarp.inverse(m.planeHomography)).inv
            for y in stride(from: 0, to: 120, by: 7) {
                let span = ProjectiveWarp.interior(row: y, columns: -20..<180, matrix: m, block: block)
                for x in span where !takesCornersInside(x, y, inv: inv, block: block) {
                    return XCTFail("round \(round): pixel \(x),\(y) of \(span) samples outside \(block)")
                }
                let truly = (-20..<180).filter { takesCornersInside($0, y, inv: inv, block: block) }.count
                inside += truly
                found += span.count
            }
        }
        // Missed pixels lie beside the interval: where the map is nearly edge-on, one step
        // of a pixel moves the sample by many, so the margin can leave out a pixel or two.
        XCTAssertGreaterThan(Double(found), 0.97 * Double(inside), "found \(found) of \(inside)")
        let page = PixelRect(x: 0, y: 0, width: 2560, height: 1600)
        let angles: [Double] = [0, 0.3, -0.8, 1.2, .pi / 2 - 1e-2, .pi / 2 - 1e-4, -(.pi / 2 - 1e-3), 2.0]
        for angle in angles {
            let m = ProjectiveTestMaps.flipPage(angle)
            let inv = try XCTUnwrap(ProjectiveWarp.inverse(m.planeHomography)).inv
            for y in stride(from: 37, to: 1600, by: 37) {
                let span = ProjectiveWarp.interior(row: y, columns: 0..<2560, matrix: m, block: page)
                for x in span where !takesCornersInside(x, y, inv: inv, block: page) {
                    return XCTFail("angle \(angle): pixel \(x),\(y) of \(span) samples outside the page")
                }
                // Away from edge-on the interval misses at most two pixels a side.
                guard abs(angle) < 1.3 else { continue }
                let truly = (0..<2560).filter { takesCornersInside($0, y, inv: inv, block: page) }.count
                XCTAssertLessThanOrEqual(truly - span.count, 4, "angle \(angle), row \(y)")
            }
        }
    }

    /// The plain-block kernel, which stores the colour over the interior and maps only the
    /// pixels beside it, gives the bytes of the scalar reference drawing an image filled with
    /// that colour inside the block: the flip page at 2560 x 1600 at seven angles (edge-on
    /// within a ten-thousandth of a radian included), opaque and at partial opacity, over a
    /// target of random pixels, at every level this processor runs. (Small random sources and
    /// blocks: `ProjectiveWarpKernelTests.testThePlainBlockKernelDrawsWhatAFilledImageDraws`.)
    func testThePlainBlockKernelKeepsTheReferenceBytesOnTheFlipPage() {
        let levels: [Int32] = [0, 2, 3].filter { $0 <= PixelMath.kernelLevel }
        let (w, h) = (2560, 1600)
        let block = PixelRect(x: 3, y: 2, width: 2550, height: 1590)
        let pixel: UInt32 = 0xFF58_56D6
        let image = Framebuffer(width: w, height: h)
        rk_fill_rows(image.row(block.y) + block.x, image.rowPixels, block.height, block.width, pixel)
        var rng = Seeded(state: 7)
        let base = Framebuffer(width: w, height: 48)
        for y in 0..<base.height {
            for x in 0..<w { base[x, y] = UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000 }
        }
        let angles: [Double] = [0.2, -0.7, 1.1, .pi / 2 - 1e-2, .pi / 2 - 1e-4, -(.pi / 2 - 1e-3), -1.4]
        for (round, angle) in angles.enumerated() {
            // 48 rows about the middle, where the page is widest, moved to the target's rows.
            let m = ProjectiveTestMaps.flipPage(angle).concatenating(Transform3D(translationX: 0, y: -776, z: 0))
            let opacity = round % 2 == 0 ? 1 : 0.6
            let slow = copy(base)
            ProjectiveWarp.draw(image, matrix: m, into: slow, clip: slow.bounds, opacity: opacity, reference: true)
            for level in levels {
                let fast = copy(base)
                ProjectiveWarp.draw(
                    solid: pixel, in: block, width: w, height: h, matrix: m, into: fast, clip: fast.bounds,
                    opacity: opacity, level: level)
                for y in 0..<fast.height {
                    for x in 0..<w where fast[x, y] != slow[x, y] {
                        return XCTFail("angle \(angle), level \(level): pixel \(x),\(y)")
                    }
                }
            }
        }
    }

    private func copy(_ fb: Framebuffer) -> Framebuffer {
        let out = Framebuffer(width: fb.width, height: fb.height)
        for y in 0..<fb.height { for x in 0..<fb.width { out[x, y] = fb[x, y] } }
        return out
    }
}
