import Engine
import Geometry
import XCTest

@testable import Transitions

/// When the completions of `present` and `dismiss` run, against the appearance callbacks.
///
/// Apple, `present(_:animated:completion:)`: "completion: The block to execute after the
/// presentation finishes." Apple, `dismiss(animated:completion:)`: "The completion handler
/// is called after the viewDidDisappear(_:) method is called on the presented view
/// controller." A presentation refused (one already runs) never finishes, so its completion
/// never runs.
final class PresentationCompletionTests: XCTestCase {
    /// Animated or not, the presentation's completion comes once, after the presented
    /// controller's `viewDidAppear` and the covered presenter's `viewDidDisappear`; the
    /// dismissal's after the presented controller's `viewDidDisappear` and the presenter's
    /// `viewDidAppear`.
    func testCompletionsRunAfterTheDidCallbacks() {
        MainActor.assumeIsolated {
            for animated in [true, false] {
                let h = Harness()
                let modal = LoggingViewController(name: "modal", log: h.log)
                modal.modalPresentationStyle = .fullScreen
                h.root.present(modal, animated: animated) { h.log.entries.append("presented") }
                h.step(0.6)
                XCTAssertEqual(
                    h.log.take().filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0 == "presented" },
                    ["root.willDisappear", "modal.willAppear", "root.didDisappear", "modal.didAppear", "presented"],
                    "animated: \(animated)")
                modal.dismiss(animated: animated) { h.log.entries.append("dismissed") }
                h.step(0.6)
                XCTAssertEqual(
                    h.log.take().filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") || $0 == "dismissed" },
                    ["modal.willDisappear", "root.willAppear", "modal.didDisappear", "root.didAppear", "dismissed"],
                    "animated: \(animated)")
            }
        }
    }

    /// A presentation refused because another runs calls no completion, now or later; the
    /// running one's completion still comes once.
    func testARefusedPresentationNeverCompletes() {
        MainActor.assumeIsolated {
            let h = Harness()
            var completions: [String] = []
            let first = ViewController()
            first.modalPresentationStyle = .fullScreen
            h.root.present(first, animated: true) { completions.append("first") }
            h.frame()
            h.root.present(ViewController(), animated: true) { completions.append("second") }
            h.step(1)
            XCTAssertEqual(completions, ["first"])
            XCTAssertTrue(h.root.presentedViewController === first)
        }
    }

    /// Dismissing with nothing presented changes nothing and runs no transition.
    func testDismissingWithNothingPresentedChangesNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            h.root.dismiss(animated: true)
            h.frame()
            XCTAssertNil(h.window.currentTransitionContext)
            XCTAssertTrue(h.root.view.window === h.window)
            XCTAssertEqual(h.log.take().filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }, [])
        }
    }
}
