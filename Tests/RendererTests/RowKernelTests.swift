import CRenderKernels
import XCTest

@testable import Renderer

/// The C row helpers that replaced per-pixel Swift loops (so a debug build, where Swift runs
/// unoptimised, stays fast) against the Swift they replaced, written out here as the scalar
/// reference, on random inputs of every small length: byte- and bit-identical output.
final class RowKernelTests: XCTestCase {
    typealias Random = OverlayBlendTests.Random

    func testFillRowsStoresThePixelAndNothingElse() {
        var random = Random(state: 1)
        for count in 0...40 {
            var rows = (0..<(3 * 48)).map { _ in random.next() }
            let before = rows
            let pixel = random.next()
            rows.withUnsafeMutableBufferPointer { rk_fill_rows($0.baseAddress! + 2, 48, 3, count, pixel) }
            for i in rows.indices {
                let x = i % 48
                XCTAssertEqual(rows[i], x >= 2 && x < 2 + count ? pixel : before[i], "count \(count) at \(i)")
            }
        }
    }

    func testOpaqueSpanIsTheSourceOverReference() {
        var random = Random(state: 2)
        for level in 0...max(0, PixelMath.kernelLevel) {
            for count in 0...40 {
                var row = (0..<count).map { _ in random.premultiplied() }
                let source = 0xFF00_0000 | random.below(1 << 24)
                let expected = row.map { PixelMath.over(source, $0) }
                row.withUnsafeMutableBufferPointer {
                    PixelMath.blendSpan($0.baseAddress!, count: count, source: source, level: level)
                }
                XCTAssertEqual(row, expected, "level \(level) count \(count)")
            }
        }
    }

    func testNineSliceRowReadsTheTemplateColumnOfEachDeviceColumn() {
        var random = Random(state: 3)
        for _ in 0..<400 {
            let templateTotal = 1 + Int(random.below(30))
            let zone = Int(random.below(UInt32(templateTotal / 2 + 1)))
            let total = random.below(4) == 0 ? templateTotal : templateTotal + Int(random.below(60))
            let first = Int(random.below(UInt32(total)))
            let count = Int(random.below(UInt32(total - first + 1)))
            let template = (0..<templateTotal).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            // The Swift of NineSliceShadow.forEachRow before it moved to C.
            let expected = (0..<count).map { x -> UInt8 in
                let m = first + x
                let c: Int
                if total == templateTotal || m < zone {
                    c = m
                } else if m >= total - zone {
                    c = m - (total - templateTotal)
                } else {
                    c = zone
                }
                return template[c]
            }
            var row = [UInt8](repeating: 0, count: count + 1)
            row.withUnsafeMutableBufferPointer { r in
                template.withUnsafeBufferPointer {
                    rk_nine_slice_row(r.baseAddress, $0.baseAddress, count, first, total, templateTotal, zone)
                }
            }
            XCTAssertEqual(Array(row[..<count]), expected, "total \(total) template \(templateTotal) zone \(zone)")
        }
    }

    /// A rounded clip's middle row: the columns covered whole, when they are one run, found
    /// as the Swift it replaced found them (first and last 255, every byte between 255), on
    /// random rows of every small length, mostly 255 with partial or empty bytes scattered.
    func testFullRunIsTheFirstToLastFullyCoveredColumns() {
        var random = Random(state: 5)
        for count in 0...70 {
            for _ in 0..<40 {
                var row = (0..<count).map { _ -> UInt8 in
                    switch random.below(8) {
                    case 0: 0
                    case 1: UInt8(truncatingIfNeeded: random.next() % 255)
                    default: 255
                    }
                }
                // Half the rows shaped like a clip's: partial edges around a whole middle,
                // now and then one partial byte inside it.
                if count > 0, random.below(2) == 0 {
                    let left = Int(random.below(UInt32(min(count, 3)) + 1))
                    let right = Int(random.below(UInt32(min(count - left, 3)) + 1))
                    for i in 0..<count {
                        row[i] = i < left || i >= count - right ? UInt8(random.below(255)) : 255
                    }
                    if count > 2, random.below(4) == 0 {
                        row[Int(random.below(UInt32(count)))] = UInt8(random.below(255))
                    }
                }
                var first = -1
                let run = row.withUnsafeBufferPointer { rk_full_run($0.baseAddress, count, &first) }
                if let a = row.firstIndex(of: 255), let b = row.lastIndex(of: 255), row[a...b].allSatisfy({ $0 == 255 })
                {
                    XCTAssertEqual(first, a, "\(row)")
                    XCTAssertEqual(run, b - a + 1, "\(row)")
                } else {
                    XCTAssertEqual(run, 0, "\(row)")
                    XCTAssertEqual(first, -1, "\(row)")
                }
            }
        }
    }

    func testSaturatedAddAndClipCoverage() {
        var random = Random(state: 4)
        for count in 0...70 {
            let a = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let b = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var sum = a
            sum.withUnsafeMutableBufferPointer { s in
                b.withUnsafeBufferPointer { rk_add_saturated(s.baseAddress, $0.baseAddress, count) }
            }
            XCTAssertEqual(sum, zip(a, b).map { UInt8(min(255, Int($0) + Int($1))) })

            let start = count == 0 ? 0 : Int(random.below(UInt32(count)))
            let n = Int(random.below(UInt32(count - start + 1)))
            let mask = (0..<max(n, 1)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let source: [UInt8] = a.isEmpty ? [7] : a
            for step in [0, 1] {
                var clipped = [UInt8](repeating: 0xAA, count: count)
                clipped.withUnsafeMutableBufferPointer { out in
                    source.withUnsafeBufferPointer { src in
                        mask.withUnsafeBufferPointer {
                            rk_clip_coverage(
                                out.baseAddress, src.baseAddress, step, count, start, $0.baseAddress, n)
                        }
                    }
                }
                let expected = (0..<count).map { i -> UInt8 in
                    guard i >= start && i < start + n else { return 0 }
                    let c = step == 0 ? source[0] : a[i]
                    return UInt8(PixelMath.multiply8(UInt32(c), UInt32(mask[i - start])))
                }
                XCTAssertEqual(clipped, expected, "count \(count) step \(step)")
            }
        }
    }

    func testBlurRowIsBlurLineBitForBit() {
        var random = Random(state: 5)
        for count in 1...60 {
            for radius in [1, 2, 5, 13, 70] {
                let values = (0..<count).map { _ in Float(random.below(256)) }
                var c = values
                var swift = values
                var scratch = [Float](repeating: 0, count: count)
                c.withUnsafeMutableBufferPointer { p in
                    scratch.withUnsafeMutableBufferPointer {
                        rk_box_blur_row(p.baseAddress, count, radius, 1 / Float(2 * radius + 1), $0.baseAddress)
                    }
                }
                swift.withUnsafeMutableBufferPointer { p in
                    scratch.withUnsafeMutableBufferPointer {
                        ShadowMask.blurLine(
                            p.baseAddress!, step: 1, count: count, radius: radius,
                            scale: 1 / Float(2 * radius + 1), scratch: $0.baseAddress!)
                    }
                }
                XCTAssertEqual(c.map(\.bitPattern), swift.map(\.bitPattern), "count \(count) radius \(radius)")
            }
        }
    }

    func testAccumulateRowAndFloatConversions() {
        var random = Random(state: 6)
        for count in 1...60 {
            let cells = (0..<(count + 2)).map { _ in Float(Int(random.below(2001)) - 1000) / 700 }
            let a = Int(random.below(UInt32(count)))
            let end = a + Int(random.below(UInt32(count - a)))
            let b = end + Int(random.below(3))
            let carry = Float(Int(random.below(201)) - 100) / 100
            // The Swift of ScanConverter.accumulate before its loop moved to C.
            var sum = carry
            var expected: [UInt8] = []
            for x in a...end {
                sum += cells[x]
                expected.append(UInt8(min(abs(sum), 1) * 255 + 0.5))
            }
            var work = cells
            var coverage = [UInt8](repeating: 0, count: count + 2)
            let result = work.withUnsafeMutableBufferPointer { w in
                coverage.withUnsafeMutableBufferPointer {
                    rk_accumulate_row(w.baseAddress, a, end, b, carry, $0.baseAddress)
                }
            }
            XCTAssertEqual(result.bitPattern, sum.bitPattern)
            XCTAssertEqual(Array(coverage[..<expected.count]), expected)
            XCTAssertTrue(work[a...b].allSatisfy { $0 == 0 })
            XCTAssertEqual(Array(work[..<a]), Array(cells[..<a]))

            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var floats = [Float](repeating: -1, count: count)
            floats.withUnsafeMutableBufferPointer { f in
                bytes.withUnsafeBufferPointer { rk_bytes_to_floats(f.baseAddress, $0.baseAddress, count) }
            }
            XCTAssertEqual(floats, bytes.map { Float($0) })
            let blurred = (0..<count).map { _ in Float(Int(random.below(3000)) - 1000) / 7 }
            var back = [UInt8](repeating: 0, count: count)
            back.withUnsafeMutableBufferPointer { o in
                blurred.withUnsafeBufferPointer { rk_floats_to_bytes(o.baseAddress, $0.baseAddress, count) }
            }
            XCTAssertEqual(back, blurred.map { UInt8(min(max($0, 0), 255) + 0.5) })
        }
    }
}
