import Geometry
import XCTest

@testable import Engine

private class Badge: View {
    var cellHeight: Double = 30
    var textColor: Color = .black
}

private final class LargeBadge: Badge {}

private final class Panel: View {}

private let red = Color(r8: 255, g8: 59, b8: 48)
private let green = Color(r8: 52, g8: 199, b8: 89)

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

    /// Apple's `UIAppearance` page says only that "iOS applies appearance changes when a view
    /// enters a window"; what UIKit does besides, and apps rely on, is track the direct sets
    /// of its own appearance properties, so a value set on the view (in code or by its own
    /// class) is never replaced by the proxy's, while a value never set takes the proxy's.
    /// A class's own property (a library's) is not tracked by UIKit: the proxy's value
    /// replaces it.
    func testAValueSetDirectlyWinsOverTheAppearances() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
                Badge.appearance().backgroundColor = .systemBlue
                Badge.appearance().tintColor = red
                Badge.appearance().cellHeight = 44
                Label.appearance().textColor = green
                Label.appearance().font = .systemFont(ofSize: 30)

                let set = Badge(frame: .zero)
                set.backgroundColor = .white
                set.cellHeight = 12
                let unset = Badge(frame: .zero)
                let label = Label()
                label.font = .systemFont(ofSize: 11)
                let plainLabel = Label()
                for v in [set, unset, label, plainLabel] { window.rootView.addSubview(v) }

                XCTAssertEqual(set.backgroundColor, .white, "set before entering the window: kept")
                XCTAssertEqual(set.tintColor, red, "a property not set directly takes the proxy's")
                XCTAssertEqual(set.cellHeight, 44, "a class's own property takes the proxy's, as in UIKit")
                XCTAssertEqual(unset.backgroundColor, .systemBlue)
                XCTAssertEqual(label.font.pointSize, 11, "the label's own font is kept")
                XCTAssertEqual(label.textColor, green, "its colour, never set, is the proxy's")
                XCTAssertEqual(plainLabel.font.pointSize, 30)

                set.backgroundColor = .black
                XCTAssertEqual(set.backgroundColor, .black, "a set after entering is the view's too")
            }
        }
    }

    /// A class's built-in look (a table view's white background, set by its initializer)
    /// is a default, not a direct set: the proxy's value replaces it, as
    /// `UITableView.appearance().backgroundColor` does in UIKit.
    func testABuiltInDefaultGivesWayToTheAppearance() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
                TableView.appearance().backgroundColor = .systemBlue
                let table = TableView(frame: Rect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                window.rootView.addSubview(table)
                XCTAssertEqual(table.backgroundColor, .systemBlue)
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
