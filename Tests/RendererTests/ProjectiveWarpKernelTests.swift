import Geometry
import XCTest

@testable import Renderer

/// The warp's C row kernel against its scalar Swift reference, and a band's block of the flat
/// image against the whole image: byte for byte, on random sources, turns and clips.
final class ProjectiveWarpKernelTests: XCTestCase {
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

    /// A target of random opaque and translucent pixels.
    private func target(_ rng: inout Seeded) -> Framebuffer {
        source(160, 120, &rng)
    }

    private func bytes(_ fb: Framebuffer) -> [UInt32] {
        (0..<fb.height).flatMap { y in (0..<fb.width).map { fb[$0, y] } }
    }

    /// The C kernel gives the scalar loop's bytes at every level this processor runs (the
    /// scalar C, the AVX2 path that takes eight pixels a step, and the same with AVX-512's
    /// registers): 300 random sources, turns, opacities and clips each.
    func testTheRowKernelMatchesTheScalarReference() {
        let levels: [Int32] = [0, 2, 3].filter { $0 <= PixelMath.kernelLevel }
        var rng = Seeded(state: 21)
        for round in 0..<300 {
            let (w, h) = (Int.random(in: 1...90, using: &rng), Int.random(in: 1...70, using: &rng))
            let src = source(w, h, &rng)
            let m = ProjectiveTestMaps.randomTurn(w, h, &rng)
            let opacity = [1, 0.5, .random(in: 0...1, using: &rng)][round % 3]
            let clip = PixelRect(
                x: .random(in: 0...80, using: &rng), y: .random(in: 0...60, using: &rng),
                width: .random(in: 1...160, using: &rng), height: .random(in: 1...120, using: &rng))
            let base = target(&rng)
            let slow = copy(base)
            let b = ProjectiveWarp.draw(src, matrix: m, into: slow, clip: clip, opacity: opacity, reference: true)
            let expected = bytes(slow)
            for level in levels {
                let fast = copy(base)
                let a = ProjectiveWarp.draw(src, matrix: m, into: fast, clip: clip, opacity: opacity, level: level)
                XCTAssertEqual(a, b)
                XCTAssertEqual(bytes(fast), expected, "level \(level), round \(round)")
            }
        }
    }

    private func copy(_ fb: Framebuffer) -> Framebuffer {
        let out = Framebuffer(width: fb.width, height: fb.height)
        for y in 0..<fb.height { for x in 0..<fb.width { out[x, y] = fb[x, y] } }
        return out
    }

    /// The warp samples bilinearly, not by the nearest pixel, on every level: a source whose
    /// red rises 9 and green 7 a pixel (a linear ramp, which bilinear sampling reproduces),
    /// turned 40 degrees about y at `m34 = -1/300`, and at 1.6 times its size. Every target
    /// pixel whose centre maps back at least a pixel inside the source is compared with the ramp
    /// at the exact point the homography gives. Tolerance: 1.5 levels (the weights are
    /// 1/256ths and each of the three mixes rounds); the nearest pixel would miss by up to 4.5.
    func testTheSampleFollowsTheExactHomographyBilinearly() throws {
        let (w, h) = (24, 30)
        let src = Framebuffer(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w { src[x, y] = 0xFF00_0000 | UInt32(9 * x + 20) << 16 | UInt32(7 * y + 10) << 8 }
        }
        let turned = Transform3D(translationX: -12, y: -15, z: 0)
            .concatenating(Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(perspectiveDistance: 300))
            .concatenating(Transform3D(translationX: 80, y: 60, z: 0))
        let enlarged = Transform3D(scaleX: 1.6, y: 1.6, z: 1).concatenating(Transform3D(translationX: 30, y: 20, z: 0))
        for m in [turned, enlarged] {
            let inv = try XCTUnwrap(ProjectiveWarp.inverse(m.planeHomography)).inv
            for level in [0, 2, 3] where level <= PixelMath.kernelLevel {
                let target = Framebuffer(width: 160, height: 120)
                ProjectiveWarp.draw(src, matrix: m, into: target, clip: target.bounds, level: Int32(level))
                var compared = 0
                for py in 0..<120 {
                    for px in 0..<160 {
                        let (x, y) = (Double(px) + 0.5, Double(py) + 0.5)
                        let q = x * inv[2] + y * inv[5] + inv[8]
                        let u = (x * inv[0] + y * inv[3] + inv[6]) / q - 0.5
                        let v = (x * inv[1] + y * inv[4] + inv[7]) / q - 0.5
                        guard q > 0, u >= 1, v >= 1, u <= Double(w - 2), v <= Double(h - 2) else { continue }
                        compared += 1
                        let pixel = target[px, py]
                        XCTAssertEqual(Double((pixel >> 16) & 0xFF), 9 * u + 20, accuracy: 1.5, "red at \(px),\(py)")
                        XCTAssertEqual(Double((pixel >> 8) & 0xFF), 7 * v + 10, accuracy: 1.5, "green at \(px),\(py)")
                    }
                }
                XCTAssertGreaterThan(compared, 300)
            }
        }
    }

    /// The warp maps pixels in single precision with one reciprocal of q for both coordinates
    /// (the row's constant terms summed in doubles first). Over the flip demo's page at 2560 x
    /// 1600, every angle short of edge-on, that map stays within 1/64 pixel of the exact double
    /// homography wherever the sample lands on the page: the bilinear weights are 1/256ths,
    /// so the error moves a weight by at most four steps, under a level of a channel on
    /// neighbours that differ by less than 64.
    func testTheSinglePrecisionMapStaysWithinASixtyFourthOfAPixelOnTheFlipPage() throws {
        var worst = 0.0
        for angle in [-1.5, -1.2, -0.7, -0.2, 0.1, 0.6, 1.1, 1.45] {
            let inv = try XCTUnwrap(ProjectiveWarp.inverse(ProjectiveTestMaps.flipPage(angle).planeHomography)).inv
            let (c0, c1, c2) = (Float(inv[0]), Float(inv[1]), Float(inv[2]))
            for y in stride(from: 0, to: 1600, by: 7) {
                let py = Double(y) + 0.5
                let (qa, ua, va) = (
                    Float(py * inv[5] + inv[8]), Float(py * inv[3] + inv[6]), Float(py * inv[4] + inv[7])
                )
                for x in stride(from: 0, to: 2560, by: 3) {
                    let px = Double(x) + 0.5
                    let q = px * inv[2] + py * inv[5] + inv[8]
                    let u = (px * inv[0] + py * inv[3] + inv[6]) / q
                    let v = (px * inv[1] + py * inv[4] + inv[7]) / q
                    guard q > 0, u >= 0, v >= 0, u <= 2560, v <= 1600 else { continue }
                    // The reference loop's arithmetic (ProjectiveWarp.draw, reference: true).
                    let fpx = Float(x) + 0.5
                    let r = 1 / (fpx * c2 + qa)
                    let fu = (fpx * c0 + ua) * r
                    let fv = (fpx * c1 + va) * r
                    worst = max(worst, abs(Double(fu) - u), abs(Double(fv) - v))
                }
            }
        }
        XCTAssertLessThan(worst, 1.0 / 64, "worst error \(worst) px")
    }

    /// The same page drawn by the kernel, every level: a source whose red rises 9 a pixel and
    /// green 7 a pixel, restarting every 25 columns and 30 rows (a ramp bilinear sampling
    /// reproduces between restarts). Each compared pixel's 2 x 2 footprint lies within one
    /// stretch of the ramp, and its channels match the ramp at the exact homography's point
    /// within 2 levels, a sixth of a pixel of position: far coordinates (2560 pixels across)
    /// lose nothing a viewer could see to the float map.
    func testTheFlipPageAtFullSizeFollowsTheExactHomography() throws {
        let (w, h) = (2560, 1600)
        let src = Framebuffer(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                src[x, y] = 0xFF00_0000 | UInt32(9 * (x % 25) + 20) << 16 | UInt32(7 * (y % 30) + 10) << 8
            }
        }
        for angle in [-1.2, 0.6] {
            let m = ProjectiveTestMaps.flipPage(angle)
            let inv = try XCTUnwrap(ProjectiveWarp.inverse(m.planeHomography)).inv
            for level in [0, 2, 3] where level <= PixelMath.kernelLevel {
                let target = Framebuffer(width: w, height: h)
                ProjectiveWarp.draw(src, matrix: m, into: target, clip: target.bounds, level: Int32(level))
                var compared = 0
                for py in stride(from: 0, to: h, by: 11) {
                    for px in stride(from: 0, to: w, by: 5) {
                        let (x, y) = (Double(px) + 0.5, Double(py) + 0.5)
                        let q = x * inv[2] + y * inv[5] + inv[8]
                        let u = (x * inv[0] + y * inv[3] + inv[6]) / q - 0.5
                        let v = (x * inv[1] + y * inv[4] + inv[7]) / q - 0.5
                        guard q > 0, u >= 1, v >= 1, u <= Double(w - 2), v <= Double(h - 2) else { continue }
                        // Both corners of the footprint, with a margin, in one stretch.
                        let (cu, cv) = (u - Double(Int(u) / 25 * 25), v - Double(Int(v) / 30 * 30))
                        guard cu >= 0.1, cu <= 23.9, cv >= 0.1, cv <= 28.9 else { continue }
                        compared += 1
                        let pixel = target[px, py]
                        XCTAssertEqual(Double((pixel >> 16) & 0xFF), 9 * cu + 20, accuracy: 2, "red at \(px),\(py)")
                        XCTAssertEqual(Double((pixel >> 8) & 0xFF), 7 * cv + 10, accuracy: 2, "green at \(px),\(py)")
                    }
                }
                XCTAssertGreaterThan(compared, 10000)
            }
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
            let m = ProjectiveTestMaps.randomTurn(w, h, &rng)
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

    /// A source of a few plain rectangles (a page's background and the cards on it): opaque,
    /// translucent and transparent patches, so most groups of eight samples read one pixel
    /// and many are opaque, the cases the vector path takes without mixing or without reading
    /// the target.
    private func patches(_ width: Int, _ height: Int, _ rng: inout Seeded) -> Framebuffer {
        let fb = Framebuffer(width: width, height: height)
        let colours: [UInt32] = [
            0xFF58_56D6, 0xFFFF_FFFF, 0x8040_2010, 0, 0xFF00_0000 | .random(in: 0...0xFF_FFFF, using: &rng),
        ]
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let c = colours.randomElement(using: &rng)!
            let x0 = Int.random(in: 0..<width, using: &rng)
            let y0 = Int.random(in: 0..<height, using: &rng)
            let x1 = Int.random(in: x0...width, using: &rng)
            let y1 = Int.random(in: y0...height, using: &rng)
            for y in y0..<y1 { for x in x0..<x1 { fb[x, y] = c } }
        }
        return fb
    }

    /// An upright placement at 1 to 3 times the source's size: samples close together, so the
    /// vector path picks corners out of rows read whole.
    private func enlargement(_ rng: inout Seeded) -> Transform3D {
        let s = Double.random(in: 1...3, using: &rng)
        return Transform3D(scaleX: s, y: s * .random(in: 0.8...1.2, using: &rng), z: 1)
            .concatenating(
                Transform3D(
                    translationX: .random(in: -20...40, using: &rng), y: .random(in: -20...30, using: &rng), z: 0))
    }

    /// The vector path's shortcuts keep the scalar loop's bytes: a group whose corners are all
    /// one pixel takes it unmixed, and an opaque group at alpha 255 is stored over the row
    /// unread. 400 sources of plain patches, turned or enlarged, at full and partial opacity,
    /// against the reference at every level.
    func testTheRowKernelsShortcutsMatchTheScalarReferenceOnPlainPatches() {
        let levels: [Int32] = [0, 2, 3].filter { $0 <= PixelMath.kernelLevel }
        var rng = Seeded(state: 33)
        for round in 0..<400 {
            let (w, h) = (Int.random(in: 8...90, using: &rng), Int.random(in: 8...70, using: &rng))
            let src = patches(w, h, &rng)
            let m = round % 2 == 0 ? ProjectiveTestMaps.randomTurn(w, h, &rng) : enlargement(&rng)
            let opacity = round % 4 < 2 ? 1 : Double.random(in: 0...1, using: &rng)
            let base = target(&rng)
            let slow = copy(base)
            ProjectiveWarp.draw(src, matrix: m, into: slow, clip: slow.bounds, opacity: opacity, reference: true)
            let expected = bytes(slow)
            for level in levels {
                let fast = copy(base)
                ProjectiveWarp.draw(src, matrix: m, into: fast, clip: fast.bounds, opacity: opacity, level: level)
                XCTAssertEqual(bytes(fast), expected, "level \(level), round \(round)")
            }
        }
    }

    /// A plain block drawn with no image (`draw(solid:)`, the kernel reading no memory) gives
    /// the bytes of an image holding that pixel inside the block and transparent elsewhere,
    /// drawn by the scalar reference: 300 random blocks, pixels, turns, opacities and clips,
    /// every level.
    func testThePlainBlockKernelDrawsWhatAFilledImageDraws() {
        let levels: [Int32] = [0, 2, 3].filter { $0 <= PixelMath.kernelLevel }
        var rng = Seeded(state: 5)
        for round in 0..<300 {
            let (w, h) = (Int.random(in: 1...90, using: &rng), Int.random(in: 1...70, using: &rng))
            let x0 = Int.random(in: 0..<w, using: &rng)
            let y0 = Int.random(in: 0..<h, using: &rng)
            let plain = PixelRect(
                x: x0, y: y0, width: .random(in: 1...(w - x0), using: &rng),
                height: .random(in: 1...(h - y0), using: &rng))
            let pixel: UInt32 = [0xFF58_56D6, 0x8040_2010, 0xFFFF_FFFF][round % 3]
            let image = Framebuffer(width: w, height: h)
            for y in plain.y..<plain.maxY { for x in plain.x..<plain.maxX { image[x, y] = pixel } }
            let m = round % 2 == 0 ? ProjectiveTestMaps.randomTurn(w, h, &rng) : enlargement(&rng)
            let opacity = round % 4 < 2 ? 1 : Double.random(in: 0...1, using: &rng)
            let clip = PixelRect(
                x: .random(in: 0...80, using: &rng), y: .random(in: 0...60, using: &rng),
                width: .random(in: 1...160, using: &rng), height: .random(in: 1...120, using: &rng))
            let base = target(&rng)
            let slow = copy(base)
            let b = ProjectiveWarp.draw(image, matrix: m, into: slow, clip: clip, opacity: opacity, reference: true)
            let expected = bytes(slow)
            for level in levels {
                let fast = copy(base)
                let a = ProjectiveWarp.draw(
                    solid: pixel, in: plain, width: w, height: h, matrix: m, into: fast, clip: clip, opacity: opacity,
                    level: level)
                XCTAssertEqual(a, b)
                XCTAssertEqual(bytes(fast), expected, "level \(level), round \(round)")
            }
        }
    }

    /// An image known to hold one pixel over a body, less a few ink rectangles
    /// (`PlainRegion`), drawn by `rk_warp_row_plain` (which stores the samples reading only
    /// the body's pixel, unmapped) gives the reference loop's bytes: 400 random bodies,
    /// pixels, inks (random pixels inside them, some reaching past the body, some a pixel
    /// wide), turns and enlargements, opacities, clips and readable blocks, every level.
    func testAPlainImageWithInksDrawsTheReferencesBytes() {
        let levels: [Int32] = [0, 2, 3].filter { $0 <= PixelMath.kernelLevel }
        var rng = Seeded(state: 41)
        var stored = 0
        for round in 0..<400 {
            let (w, h) = (Int.random(in: 8...90, using: &rng), Int.random(in: 8...70, using: &rng))
            func rect(within r: PixelRect, _ rng: inout Seeded) -> PixelRect {
                let x0 = Int.random(in: r.x..<r.maxX, using: &rng)
                let y0 = Int.random(in: r.y..<r.maxY, using: &rng)
                return PixelRect(
                    x: x0, y: y0, width: .random(in: 1...(r.maxX - x0), using: &rng),
                    height: .random(in: 1...(r.maxY - y0), using: &rng))
            }
            let image = PixelRect(x: 0, y: 0, width: w, height: h)
            let body = round % 3 == 0 ? image : rect(within: image, &rng)
            let pixel: UInt32 = [0xFF58_56D6, 0xFFFF_FFFF, 0x8040_2010][round % 3]
            let inks = (0..<Int.random(in: 0...4, using: &rng)).map { k in
                k == 0
                    ? PixelRect(x: .random(in: 0..<w, using: &rng), y: 0, width: 1, height: h)
                    : rect(within: image, &rng)
            }
            let src = Framebuffer(width: w, height: h)
            for y in body.y..<body.maxY { for x in body.x..<body.maxX { src[x, y] = pixel } }
            for ink in inks {
                for y in ink.y..<ink.maxY {
                    for x in ink.x..<ink.maxX where Bool.random(using: &rng) {
                        src[x, y] = [0, 0xFF00_0000 | .random(in: 0...0xFF_FFFF, using: &rng), 0x4010_2030][x % 3]
                    }
                }
            }
            let m = round % 2 == 0 ? ProjectiveTestMaps.randomTurn(w, h, &rng) : enlargement(&rng)
            let opacity = round % 4 < 2 ? 1 : Double.random(in: 0...1, using: &rng)
            let clip = PixelRect(
                x: .random(in: 0...80, using: &rng), y: .random(in: 0...60, using: &rng),
                width: .random(in: 1...160, using: &rng), height: .random(in: 1...120, using: &rng))
            let readable = round % 5 == 0 ? rect(within: image, &rng) : image
            let base = target(&rng)
            let slow = copy(base)
            let b = ProjectiveWarp.draw(
                src, matrix: m, into: slow, clip: clip, opacity: opacity, readable: readable, reference: true)
            let expected = bytes(slow)
            let region = ProjectiveWarp.PlainRegion(pixel: pixel, body: body, inks: inks)
            for level in levels {
                let fast = copy(base)
                let a = ProjectiveWarp.draw(
                    only(readable, of: src), matrix: m, into: fast, clip: clip, opacity: opacity, readable: readable,
                    plain: region, level: level)
                XCTAssertEqual(a, b)
                XCTAssertEqual(bytes(fast), expected, "level \(level), round \(round)")
            }
            // The same region claiming another pixel: where the kernel stores unmapped pixels
            // the bytes differ, so the rounds above took that path.
            let wrong = copy(base)
            ProjectiveWarp.draw(
                only(readable, of: src), matrix: m, into: wrong, clip: clip, opacity: opacity, readable: readable,
                plain: ProjectiveWarp.PlainRegion(pixel: pixel ^ 0x0000_0101, body: body, inks: inks))
            if !inks.isEmpty && bytes(wrong) != expected { stored += 1 }
        }
        XCTAssertGreaterThan(stored, 30, "rounds with inks whose plain pixels were stored unmapped")
    }

    /// The source with every pixel outside `block` made garbage.
    private func only(_ block: PixelRect, of src: Framebuffer) -> Framebuffer {
        let partial = Framebuffer(width: src.width, height: src.height)
        for y in 0..<src.height {
            for x in 0..<src.width {
                let inside = x >= block.x && x < block.maxX && y >= block.y && y < block.maxY
                partial[x, y] = inside ? src[x, y] : 0xDEAD_BEEF
            }
        }
        return partial
    }

    /// `footprint` holds every source pixel a draw inside the clip reads: drawing through it
    /// alone gives the whole source's bytes, on 300 random turns and clips (some crossing the
    /// horizon), and on the flip page turned to within a ten-thousandth of a radian of edge-on,
    /// where every point of the page lands in a column four pixels wide (so `sourceBlock` is
    /// nearly the whole page) but those pixels' centres read under a twentieth of it.
    func testTheFootprintHoldsEverySourcePixelTheWarpReads() throws {
        var rng = Seeded(state: 11)
        for round in 0..<300 {
            let (w, h) = (Int.random(in: 1...90, using: &rng), Int.random(in: 1...70, using: &rng))
            let src = source(w, h, &rng)
            let m = ProjectiveTestMaps.randomTurn(w, h, &rng)
            let clip = PixelRect(
                x: .random(in: 0...150, using: &rng), y: .random(in: 0...110, using: &rng),
                width: .random(in: 1...60, using: &rng), height: .random(in: 1...60, using: &rng))
            let base = target(&rng)
            let whole = copy(base)
            ProjectiveWarp.draw(src, matrix: m, into: whole, clip: clip)
            let read = ProjectiveWarp.footprint(width: w, height: h, matrix: m, clip: clip)
            let part = copy(base)
            if !read.isEmpty {
                ProjectiveWarp.draw(only(read, of: src), matrix: m, into: part, clip: clip, readable: read)
            }
            XCTAssertEqual(bytes(part), bytes(whole), "round \(round)")
        }
        let (w, h) = (2560, 1600)
        let m = ProjectiveTestMaps.flipPage(.pi / 2 - 1e-4)
        let damage = ProjectiveWarp.damage(
            width: w, height: h, matrix: m, clip: PixelRect(x: 0, y: 0, width: w, height: h))
        XCTAssertLessThanOrEqual(damage.width, 4)
        let band = PixelRect(x: damage.x, y: 400, width: damage.width, height: 400)
        let block = ProjectiveWarp.sourceBlock(width: w, height: h, matrix: m, clip: band)
        let read = ProjectiveWarp.footprint(width: w, height: h, matrix: m, clip: band)
        XCTAssertGreaterThan(block.area, w * h / 4)
        XCTAssertLessThan(read.area * 20, w * h / 4, "read \(read), block \(block)")
        let src = Framebuffer(width: w, height: h)
        for y in 0..<h { for x in 0..<w { src[x, y] = 0xFF00_0000 | UInt32(x % 256) << 8 | UInt32(y % 256) } }
        let whole = Framebuffer(width: w, height: h)
        ProjectiveWarp.draw(src, matrix: m, into: whole, clip: band)
        let part = Framebuffer(width: w, height: h)
        ProjectiveWarp.draw(only(read, of: src), matrix: m, into: part, clip: band, readable: read)
        for y in band.y..<band.maxY {
            for x in band.x..<band.maxX where part[x, y] != whole[x, y] { return XCTFail("pixel \(x),\(y)") }
        }
    }

    /// Drawing a clip tile by tile (`tiles`), each tile through only its block, gives the
    /// bytes of the whole source drawn over the clip at once: 300 random sources, turns,
    /// clips, opacities and budgets. The tiles lie inside the clip without overlapping, and a
    /// block over budget belongs to a tile that could not be cut to advantage.
    func testTilesDrawTheBytesOfOneBlock() {
        var rng = Seeded(state: 17)
        for round in 0..<300 {
            let (w, h) = (Int.random(in: 1...90, using: &rng), Int.random(in: 1...70, using: &rng))
            let src = source(w, h, &rng)
            let m = ProjectiveTestMaps.randomTurn(w, h, &rng)
            let opacity: Double = [1, .random(in: 0...1, using: &rng)][round % 2]
            let clip = PixelRect(
                x: .random(in: 0...80, using: &rng), y: .random(in: 0...60, using: &rng),
                width: .random(in: 1...160, using: &rng), height: .random(in: 1...120, using: &rng)
            )
            .intersection(PixelRect(x: 0, y: 0, width: 160, height: 120))
            let budget = [64, 256, 1024, 1 << 20][Int.random(in: 0...3, using: &rng)]
            let base = target(&rng)
            let whole = copy(base)
            ProjectiveWarp.draw(src, matrix: m, into: whole, clip: clip, opacity: opacity)
            let tiled = copy(base)
            let tiles = ProjectiveWarp.tiles(width: w, height: h, matrix: m, clip: clip, budget: budget, minimumSide: 4)
            var covered = [Bool](repeating: false, count: 160 * 120)
            for (tile, block) in tiles {
                XCTAssertEqual(tile.intersection(clip), tile)
                for y in tile.y..<tile.maxY {
                    for x in tile.x..<tile.maxX {
                        XCTAssertFalse(covered[y * 160 + x], "tiles overlap at \(x),\(y)")
                        covered[y * 160 + x] = true
                    }
                }
                ProjectiveWarp.draw(
                    only(block, of: src), matrix: m, into: tiled, clip: tile, opacity: opacity, readable: block)
            }
            XCTAssertEqual(bytes(tiled), bytes(whole), "round \(round), budget \(budget)")
        }
    }

    /// On the flip page at 2560 x 1600 turned between a third and two thirds of the way to
    /// edge-on, a band's tiles have blocks within the budget (256K pixels, a megabyte), where
    /// the band's one block held four times it or more, and they hold fewer pixels in all than
    /// that one block (narrow tiles follow the page's slant, which one rectangle cannot).
    func testTheFlipPagesBandTilesStayWithinTheBudget() {
        let (w, h) = (2560, 1600)
        for angle in [-1.0, -0.6, 0.6, 1.0] {
            let m = ProjectiveTestMaps.flipPage(angle)
            let band = ProjectiveWarp.damage(
                width: w, height: h, matrix: m, clip: PixelRect(x: 0, y: 400, width: w, height: 400))
            let one = ProjectiveWarp.sourceBlock(width: w, height: h, matrix: m, clip: band)
            let tiles = ProjectiveWarp.tiles(width: w, height: h, matrix: m, clip: band, budget: 256 << 10)
            let drawn = tiles.reduce(0) { $0 + $1.block.area }
            XCTAssertGreaterThan(one.area, 4 * 256 << 10, "angle \(angle)")
            XCTAssertTrue(tiles.allSatisfy { $0.block.area <= 256 << 10 }, "angle \(angle)")
            XCTAssertLessThan(drawn, one.area, "angle \(angle)")
        }
    }

    /// Nearly edge-on, a band of the flip page at 2560 x 1600 is a strip a few dozen pixels
    /// wide whose every column reads source columns far apart, so the one tile the halving
    /// keeps reads most of the page; it is halved further, below the minimum side, until each
    /// tile reads within the budget (512K pixels, 2 MB): one such block a band was 5 MB, two
    /// at once with two bands, the demo's peak memory. The tiles still cover the band's
    /// damage exactly once.
    func testAnEdgeOnPagesTilesReadWithinTheBudget() {
        let (w, h) = (2560, 1600)
        let budget = 512 << 10
        for angle in [1.563, 1.566, -1.563, -1.566] {
            let m = ProjectiveTestMaps.flipPage(angle)
            for y in stride(from: 0, to: h, by: 400) {
                let band = ProjectiveWarp.damage(
                    width: w, height: h, matrix: m, clip: PixelRect(x: 0, y: y, width: w, height: 400))
                guard !band.isEmpty else { continue }
                let one = ProjectiveWarp.sourceBlock(width: w, height: h, matrix: m, clip: band)
                XCTAssertGreaterThan(one.area, 16 * band.area, "angle \(angle): edge-on")
                XCTAssertLessThan(band.width, 64, "angle \(angle): a strip")
                let tiles = ProjectiveWarp.tiles(width: w, height: h, matrix: m, clip: band, budget: budget)
                XCTAssertTrue(
                    tiles.allSatisfy { $0.block.area <= budget },
                    "angle \(angle), band \(y): \(tiles.map(\.block.area).max() ?? 0) pixels")
                XCTAssertEqual(tiles.reduce(0) { $0 + $1.tile.area }, band.area, "angle \(angle), band \(y)")
            }
        }
    }
}
