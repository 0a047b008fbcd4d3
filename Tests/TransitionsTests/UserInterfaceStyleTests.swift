import Geometry
import XCTest

@testable import Engine
@testable import Transitions

private final class TraitRecorder: View {
    var changes: [(from: UserInterfaceStyle, to: UserInterfaceStyle)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes.append(
            (previousTraitCollection?.userInterfaceStyle ?? .unspecified, traitCollection.userInterfaceStyle))
    }
}

private final class RecordingController: ViewController {
    var changes: [UserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes.append(traitCollection.userInterfaceStyle)
    }
}

/// `overrideUserInterfaceStyle` on views and controllers, read back through
/// `traitCollection.userInterfaceStyle`.
final class UserInterfaceStyleTests: XCTestCase {
    /// Apple, `UIView.overrideUserInterfaceStyle`: "Use this property to force the view to
    /// always adopt a light or dark interface style. ... The style you specify is applied to
    /// the view and all of its subviews." and `.unspecified` "follows the system's style".
    /// Checked on every view of a random tree with overrides on random views: each reads the
    /// nearest override among itself and its superviews, else the window's light style.
    func testAViewsOverrideReachesItsSubtreeAndTheNearestWins() {
        MainActor.assumeIsolated {
            var rng = SystemRandomNumberGenerator()
            for _ in 0..<20 {
                let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
                var views = [window.rootView]
                for _ in 0..<30 {
                    let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
                    views.randomElement(using: &rng)!.addSubview(v)
                    views.append(v)
                }
                let styles: [UserInterfaceStyle] = [.unspecified, .unspecified, .light, .dark]
                for v in views { v.overrideUserInterfaceStyle = styles.randomElement(using: &rng)! }
                for v in views {
                    var expected = UserInterfaceStyle.light
                    var up: View? = v
                    while let u = up {
                        if u.overrideUserInterfaceStyle != .unspecified {
                            expected = u.overrideUserInterfaceStyle
                            break
                        }
                        up = u.superview
                    }
                    XCTAssertEqual(v.traitCollection.userInterfaceStyle, expected)
                }
            }
        }
    }

    /// Apple, `UITraitEnvironment.traitCollectionDidChange(_:)`: "The system calls this
    /// method when the iOS interface environment changes." Setting an override tells the
    /// views whose style changed, with the traits before; those under a nearer override, or
    /// when the style stays the same, hear nothing.
    func testSettingAnOverrideTellsTheViewsWhoseStyleChanged() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
            let outer = TraitRecorder(frame: .zero)
            let inner = TraitRecorder(frame: .zero)
            let shielded = TraitRecorder(frame: .zero)
            window.rootView.addSubview(outer)
            outer.addSubview(inner)
            outer.addSubview(shielded)
            shielded.overrideUserInterfaceStyle = .light
            outer.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(outer.changes.map(\.to), [.dark])
            XCTAssertEqual(inner.changes.map(\.from), [.light])
            XCTAssertEqual(inner.changes.map(\.to), [.dark])
            XCTAssertTrue(shielded.changes.isEmpty, "its own override holds")
            outer.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(outer.changes.count, 1, "no change, no call")
            outer.overrideUserInterfaceStyle = .unspecified
            XCTAssertEqual(inner.changes.map(\.to), [.dark, .light])
        }
    }

    /// Apple, `UIViewController.overrideUserInterfaceStyle`: "Setting this property to a
    /// value other than UIUserInterfaceStyle.unspecified causes the view controller and all
    /// of its children to adopt the specified style." The controller, its view's subtree and
    /// its children read it, and controllers whose style changed are told.
    func testAControllersOverrideReachesItsViewsAndChildren() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 320, height: 480), clock: VirtualClock())
            let parent = RecordingController()
            let child = RecordingController()
            window.rootViewController = parent
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            let leaf = View(frame: .zero)
            child.view.addSubview(leaf)
            XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
            parent.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(parent.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(parent.changes, [.dark])
            XCTAssertEqual(child.changes, [.dark])
            child.overrideUserInterfaceStyle = .light
            XCTAssertEqual(leaf.traitCollection.userInterfaceStyle, .light, "the nearer override wins")
            XCTAssertEqual(parent.traitCollection.userInterfaceStyle, .dark)
        }
    }
}
