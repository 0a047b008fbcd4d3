import PlaygroundKit
import UIKitCompatibility
import XCTest

/// The swinging menu of UIKitDynamicsSnippet.swift, recorded headless.
final class UIKitDynamicsSnippetTests: XCTestCase {
    /// Apple, `UIDynamicAnimatorDelegate.dynamicAnimatorDidPause(_:)`: "Called when a dynamic
    /// animator pauses the animations for its behaviors' associated dynamic items". The
    /// menu swings from a quarter turn down to upright about its hinge, bounces on the
    /// boundary, comes to rest, and the pause completes the transition, once.
    func testMenuSwingsDownOnDynamicsAndThePauseCompletesTheTransition() throws {
        let delegate = MainActor.assumeIsolated { SwingMenuTransitioningDelegate() }
        let recording = try TransitionRecorder().record(script: "click 200 322\nwait 4") {
            let host = SnippetHost()
            host.keep = [delegate]
            host.action = { host in
                let menu = coloured("menu", .systemIndigo)
                menu.modalPresentationStyle = .custom
                menu.transitioningDelegate = delegate
                host.present(menu, animated: true)
            }
            return host
        }
        let presenting = recording.frames(during: "present")
        XCTAssertGreaterThan(presenting.count, 10, "the swing takes a while")
        let first = try XCTUnwrap(presenting.first?.view("menu")?.rect)
        XCTAssertEqual(first.width, 720, accuracy: 1, "on its side at first: 720 wide")
        XCTAssertEqual(first.maxY, 60, accuracy: 1, "above the screen but for the hinge")
        let turning = presenting.compactMap { $0.view("menu")?.rect }
        XCTAssertTrue(turning.contains { $0.width > 720 }, "part way round, its bounding box is wider than either side")
        let done = try XCTUnwrap(recording.frames.first { $0.transition == nil && $0.view("menu") != nil })
        XCTAssertEqual(done.view("menu")?.frame, [0, 0, 400, 720], "upright, filling the screen")
        XCTAssertLessThan(done.time, 3, "comes to rest within seconds")
        XCTAssertEqual(MainActor.assumeIsolated { delegate.animator.pauses }, 1)
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics).map(\.kind), [])
    }
}
