import UIKitCompatibility
import XCTest

/// `UIProgressView`, as Apple documents it: "A view that depicts the progress of a task over
/// time." `progress`: "The current progress is represented by a floating-point value between
/// 0.0 and 1.0, inclusive, where 1.0 indicates the completion of the task. The default value
/// is 0.0. Values less than 0.0 and greater than 1.0 are pinned to those limits."
/// `setProgress(_:animated:)`: "true if the change should be animated, false if the change
/// should happen immediately."
final class UIProgressViewTests: XCTestCase {
    /// Every value is pinned to 0...1, and the fill is that share of the bar's width.
    func testProgressIsPinnedAndFillsItsShareOfTheWidth() {
        MainActor.assumeIsolated {
            let bar = UIProgressView(progressViewStyle: .default)
            bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
            XCTAssertEqual(bar.progress, 0, "0 until set")
            let cases: [(Float, Float)] = [(0.25, 0.25), (1, 1), (1.5, 1), (-0.5, 0), (.nan, 0), (0.6, 0.6)]
            for (set, pinned) in cases {
                bar.progress = set
                XCTAssertEqual(bar.progress, pinned, "set \(set)")
                bar.layoutIfNeeded()
                XCTAssertEqual(bar.subviews.first?.frame.width ?? -1, 200 * Double(pinned), accuracy: 1e-4)
            }
        }
    }

    /// Unanimated, the fill is at its new width at once; animated, the model is at the new
    /// width and what is drawn moves there.
    func testSetProgressAnimatesOnlyWhenAsked() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 300, height: 100), clock: VirtualClock())
            let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
            window.addSubview(bar)
            window.tick()
            let fill = bar.subviews[0]
            bar.setProgress(0.5, animated: false)
            XCTAssertTrue(fill.runningAnimations.isEmpty)
            bar.setProgress(1, animated: true)
            XCTAssertEqual(fill.frame.width, 200, "the model is the end value")
            XCTAssertFalse(fill.runningAnimations.isEmpty, "the change animates")
        }
    }

    /// The height is the style's, the fill takes the tint unless given its own colour, and a
    /// bar style has no track.
    func testStyleSetsHeightAndColoursFollowTheTint() {
        MainActor.assumeIsolated {
            let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            XCTAssertEqual(bar.frame.height, 4)
            bar.tintColor = .red
            XCTAssertEqual(bar.subviews.first?.backgroundColor, .red)
            bar.progressTintColor = .green
            XCTAssertEqual(bar.subviews.first?.backgroundColor, .green)
            XCTAssertNotNil(bar.backgroundColor, "a default bar draws its track")
            bar.progressViewStyle = .bar
            XCTAssertEqual(bar.bounds.height, 2.5)
            XCTAssertNil(bar.backgroundColor, "a toolbar bar draws no track")
            bar.trackTintColor = .blue
            XCTAssertEqual(bar.backgroundColor, .blue)
        }
    }
}
