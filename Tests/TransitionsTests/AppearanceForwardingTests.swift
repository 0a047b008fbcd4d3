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
}
