import UIKitCompatibility
import XCTest

/// `becomeKey()` and `resignKey()`, as Apple documents them: "Never call this method
/// directly. The system calls this method ... to let the window know that it's the key
/// window. The default implementation of this method does nothing, but subclasses can
/// override it"; and `makeKey()` "causes the previous key window to resign the key status."
final class WindowKeyStatusTests: XCTestCase {
    /// A window that records the key-status changes it is told of, as a toast window that
    /// hands key status back to the app's window does.
    private final class RecordingWindow: UIWindow {
        var log: [String] = []
        override func becomeKey() {
            super.becomeKey()
            log.append("become")
        }
        override func resignKey() {
            super.resignKey()
            log.append("resign")
        }
    }

    /// Each change of key window tells the old one it resigned and the new one it became
    /// key, once; making the key window key again tells nobody anything.
    func testEachChangeOfKeyWindowIsToldOnceToBoth() {
        MainActor.assumeIsolated {
            let scene = WindowScene()
            WindowScene.$current.withValue(scene) {
                let host = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
                let a = RecordingWindow(windowScene: scene)
                let b = RecordingWindow(windowScene: scene)
                a.makeKeyAndVisible()
                XCTAssertEqual(a.log, ["become"])
                b.makeKeyAndVisible()
                XCTAssertEqual(a.log, ["become", "resign"])
                XCTAssertEqual(b.log, ["become"])
                b.makeKey()
                XCTAssertEqual(b.log, ["become"], "already key: nothing changes")
                a.makeKey()
                XCTAssertEqual(a.log, ["become", "resign", "become"])
                XCTAssertEqual(b.log, ["become", "resign"])
                XCTAssertTrue(a.isKeyWindow)
                a.isHidden = true
                XCTAssertTrue(host.isKeyWindow, "a hidden window is no longer key")
            }
        }
    }
}
