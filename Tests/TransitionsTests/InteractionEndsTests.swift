import Geometry
import XCTest

@testable import Engine
@testable import Transitions

/// `notifyWhenInteractionEnds(_:)` and `init?(coder:)` as drawer libraries use them.
final class InteractionEndsTests: XCTestCase {
    /// Apple, `notifyWhenInteractionEnds(_:)`: "Registers the handler to be called when an
    /// interactive transition ends" (deprecated in favour of
    /// `notifyWhenInteractionChanges(_:)`). Once, however the interaction ends, and never for
    /// a pause that makes it interactive again.
    func testTheHandlerRunsOnceWhenTheUserStopsDriving() {
        MainActor.assumeIsolated {
            for cancels in [false, true] {
                let h = Harness()
                let interaction = PercentDrivenInteractiveTransition()
                let modal = h.presentInteractively(animator: SlideAnimator(presenting: true), interaction: interaction)
                var seen: [Bool] = []
                modal.transitionCoordinator!.notifyWhenInteractionEnds { seen.append($0.isCancelled) }
                interaction.update(0.4)
                h.frame()
                XCTAssertEqual(seen, [], "not while the user drives it")
                interaction.pause()
                if cancels { interaction.cancel() } else { interaction.finish() }
                XCTAssertEqual(seen, [cancels])
                h.step(1)
                XCTAssertEqual(seen, [cancels], "once")
            }
        }
    }

    func testAPausedThenResumedTransitionCallsItOnce() {
        MainActor.assumeIsolated {
            let h = Harness()
            let interaction = PercentDrivenInteractiveTransition()
            let modal = h.presentInteractively(animator: SlideAnimator(presenting: true), interaction: interaction)
            var calls = 0
            modal.transitionCoordinator!.notifyWhenInteractionEnds { _ in calls += 1 }
            interaction.finish()
            interaction.pause()
            interaction.update(0.7)
            interaction.finish()
            h.step(1)
            XCTAssertEqual(calls, 1)
        }
    }

    /// A controller made from an archive: UIKit's `init?(coder:)` is what storyboards call;
    /// there are none here, so it fails, and a subclass may still declare it `required` as
    /// UIKit code does, with no `override`.
    func testInitFromACoderFailsAndASubclassMayDeclareItRequired() {
        MainActor.assumeIsolated {
            final class Drawer: ViewController {
                let height: Double
                init(height: Double) {
                    self.height = height
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: ViewCoder) {
                    height = 0
                    super.init(coder: coder)
                }
            }
            XCTAssertNil(Drawer(coder: ViewCoder()))
            XCTAssertNil(ViewController(coder: ViewCoder()))
            XCTAssertEqual(Drawer(height: 68).height, 68)
        }
    }
}
