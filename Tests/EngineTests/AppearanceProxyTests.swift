import Geometry
import XCTest

@testable import Engine

private class Badge: View {
    var cellHeight: Double = 30
    var textColor: Color = .black
}

private final class LargeBadge: Badge {}

private final class Panel: View {}

/// `UIAppearance` (`appearance()`, `appearance(whenContainedInInstancesOf:)`) against the
/// rules UIKit documents.
final class AppearanceProxyTests: XCTestCase {
    /// Apple, `UIAppearance`: "iOS applies appearance changes when a view enters a window,
    /// it doesn't change the appearance of a view that's already in a window." A setting
    /// reaches every view of the class and its subclasses that enters a window afterwards
    /// (the class's own members included), and leaves the views already shown alone.
    func testSettingsReachViewsOfTheClassWhenTheyEnterAWindow() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
                let shown = Badge(frame: .zero)
                window.rootView.addSubview(shown)
                Badge.appearance().cellHeight = 44
                Badge.appearance().backgroundColor = .systemBlue
                XCTAssertEqual(Badge.appearance().cellHeight, 44, "the proxy reads back what was set")
                XCTAssertNil(Panel.appearance().backgroundColor, "a member never set reads as nil")
                XCTAssertEqual(shown.cellHeight, 30, "a view already in a window keeps its look")

                let later = Badge(frame: .zero)
                let sub = LargeBadge(frame: .zero)
                let other = Panel(frame: .zero)
                XCTAssertEqual(later.cellHeight, 30, "taken on entering a window, not when made")
                for v in [later, sub, other] { window.rootView.addSubview(v) }
                XCTAssertEqual(later.cellHeight, 44)
                XCTAssertEqual(later.backgroundColor, .systemBlue)
                XCTAssertEqual(sub.cellHeight, 44, "subclasses take their superclass's settings")
                XCTAssertNil(other.backgroundColor, "other classes are not reached")

                later.cellHeight = 10
                later.removeFromSuperview()
                window.rootView.addSubview(later)
                XCTAssertEqual(later.cellHeight, 10, "taken once: a view re-entering keeps its own value")
            }
        }
    }

    /// A setting for a subclass is more specific than its superclass's and wins whatever
    /// the order they were made in; `appearance(whenContainedInInstancesOf:)` reaches only
    /// views inside an instance of the container class.
    func testTheSubclassesSettingWinsAndContainersLimitTheReach() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
                LargeBadge.appearance().textColor = .systemBlue
                Badge.appearance().textColor = .white
                Badge.appearance(whenContainedInInstancesOf: [Panel.self]).cellHeight = 60
                let large = LargeBadge(frame: .zero)
                let plain = Badge(frame: .zero)
                let panel = Panel(frame: .zero)
                let inPanel = Badge(frame: .zero)
                panel.addSubview(inPanel)
                for v in [large, plain, panel] { window.rootView.addSubview(v) }
                XCTAssertEqual(large.textColor, .systemBlue)
                XCTAssertEqual(plain.textColor, .white)
                XCTAssertEqual(inPanel.cellHeight, 60)
                XCTAssertEqual(plain.cellHeight, 30, "outside a panel the contained setting does not reach")
            }
        }
    }

    /// Outside a scene there is no run to keep settings for: they are dropped.
    func testOutsideASceneSettingsAreDropped() {
        MainActor.assumeIsolated {
            Badge.appearance().cellHeight = 90
            XCTAssertEqual(Badge.appearance().cellHeight, 0)
        }
    }
}
