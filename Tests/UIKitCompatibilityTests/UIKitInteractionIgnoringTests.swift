import Geometry
import UIKitCompatibility
import XCTest

@testable import Engine

/// `UIApplication.beginIgnoringInteractionEvents()` and its end, and `storyboard`.
///
/// Apple: "Tells the receiver to suspend the handling of touch-related events." and "Calls
/// to this method should be balanced by matching calls to the
/// endIgnoringInteractionEvents() method."
final class UIKitInteractionIgnoringTests: XCTestCase {
    func testTouchesAreDroppedUntilTheLastBeginIsBalanced() {
        MainActor.assumeIsolated {
            let scene = WindowScene()
            WindowScene.$current.withValue(scene) {
                let window = Window(size: Size(width: 200, height: 200), clock: VirtualClock())
                var taps = 0
                let button = Button(title: "Tap", frame: Rect(x: 0, y: 0, width: 200, height: 200)) { _ in taps += 1 }
                window.rootView.addSubview(button)
                @MainActor func tap() {
                    window.send(.pointerDown(Point(x: 50, y: 50)))
                    window.send(.pointerUp(Point(x: 50, y: 50)))
                    window.tick()
                }
                tap()
                XCTAssertEqual(taps, 1)
                UIApplication.shared.beginIgnoringInteractionEvents()
                UIApplication.shared.beginIgnoringInteractionEvents()
                XCTAssertTrue(UIApplication.shared.isIgnoringInteractionEvents)
                tap()
                XCTAssertEqual(taps, 1, "ignored")
                UIApplication.shared.endIgnoringInteractionEvents()
                tap()
                XCTAssertEqual(taps, 1, "one begin still unbalanced")
                let later = Window(size: Size(width: 10, height: 10), clock: VirtualClock())
                XCTAssertTrue(later.ignoresInteractionEvents, "a window made meanwhile ignores touches too")
                UIApplication.shared.endIgnoringInteractionEvents()
                XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents)
                tap()
                XCTAssertEqual(taps, 2, "handled again after the last end")
                UIApplication.shared.endIgnoringInteractionEvents()
                XCTAssertFalse(later.ignoresInteractionEvents, "an extra end changes nothing")
            }
        }
    }

    func testAControllerMadeInCodeHasNoStoryboard() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIViewController().storyboard)
            XCTAssertNil(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController())
        }
    }
}
