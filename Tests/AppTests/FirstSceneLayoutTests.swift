import Geometry
import XCTest

@testable import PlaygroundKit

/// The first scene's layout holds its rules at every window size: pieces inside the window,
/// only the orange/green pair overlapping, the red square pinned to the corner.
final class FirstSceneLayoutTests: XCTestCase {
    private let sizes = [
        Size(width: 400, height: 720), Size(width: 600, height: 500), Size(width: 1280, height: 800),
        Size(width: 320, height: 360), Size(width: 450, height: 350),
    ]

    func testPiecesStayInsideTheWindowAndApartFromEachOther() {
        for size in sizes {
            let l = FirstSceneLayout(size: size)
            let window = Rect(origin: .zero, size: size).insetBy(dx: -1e-9, dy: -1e-9)
            // The tilted card turns about its centre by up to its resting tilt plus the wiggle while wiggling.
            let c = l.tilted.center
            let turned = l.tilted.applying(
                AffineTransform(translationX: -c.x, y: -c.y)
                    .concatenating(AffineTransform(rotationAngle: FirstScene.restingTilt + FirstScene.wiggleAmplitude))
                    .concatenating(AffineTransform(translationX: c.x, y: c.y)))
            let pieces = [
                ("title", l.title), ("hero", l.hero), ("warm", l.warm), ("fresh", l.fresh),
                ("tilted", turned), ("anchor", l.anchor),
            ]
            for (name, r) in pieces {
                XCTAssertTrue(
                    r.minX >= window.minX && r.minY >= window.minY && r.maxX <= window.maxX
                        && r.maxY <= window.maxY, "\(name) \(r) leaves a \(size) window")
            }
            for i in pieces.indices {
                for j in pieces.indices where j > i {
                    let (a, ra) = pieces[i]
                    let (b, rb) = pieces[j]
                    if [a, b] == ["warm", "fresh"] {
                        XCTAssertTrue(ra.intersects(rb), "the orange and green cards should overlap at \(size)")
                    } else {
                        XCTAssertFalse(ra.intersects(rb), "\(a) and \(b) overlap at \(size)")
                    }
                }
            }
        }
    }

    func testCornerSquareFollowsTheBottomRightCorner() {
        for size in sizes {
            let anchor = FirstSceneLayout(size: size).anchor
            XCTAssertEqual(size.width - anchor.maxX, 24)
            XCTAssertEqual(size.height - anchor.maxY, 24)
        }
    }

    func testDegenerateWindowsGiveFiniteRectangles() {
        for size in [Size(width: 1, height: 1), Size(width: 0, height: 0)] {
            let l = FirstSceneLayout(size: size)
            for r in [l.title, l.hero, l.warm, l.fresh, l.tilted, l.anchor] {
                XCTAssertTrue([r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite))
                XCTAssertGreaterThanOrEqual(r.width, 0)
                XCTAssertGreaterThanOrEqual(r.height, 0)
            }
        }
    }
}
