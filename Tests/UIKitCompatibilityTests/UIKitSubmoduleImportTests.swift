import UIKit.UIGestureRecognizerSubclass
import UIKit.UIImage
import XCTest

/// Gesture code imports `UIKit.UIGestureRecognizerSubclass` to write its own recognizers, and
/// image code `UIKit.UIImage`: both submodules import, and bring UIKit's names with them.
final class UIKitSubmoduleImportTests: XCTestCase {
    private final class HoldRecognizer: UIGestureRecognizer {
        var touched = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            touched += 1
            state = .began
        }
    }

    func testARecognizerSubclassWrittenAgainstTheSubmoduleRuns() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            let hold = HoldRecognizer()
            window.addGestureRecognizer(hold)
            window.send(.pointerDown(CGPoint(x: 10, y: 10)))
            window.tick()
            XCTAssertEqual(hold.touched, 1)
            XCTAssertTrue(hold.stateHistory.contains(.began))
            XCTAssertNil(UIImage(named: "missing"))
        }
    }
}
