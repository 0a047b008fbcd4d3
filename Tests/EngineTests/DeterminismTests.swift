import Geometry
import LayerTree
import XCTest

@testable import Engine

/// The same input script on a virtual clock gives the same frames, every time.
final class DeterminismTests: XCTestCase {
    /// A drag that moves a card with a pan, then a spring back on release, frame by frame.
    @MainActor private static func runScript() -> [Layer] {
        let h = Harness()
        let card = h.addBox()
        card.backgroundColor = .systemBlue
        card.cornerRadius = 12
        let pan = PanGestureRecognizer { r in
            switch r.state {
            case .changed:
                card.transform = AffineTransform(translationX: 0, y: r.translation(in: nil).y)
            case .ended:
                let v = r.velocity(in: nil).y
                let distance = card.transform.ty
                View.animate(
                    with: SpringTimingParameters(
                        spring: Spring(response: 0.4, dampingRatio: 0.6),
                        initialVelocity: distance == 0 ? 0 : -v / distance),
                    options: .beginFromCurrentState
                ) {
                    card.transform = .identity
                }
            default: break
            }
        }
        card.addGestureRecognizer(pan)
        var frames: [Layer] = []
        h.window.send(.pointerDown(Point(x: 50, y: 50)))
        for i in 1...20 {
            h.clock.advance(by: 1.0 / 60)
            h.window.send(.pointerMoved(Point(x: 50, y: 50 + Double(i * i) * 0.5)))
            h.window.tick()
            frames.append(h.window.layerTree())
        }
        h.window.send(.pointerUp(Point(x: 50, y: 250)))
        for _ in 0..<90 {
            h.step()
            frames.append(h.window.layerTree())
        }
        return frames
    }

    func testTheSameScriptGivesTheSameLayerTrees() {
        MainActor.assumeIsolated {
            let first = Self.runScript()
            let second = Self.runScript()
            XCTAssertEqual(first.count, 110)
            XCTAssertEqual(first, second)
            XCTAssertNotEqual(first[10], first[19], "the card moved while dragged")
            XCTAssertEqual(first.last!.sublayers[0].transform, .identity, "and sprang back to the origin")
        }
    }
}
