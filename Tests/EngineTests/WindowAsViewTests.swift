import Geometry
import XCTest

@testable import Engine

/// The window is a view, and a view subclass's archive initializer is UIKit's.
final class WindowAsViewTests: XCTestCase {
    /// Apple's `UIWindow` page declares it `@MainActor class UIWindow : UIView`, "the
    /// backdrop for your app's user interface": so anything a view has, the window has, and
    /// constraints from a view deep in the tree may name the window's anchors.
    func testAViewDeepInTheTreeIsConstrainedToTheWindowsEdges() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            let window: View = h.window
            XCTAssertTrue(h.window.rootView === window, "the window is the root of its own tree")
            XCTAssertTrue(window.window === h.window, "a window's window is itself")
            XCTAssertEqual(window.frame, Rect(x: 0, y: 0, width: 400, height: 300))
            let container = View(frame: Rect(x: 40, y: 60, width: 200, height: 100))
            window.addSubview(container)
            let backdrop = View()
            backdrop.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(backdrop)
            LayoutConstraint.activate([
                backdrop.topAnchor.constraint(equalTo: h.window.topAnchor),
                backdrop.leftAnchor.constraint(equalTo: h.window.leftAnchor),
                backdrop.rightAnchor.constraint(equalTo: h.window.rightAnchor),
                backdrop.bottomAnchor.constraint(equalTo: h.window.bottomAnchor),
            ])
            h.step()
            // In the container's coordinates, the window's edges lie at minus its origin.
            XCTAssertEqual(backdrop.frame, Rect(x: -40, y: -60, width: 400, height: 300))
            h.window.size = Size(width: 500, height: 320)
            h.step()
            XCTAssertEqual(backdrop.frame, Rect(x: -40, y: -60, width: 500, height: 320), "follows a resize")
            XCTAssertEqual(h.window.safeAreaInsets, .zero, "no bars or notch over a desktop window")
        }
    }

    /// Hit-testing through the window as a view gives the view a window point lands on,
    /// as before the window was a view.
    func testHitTestingStartsAtTheWindow() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            XCTAssertTrue(h.window.hitTest(Point(x: 50, y: 50)) === box)
            XCTAssertTrue(h.window.hitTest(Point(x: 150, y: 150)) === h.window)
            XCTAssertNil(h.window.hitTest(Point(x: 450, y: 50)), "outside the window")
        }
    }

    /// Apple declares `init?(coder:)` as `required init?(coder: NSCoder)` on UIKit's views:
    /// every subclass with an initializer of its own declares it, and may call
    /// `super.init(coder:)` from it. Here no archive exists, so it fails (nil) for every
    /// subclass, whatever the subclass does after the call.
    func testASubclassReachesTheArchiveInitializerAndItFails() {
        MainActor.assumeIsolated {
            final class Decoded: View {
                var setUpRuns = 0
                override init(frame: Rect) {
                    super.init(frame: frame)
                    setUpRuns += 1
                }
                required init?(coder: ViewCoder) {
                    super.init(coder: coder)
                    setUpRuns += 1
                }
            }
            XCTAssertEqual(Decoded(frame: .zero).setUpRuns, 1)
            XCTAssertNil(Decoded(coder: ViewCoder()), "decoding fails, through the subclass's own initializer")
            XCTAssertNil(View(coder: ViewCoder()))
            XCTAssertNil(Window(coder: ViewCoder()))
        }
    }
}
