import CoreGraphics
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// UIKit's environment answers from the run's `WindowScene`, which the app owns and binds:
/// windows made in one scene are invisible to another and to code outside any, and a
/// recording binds one, so the UIKit code it runs measures the recording's window.
final class WindowSceneTests: XCTestCase {
    func testScenesKeepTheirWindowsApart() {
        MainActor.assumeIsolated {
            let first = WindowScene()
            let second = WindowScene()
            let a = WindowScene.$current.withValue(first) {
                Window(size: CGSize(width: 300, height: 500), clock: VirtualClock())
            }
            let b = WindowScene.$current.withValue(second) {
                Window(size: CGSize(width: 700, height: 900), clock: VirtualClock())
            }
            let outside = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            XCTAssertTrue(first.windows.count == 1 && first.windows[0] === a)
            XCTAssertTrue(second.windows.count == 1 && second.windows[0] === b)
            XCTAssertFalse((first.windows + second.windows).contains { $0 === outside }, "no scene, no list")
            WindowScene.$current.withValue(first) {
                XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 300, height: 500))
            }
            WindowScene.$current.withValue(second) {
                XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 700, height: 900))
            }
            XCTAssertEqual(UIScreen.main.bounds, .zero, "outside every scene there is no screen")
        }
    }

    /// A released window leaves its scene (the scene holds it weakly).
    func testAReleasedWindowLeavesItsScene() {
        MainActor.assumeIsolated {
            let scene = WindowScene()
            WindowScene.$current.withValue(scene) {
                _ = Window(size: CGSize(width: 10, height: 10), clock: VirtualClock())
            }
            XCTAssertTrue(scene.windows.isEmpty)
            XCTAssertNil(scene.keyWindow)
        }
    }

    @MainActor
    private final class BoundsReader: UIViewController {
        var boundsAtLoad: CGRect = .zero
        override func viewDidLoad() {
            super.viewDidLoad()
            boundsAtLoad = UIScreen.main.bounds
        }
    }

    /// A recording's controllers see the recording's window as the screen.
    func testARecordingBindsItsOwnScene() throws {
        let reader = MainActor.assumeIsolated { BoundsReader() }
        _ = try TransitionRecorder(size: CGSize(width: 240, height: 360)).record(script: "wait 0.05") { reader }
        XCTAssertEqual(MainActor.assumeIsolated { reader.boundsAtLoad }, CGRect(x: 0, y: 0, width: 240, height: 360))
    }
}
