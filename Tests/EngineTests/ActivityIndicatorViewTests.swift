import Geometry
import XCTest

@testable import Engine

/// `UIActivityIndicatorView`: shown while animating, hidden when stopped, turned by the
/// window's clock.
///
/// Apple's `hidesWhenStopped`: "If the value of this property is true (the default), the
/// receiver sets its isHidden property (UIView) to true when receiver is not animating."
/// And `stopAnimating()`: "When animating is stopped, the indicator is hidden, unless
/// hidesWhenStopped is false."
final class ActivityIndicatorViewTests: XCTestCase {
    func testHiddenWheneverItIsNotAnimatingUnlessToldOtherwise() {
        MainActor.assumeIsolated {
            let spinner = ActivityIndicatorView(style: .medium)
            XCTAssertTrue(spinner.hidesWhenStopped)
            XCTAssertFalse(spinner.isAnimating)
            XCTAssertTrue(spinner.isHidden, "a new indicator is not animating, so hidden")
            spinner.startAnimating()
            XCTAssertTrue(spinner.isAnimating)
            XCTAssertFalse(spinner.isHidden)
            spinner.stopAnimating()
            XCTAssertTrue(spinner.isHidden)
            spinner.hidesWhenStopped = false
            XCTAssertFalse(spinner.isHidden, "not hidden when stopped any more")
            spinner.startAnimating()
            spinner.stopAnimating()
            XCTAssertFalse(spinner.isHidden)
        }
    }

    func testTheStyleSetsTheSize() {
        MainActor.assumeIsolated {
            XCTAssertEqual(ActivityIndicatorView(style: .medium).bounds.size, Size(width: 20, height: 20))
            let large = ActivityIndicatorView(style: .large)
            XCTAssertEqual(large.intrinsicContentSize, Size(width: 37, height: 37))
            large.center = Point(x: 100, y: 50)
            large.style = .medium
            XCTAssertEqual(large.frame, Rect(x: 90, y: 40, width: 20, height: 20), "resized about its centre")
        }
    }

    func testTheGearTurnsOneSpokeAnEighthOfASecondOnTheWindowsClock() {
        MainActor.assumeIsolated {
            // 32 frames a second (an exact binary step), eight steps a second: four frames a spoke.
            let h = Harness(fps: 32)
            let spinner = ActivityIndicatorView(style: .large)
            spinner.startAnimating()
            h.root.addSubview(spinner)
            h.step()
            var heads: [Int] = []
            for _ in 0..<16 {
                h.step()
                heads.append(spinner.headSpoke)
            }
            XCTAssertEqual(heads, [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3])
            XCTAssertTrue(h.window.isAnimating, "a turning gear keeps the frames coming")
            spinner.stopAnimating()
            h.step(8)
            XCTAssertEqual(spinner.headSpoke, 3, "a stopped gear stays where it is")
            XCTAssertFalse(h.window.isAnimating, "and the window may idle")
        }
    }

    func testTheHeadSpokeIsOpaqueAndTheTrailFades() {
        MainActor.assumeIsolated {
            let spinner = ActivityIndicatorView(style: .medium)
            let alphas = spinner.subviews.map(\.alpha)
            XCTAssertEqual(alphas.count, 8)
            XCTAssertEqual(alphas[0], 1)
            // The spoke i steps behind the head (counter-clockwise: index 8 - i) is dimmer than the
            // one in front of it.
            for i in 1..<8 { XCTAssertLessThan(alphas[(8 - i) % 8], alphas[(8 - i + 1) % 8]) }
            spinner.color = .white
            XCTAssertTrue(spinner.subviews.allSatisfy { $0.backgroundColor == .white })
        }
    }
}
