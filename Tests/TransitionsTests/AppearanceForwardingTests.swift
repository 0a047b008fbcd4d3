import Engine
import Geometry
import XCTest

@testable import Transitions

/// A container with one child in its view, which may forward the appearance callbacks by hand.
@MainActor
private final class ManualContainer: LoggingViewController {
    let child: LoggingViewController
    let forwards: Bool

    init(log: EventLog, forwards: Bool) {
        child = LoggingViewController(name: "child", log: log)
        self.forwards = forwards
        super.init(name: "container", log: log)
    }

    required init?(coder: ViewCoder) { return nil }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// `shouldAutomaticallyForwardAppearanceMethods` keeps UIKit's rule.
///
/// Apple: "This method is called to determine whether to automatically forward
/// appearance-related containment callbacks to child view controllers. The default
/// implementation returns true. Subclasses of the UIViewController class that implement
/// containment logic may override this method to control how these methods are forwarded.
/// If you override this method and return false, you are responsible for telling the child
/// when its views are going to appear or disappear. You do this by calling the child view
/// controller's beginAppearanceTransition(_:animated:) and endAppearanceTransition() methods."
final class AppearanceForwardingTests: XCTestCase {
    /// By default a child hears every callback its container hears, in UIKit's order; a
    /// container that returns false keeps them from the child, presented and dismissed.
    func testChildrenHearTheCallbacksOnlyWhenTheContainerForwardsThem() {
        MainActor.assumeIsolated {
            for forwards in [true, false] {
                let h = Harness()
                let container = ManualContainer(log: h.log, forwards: forwards)
                container.modalPresentationStyle = .fullScreen
                h.root.present(container, animated: false)
                h.step(0.1)
                let shown = h.log.entries.filter { $0.hasPrefix("container") || $0.hasPrefix("child") }
                XCTAssertEqual(
                    shown,
                    forwards
                        ? ["container.willAppear", "child.willAppear", "container.didAppear", "child.didAppear"]
                        : ["container.willAppear", "container.didAppear"], "forwards: \(forwards)")
                h.log.entries.removeAll()
                container.dismiss(animated: false)
                h.step(0.1)
                let hidden = h.log.entries.filter { $0.hasPrefix("container") || $0.hasPrefix("child") }
                XCTAssertEqual(
                    hidden,
                    forwards
                        ? [
                            "container.willDisappear", "child.willDisappear", "container.didDisappear",
                            "child.didDisappear",
                        ]
                        : ["container.willDisappear", "container.didDisappear"], "forwards: \(forwards)")
            }
        }
    }

    /// A container that does not forward tells its child itself, when it chooses: the
    /// child then hears exactly those calls, once each.
    func testAContainerThatDoesNotForwardDrivesItsChildByHand() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = ManualContainer(log: h.log, forwards: false)
            container.modalPresentationStyle = .fullScreen
            h.root.present(container, animated: false)
            h.step(0.1)
            h.log.entries.removeAll()
            container.child.beginAppearanceTransition(true, animated: true)
            container.child.beginAppearanceTransition(true, animated: true)
            container.child.endAppearanceTransition()
            XCTAssertEqual(h.log.entries, ["child.willAppear", "child.didAppear"])
            XCTAssertEqual(container.child.appearanceState, .appeared)
        }
    }

    /// A child added to a container already on screen hears `viewWillAppear` as its view goes
    /// into the window and `viewDidAppear` once it is there; removing its view, the two
    /// disappearance calls. Apple, `viewWillAppear(_:)`: "This method is called before the
    /// view controller's view is about to be added to a view hierarchy"; and
    /// `beginAppearanceTransition(_:animated:)`'s `isAppearing`: "true if the child view
    /// controller's view is about to be added to the view hierarchy, false if it is being
    /// removed". A bottom sheet that adds its content controller to a shown screen and starts
    /// tracking its scroll view in that controller's `viewWillAppear` (UBottomSheet) never
    /// tracked anything without this.
    func testAChildAddedToAShownContainerHearsItsAppearanceWhenItsViewEntersTheWindow() {
        MainActor.assumeIsolated {
            let h = Harness()
            h.step(0.1)
            let child = LoggingViewController(name: "child", log: h.log)
            var order: [String] = []
            child.loadViewIfNeeded()
            h.log.entries.removeAll()

            h.root.addChild(child)
            let holder = View(frame: Rect(x: 0, y: 100, width: 400, height: 300))
            h.root.view.addSubview(holder)
            XCTAssertEqual(h.log.entries, [], "nothing before the view goes into the window")
            holder.addSubview(child.view)
            order = h.log.entries
            child.didMove(toParent: h.root)
            XCTAssertEqual(order, ["child.willAppear", "child.didAppear"])
            XCTAssertEqual(child.appearanceState, .appeared)

            h.log.entries.removeAll()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(h.log.entries, ["child.willDisappear", "child.didDisappear"])
            XCTAssertEqual(child.appearanceState, .disappeared)
        }
    }

    /// The rule is the container's forwarding: a child it does not forward to (it returns
    /// false from `shouldAutomaticallyForwardAppearanceMethods`), and a view added without
    /// `addChild`, hear nothing from the move; a child whose container already began its
    /// appearance (as a navigation push does) hears each call once.
    func testOnlyForwardedChildrenNotYetAppearingHearTheMove() {
        MainActor.assumeIsolated {
            let h = Harness()
            let container = ManualContainer(log: h.log, forwards: false)
            container.modalPresentationStyle = .fullScreen
            h.root.present(container, animated: false)
            h.step(0.1)
            h.log.entries.removeAll()
            let late = LoggingViewController(name: "late", log: h.log)
            container.addChild(late)
            container.view.addSubview(late.view)
            late.didMove(toParent: container)
            let loose = LoggingViewController(name: "loose", log: h.log)
            container.view.addSubview(loose.view)
            XCTAssertEqual(h.log.entries, [])

            let shown = Harness()
            shown.step(0.1)
            let begun = LoggingViewController(name: "begun", log: shown.log)
            begun.loadViewIfNeeded()
            shown.log.entries.removeAll()
            shown.root.addChild(begun)
            begun.beginAppearanceTransition(true, animated: true)
            shown.root.view.addSubview(begun.view)
            begun.didMove(toParent: shown.root)
            XCTAssertEqual(shown.log.entries, ["begun.willAppear"], "the one who began it ends it")
            begun.endAppearanceTransition()
            XCTAssertEqual(shown.log.entries, ["begun.willAppear", "begun.didAppear"])
        }
    }
}
