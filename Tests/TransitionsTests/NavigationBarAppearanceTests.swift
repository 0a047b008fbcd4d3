import Engine
import Geometry
import XCTest

@testable import Transitions

/// `UINavigationBarAppearance`'s rule: "configureWithDefaultBackground() ... configures the
/// bar with a default background" (the translucent, blurred system material), while
/// `configureWithOpaqueBackground()` gives an opaque colour and no blur; the bar takes the
/// values when the appearance is assigned to `standardAppearance`.
final class NavigationBarAppearanceTests: XCTestCase {
    func testDefaultBackgroundBlursAndOpaqueDoesNot() {
        MainActor.assumeIsolated {
            let bar = NavigationBar()
            bar.frame = Rect(x: 0, y: 0, width: 400, height: NavigationBar.height)
            XCTAssertNil(bar.backgroundEffectView, "until an appearance is set: the classic grey, no blur")
            XCTAssertNotNil(bar.backgroundColor)

            bar.standardAppearance = BarAppearance()
            let blur = try? XCTUnwrap(bar.backgroundEffectView)
            XCTAssertEqual(blur?.effect, BlurEffect(style: .systemChromeMaterial))
            XCTAssertEqual(blur?.presentationMaterial, BlurEffect.Style.systemChromeMaterial.material)
            XCTAssertNil(bar.backgroundColor)
            XCTAssertTrue(bar.subviews.first === blur, "the blur is under the bar's items")
            bar.layoutIfNeeded()
            XCTAssertEqual(blur?.frame, bar.bounds)

            let opaque = BarAppearance()
            opaque.configureWithOpaqueBackground()
            bar.standardAppearance = opaque
            XCTAssertNil(bar.backgroundEffectView?.effect)
            XCTAssertNil(bar.backgroundEffectView?.presentationMaterial)
            XCTAssertEqual(bar.backgroundColor?.alpha, 1)

            let clear = BarAppearance()
            clear.configureWithTransparentBackground()
            bar.standardAppearance = clear
            XCTAssertNil(bar.backgroundColor)
            XCTAssertTrue(bar.hairline.isHidden)
        }
    }

    /// The same for `tabBar.standardAppearance`: the default background lets the pages run
    /// under the bar and blurs them there; an opaque one ends them above it, as before any
    /// appearance is set.
    func testTabBarDefaultBackgroundBlursThePagesUnderIt() {
        MainActor.assumeIsolated {
            let tabs = TabBarController(viewControllers: [ViewController(), ViewController()])
            let window = Window(size: Size(width: 400, height: 720), clock: VirtualClock())
            window.rootViewController = tabs
            window.tick()
            XCTAssertEqual(tabs.transitionView.frame.height, 720 - tabs.tabBarHeight)
            XCTAssertNil(tabs.tabBarBackground)

            tabs.tabBar.standardAppearance = BarAppearance()
            window.tick()
            let blur = tabs.tabBarBackground
            XCTAssertEqual(blur?.presentationMaterial, BlurEffect.Style.systemChromeMaterial.material)
            XCTAssertEqual(blur?.frame, tabs.tabBar.frame)
            XCTAssertEqual(tabs.transitionView.frame.height, 720, "the pages run under the bar")
            let order = tabs.view.subviews
            XCTAssertLessThan(
                order.firstIndex { $0 === blur } ?? .max, order.firstIndex { $0 === tabs.tabBar } ?? -1,
                "the blur is under the bar's items")

            let opaque = BarAppearance()
            opaque.configureWithOpaqueBackground()
            tabs.tabBar.standardAppearance = opaque
            window.tick()
            XCTAssertNil(blur?.presentationMaterial)
            XCTAssertEqual(tabs.tabBar.backgroundColor?.alpha, 1)
            XCTAssertEqual(tabs.transitionView.frame.height, 720 - tabs.tabBarHeight)
        }
    }
}
