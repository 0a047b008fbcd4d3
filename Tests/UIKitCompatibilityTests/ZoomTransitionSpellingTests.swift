import PlaygroundKit
import UIKitCompatibility
import XCTest

/// iOS 18's zoom transition as iOS code spells it: `UIViewController.Transition.ZoomOptions`
/// made with `let` and configured afterwards (Apple declares it a class), passed to
/// `.zoom(options:sourceViewProvider:)`, and an `interactiveDismissShouldBegin` handler that
/// reads the context's `willBegin` ("A Boolean value that indicates whether the transition
/// is beginning").
final class ZoomTransitionSpellingTests: XCTestCase {
    func testOptionsMadeWithLetAndSetAfterwardsAreTheOnesTheZoomUses() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 400, height: 800), clock: clock)
            let grid = UIViewController()
            window.rootViewController = grid
            let tile = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 80))
            grid.view.addSubview(tile)
            window.tick()

            let detail = UIViewController()
            let options = UIViewController.Transition.ZoomOptions()
            options.dimmingColor = UIColor.black.withAlphaComponent(0.4)
            var asked: [Bool] = []
            options.interactiveDismissShouldBegin = { context in
                asked.append(context.willBegin)
                return context.willBegin
            }
            detail.preferredTransition = .zoom(options: options) { _ in tile }
            grid.present(detail, animated: true)
            window.tick()
            let dimming = window.rootView.viewWithID("dimming")
            XCTAssertEqual(
                dimming?.backgroundColor, UIColor.black.withAlphaComponent(0.4), "the options set after `let`")
            for _ in 0..<60 {
                clock.advance(by: 1.0 / 60)
                window.tick()
            }
            XCTAssertTrue(grid.presentedViewController === detail)

            // A drag down on the zoomed view asks the handler, which lets it begin.
            window.send(.pointerDown(CGPoint(x: 200, y: 300)))
            for step in 1...10 {
                clock.advance(by: 1.0 / 60)
                window.send(.pointerMoved(CGPoint(x: 200, y: 300 + Double(step) * 8)))
                window.tick()
            }
            XCTAssertEqual(asked, [true])
            XCTAssertNotNil(window.transitionHost.currentContext, "the interactive dismissal began")
        }
    }
}
