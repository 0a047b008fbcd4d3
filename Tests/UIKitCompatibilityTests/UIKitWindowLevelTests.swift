import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Windows that UIKit code makes for itself (toasts, alerts, banners), drawn and touched
/// above the host's by level. UIKit's rules, from Apple's documentation:
/// - `UIWindow.Level`: "The stacking of levels takes precedence over the stacking of windows
///   within each level. That is, even the bottom window in a level obscures the top window of
///   the next level down."
/// - `makeKeyAndVisible()`: "Shows the window and makes it the key window."
/// - `UIApplication.keyWindow`: "the UIWindow object in the windows array that is most
///   recently sent the makeKeyAndVisible() message."
final class UIKitWindowLevelTests: XCTestCase {
    /// A pass-through window, as toast libraries write one: touches that hit no view of its
    /// own reach the windows below.
    private final class PassthroughWindow: UIWindow {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    @MainActor private static func render(_ window: Window) -> Framebuffer {
        window.tick()
        let framebuffer = Framebuffer(width: Int(window.size.width), height: Int(window.size.height))
        Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        return framebuffer
    }

    func testANewWindowIsHiddenUntilMadeKeyAndVisible() {
        MainActor.assumeIsolated {
            let scene = WindowScene()
            WindowScene.$current.withValue(scene) {
                let host = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
                let toast = UIWindow(windowScene: scene)
                XCTAssertTrue(toast.isHidden, "a new window is hidden")
                XCTAssertEqual(toast.frame, host.bounds, "a scene's window covers its screen")
                XCTAssertTrue(toast.windowScene === scene)
                XCTAssertTrue(UIApplication.shared.keyWindow === host)
                XCTAssertEqual(toast.windowLevel, .normal)
                toast.makeKeyAndVisible()
                XCTAssertFalse(toast.isHidden)
                XCTAssertTrue(toast.isKeyWindow)
                XCTAssertFalse(host.isKeyWindow)
                XCTAssertTrue(UIApplication.shared.keyWindow === toast)
                XCTAssertEqual(UIScreen.main.bounds, host.bounds, "the screen stays the host's")
                XCTAssertTrue(UIApplication.shared.connectedScenes.contains(scene))
                let active = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive }
                XCTAssertTrue(active?.windows.contains { $0 === toast } == true)
                toast.isHidden = true
                XCTAssertTrue(UIApplication.shared.keyWindow === host, "a hidden window is no longer key")
            }
        }
    }

    /// The rule over every order of creation: a higher level is drawn above a lower one
    /// whichever was made first; within a level, the later window is on top.
    func testLevelsStackAboveTheHostWhateverTheOrderOfCreation() {
        MainActor.assumeIsolated {
            let levels: [UIWindow.Level] = [.normal, .statusBar, .alert, .alert + 1]
            let colors: [UIColor] = [.red, .green, .blue, .black]
            for order in [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1]] {
                WindowScene.$current.withValue(WindowScene()) {
                    let host = Window(size: CGSize(width: 40, height: 40), clock: VirtualClock())
                    var windows: [UIWindow] = []
                    for index in order {
                        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                        window.windowLevel = levels[index]
                        // Each higher level covers a smaller square, so every one shows.
                        let inset = CGFloat(index) * 5
                        let square = UIView(frame: host.bounds.insetBy(dx: inset, dy: inset))
                        square.backgroundColor = colors[index]
                        window.addSubview(square)
                        window.isHidden = false
                        windows.append(window)
                    }
                    let frame = Self.render(host)
                    XCTAssertEqual(frame[2, 2], 0xFFFF_0000, "order \(order): the normal window, above the host")
                    XCTAssertEqual(frame[7, 7], 0xFF00_FF00, "order \(order): the status-bar window")
                    XCTAssertEqual(frame[12, 12], 0xFF00_00FF, "order \(order): the alert window")
                    XCTAssertEqual(frame[20, 20], 0xFF00_0000, "order \(order): the highest level on top")
                    windows[0].isHidden = true
                    XCTAssertTrue(host.needsDisplay, "hiding a hosted window asks its host for a frame")
                    withExtendedLifetime(windows) {}
                }
            }
        }
    }

    func testTouchesGoToTheTopmostWindowThatHitsAView() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let host = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
                var hostTaps = 0
                host.addSubview(Button(title: "Host", frame: host.bounds) { _ in hostTaps += 1 })
                let overlay = PassthroughWindow(frame: host.bounds)
                overlay.windowLevel = .alert
                var toastTaps = 0
                overlay.addSubview(
                    Button(title: "Toast", frame: CGRect(x: 0, y: 0, width: 100, height: 20)) { _ in
                        toastTaps += 1
                    })
                overlay.makeKeyAndVisible()
                @MainActor func tap(_ y: CGFloat) {
                    host.send(.pointerDown(CGPoint(x: 50, y: y)))
                    host.send(.pointerUp(CGPoint(x: 50, y: y)))
                    host.tick()
                }
                tap(10)
                XCTAssertEqual([toastTaps, hostTaps], [1, 0], "the toast's button is on top")
                tap(60)
                XCTAssertEqual([toastTaps, hostTaps], [1, 1], "the pass-through window lets the touch through")
                let blocker = UIWindow(frame: host.bounds)
                blocker.windowLevel = .statusBar
                blocker.isHidden = false
                tap(60)
                XCTAssertEqual(hostTaps, 1, "a window that hits itself takes the touch, as a full-screen one does")
                tap(10)
                XCTAssertEqual(toastTaps, 2, "the alert level is still above the status-bar level")
                withExtendedLifetime((overlay, blocker)) {}
            }
        }
    }

    /// `windowScene`: "Changing the value of this property moves the window to the newly
    /// specified scene. Setting the property to nil removes the window from its current scene."
    func testSettingTheSceneMovesTheWindowAndNilTakesItOffScreen() {
        MainActor.assumeIsolated {
            let scene = WindowScene()
            WindowScene.$current.withValue(scene) {
                let host = Window(size: CGSize(width: 60, height: 60), clock: VirtualClock())
                let banner = UIWindow(frame: .zero)
                banner.frame = scene.coordinateSpace.bounds
                XCTAssertEqual(banner.frame, host.bounds)
                banner.backgroundColor = .blue
                banner.isHidden = false
                XCTAssertEqual(Self.render(host)[30, 30], 0xFF00_00FF, "shown above the host")
                banner.windowScene = nil
                XCTAssertFalse(scene.windows.contains { $0 === banner })
                XCTAssertEqual(Self.render(host)[30, 30], 0xFFFF_FFFF, "off the screen")
                banner.windowScene = scene
                XCTAssertTrue(scene.windows.contains { $0 === banner })
                XCTAssertEqual(Self.render(host)[30, 30], 0xFF00_00FF, "back on the screen")
            }
        }
    }

    func testAHostedWindowAnimatesOnItsHostsClock() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let clock = VirtualClock()
                let host = Window(size: CGSize(width: 100, height: 100), clock: clock)
                let toast = UIWindow(frame: host.bounds)
                toast.makeKeyAndVisible()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                toast.addSubview(view)
                XCTAssertTrue(toast.animator === host.animator)
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.alpha = 0 }
                XCTAssertTrue(host.isAnimating, "the host runs its hosted windows' animations")
                clock.advance(by: 0.5)
                host.tick()
                let drawn = host.layerTree().sublayers.last?.sublayers.last
                XCTAssertEqual(drawn?.opacity ?? -1, 0.5, accuracy: 1e-6, "the toast's view is drawn half faded")
                withExtendedLifetime(toast) {}
            }
        }
    }
}
