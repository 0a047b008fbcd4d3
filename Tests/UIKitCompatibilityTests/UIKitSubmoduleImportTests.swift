import UIKit.UIColor
import UIKit.UIGestureRecognizerSubclass
import UIKit.UIImage
import XCTest

/// Gesture code imports `UIKit.UIGestureRecognizerSubclass` to write its own recognizers,
/// image code `UIKit.UIImage` and colour code `UIKit.UIColor`: each submodule imports, and
/// brings UIKit's names with it.
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
            XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
        }
    }
}
