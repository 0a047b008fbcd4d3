import XCTest

@testable import Geometry

/// Dash patterns against hand-counted pieces: Core Graphics' `setLineDash(phase:lengths:)`
/// paints the lengths in turn ("the lengths of the painted and unpainted segments,
/// alternately") starting `phase` into the pattern.
final class PolylineDashingTests: XCTestCase {
    private let line = [Polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)], isClosed: false)]

    private func lengths(_ pieces: [Polyline]) -> [Double] { pieces.map(\.length) }

    /// [10, 5] along 100: dashes start every 15, six whole ones and a seventh of 10 at 90.
    func testDashesRepeatAlongTheLine() {
        let pieces = Polyline.dashed(line, dash: LineDash(lengths: [10, 5]))
        XCTAssertEqual(pieces.count, 7)
        for (i, piece) in pieces.enumerated() {
            XCTAssertEqual(piece.length, 10, accuracy: 1e-9)
            XCTAssertEqual(piece.points[0].x, Double(15 * i), accuracy: 1e-9)
        }
    }

    /// A phase of 5 starts half way into the first dash: 5 painted, then dashes at 10 + 15 k.
    func testPhaseShiftsThePattern() {
        let pieces = Polyline.dashed(line, dash: LineDash(phase: 5, lengths: [10, 5]))
        XCTAssertEqual(lengths(pieces).reduce(0, +), 65, accuracy: 1e-9)
        XCTAssertEqual(pieces.first?.length ?? 0, 5, accuracy: 1e-9)
        XCTAssertEqual(pieces[1].points[0].x, 10, accuracy: 1e-9)
    }

    /// An odd count repeats with roles swapped: [10] is 10 on, 10 off.
    func testOddPatternAlternates() {
        let pieces = Polyline.dashed(line, dash: LineDash(lengths: [10]))
        XCTAssertEqual(pieces.count, 5)
        XCTAssertEqual(pieces.map { $0.points[0].x }, [0, 20, 40, 60, 80])
    }

    /// A closed square is walked round, corners included: [10, 10] on a 10-sided square
    /// paints its first and third sides.
    func testClosedPolylineIsWalkedRound() {
        let square = [
            Polyline(
                points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
                isClosed: true)
        ]
        let pieces = Polyline.dashed(square, dash: LineDash(lengths: [10, 10]))
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces[0].points, [Point(x: 0, y: 0), Point(x: 10, y: 0)])
        XCTAssertEqual(pieces[1].points, [Point(x: 10, y: 10), Point(x: 0, y: 10)])
    }

    /// Patterns Core Graphics rejects (negative, all zero, empty) stroke solid.
    func testInvalidPatternsStrokeSolid() {
        for lengths in [[], [0, 0], [5, -1]] as [[Double]] {
            XCTAssertEqual(Polyline.dashed(line, dash: LineDash(lengths: lengths)), line)
        }
    }
}
