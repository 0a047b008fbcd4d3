import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A screen with one button (`present-button`, centre 200, 322) that runs `action`:
/// the test's part around a snippet, which would be the app's own code.
final class SnippetHost: UIViewController {
    var action: (SnippetHost) -> Void = { _ in }
    var keep: [AnyObject] = []

    override func viewDidLoad() {
        let button = Button(title: "Go") { [unowned self] _ in action(self) }
        button.accessibilityIdentifier = "present-button"
        button.frame = CGRect(x: 100, y: 300, width: 200, height: 44)
        view.addSubview(button)
    }
}

/// A plain controller whose view is `id` and `colour`.
@MainActor
func coloured(_ id: String, _ colour: UIColor) -> UIViewController {
    let vc = UIViewController()
    vc.view.accessibilityIdentifier = id
    vc.view.backgroundColor = colour
    return vc
}

/// The five snippets of UIKitSnippets.swift, each recorded headless through the public
/// recorder from a plain XCTestCase, checked on the trace (and pixels where the effect is
/// only visible there).
final class UIKitSnippetTests: XCTestCase {
    /// UIKit: "the presented view controller's view ... animate it into position"; the fade
    /// animator adds the to-view scaled to 0.8 and transparent, and animates both to identity.
    func testFadeGrowAnimatorScalesAndFadesTheModalInAndOut() throws {
        let recording = try TransitionRecorder().record(script: "click 200 322\nwait 0.6\nclick 200 100\nwait 0.6") {
            let host = SnippetHost()
            let delegate = FadeGrowTransitioningDelegate()
            host.keep = [delegate]
            host.action = { host in
                let modal = coloured("modal", .systemOrange)
                modal.modalPresentationStyle = .overFullScreen
                modal.transitioningDelegate = delegate
                modal.view.addGestureRecognizer(
                    UITapGestureRecognizer { [unowned modal] _ in modal.dismiss(animated: true) })
                host.present(modal, animated: true)
            }
            return host
        }
        let presenting = recording.frames(during: "present")
        XCTAssertGreaterThan(presenting.count, 15, "0.4 s at 60 fps")
        let middle = try XCTUnwrap(presenting[presenting.count / 2].view("modal"))
        XCTAssertGreaterThan(middle.alpha, 0.1)
        XCTAssertLessThan(middle.alpha, 0.95)
        XCTAssertLessThan(middle.rect.width, 399, "still scaled below 1")
        XCTAssertGreaterThan(middle.rect.width, 0.8 * 400 - 1, "never below the 0.8 start")
        let dismissing = recording.frames(during: "dismiss")
        XCTAssertGreaterThan(dismissing.count, 15)
        let shown = try XCTUnwrap(recording.frames.first { $0.transition == nil && $0.view("modal") != nil })
        XCTAssertEqual(shown.view("modal")?.frame, [0, 0, 400, 720])
        XCTAssertEqual(shown.view("modal")?.alpha, 1)
        XCTAssertNil(recording.frames.last?.view("modal"), "dismissed: the modal's view left the window")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
    }

    /// UIPercentDrivenInteractiveTransition: `update(_:)` follows the finger; `finish()` past
    /// half way completes the dismissal, and less than half way `cancel()` puts the modal back.
    func testPanDismissalFollowsTheFingerAndFinishesPastHalfWay() throws {
        func record(dragTo y: Double) throws -> TransitionRecording {
            try TransitionRecorder().record(script: "click 200 322\nwait 0.2\ndrag 200 200 200 \(y) 0.5\nwait 1") {
                let host = SnippetHost()
                let delegate = SwipeDismissDelegate()
                host.keep = [delegate]
                host.action = { host in
                    let modal = coloured("modal", .systemTeal)
                    modal.modalPresentationStyle = .overFullScreen
                    modal.transitioningDelegate = delegate
                    delegate.interactionController = SwipeInteractionController(viewController: modal)
                    host.present(modal, animated: false)
                }
                return host
            }
        }
        let far = try record(dragTo: 500)
        let interactive = far.frames.filter { $0.transition?.state == "interactive" }
        XCTAssertGreaterThan(interactive.count, 10, "the dismissal is driven by the pan")
        // 300 points of a 400-point range: the frame follows within one frame's move.
        let last = try XCTUnwrap(interactive.last)
        XCTAssertEqual(last.transition?.progress ?? 0, 0.75, accuracy: 0.05)
        XCTAssertEqual(last.view("modal")?.rect.minY ?? 0, 0.75 * 720, accuracy: 0.05 * 720)
        XCTAssertNil(far.frames.last?.view("modal"), "released past half way: dismissed")

        let near = try record(dragTo: 320)
        XCTAssertTrue(near.frames.contains { $0.transition?.state == "interactive" })
        XCTAssertEqual(near.frames.last?.view("modal")?.frame, [0, 0, 400, 720], "released early: back in place")
        XCTAssertEqual(near.frames.flatMap(\.diagnostics), [])
    }

    /// UIPresentationController: `frameOfPresentedViewInContainerView` places the sheet,
    /// and the dimming view animated alongside darkens the presenter (pixels: white under
    /// black at 0.5 is mid grey).
    func testDimmingPresentationControllerPlacesAHalfSheetOverDimming() throws {
        var recorder = TransitionRecorder()
        recorder.images = .all
        let recording = try recorder.record(script: "click 200 322\nwait 1") {
            let host = SnippetHost()
            let delegate = HalfSheetTransitioningDelegate()
            host.keep = [delegate]
            host.action = { host in
                let sheet = coloured("sheet", .systemBlue)
                sheet.modalPresentationStyle = .custom
                sheet.transitioningDelegate = delegate
                host.present(sheet, animated: true)
            }
            return host
        }
        let end = recording.frames.count - 1
        XCTAssertEqual(recording.frames[end].view("sheet")?.frame, [0, 360, 400, 360])
        let before = try XCTUnwrap(recording.image(at: 0)).rgba(x: 20, y: 100)
        XCTAssertEqual(before.red, 255, "the white presenter before")
        let after = try XCTUnwrap(recording.image(at: end)).rgba(x: 20, y: 100)
        XCTAssertEqual(after.red, 128, accuracy: 2, "white under black at alpha 0.5")
        XCTAssertEqual(after.green, after.red)
        let sheet = try XCTUnwrap(recording.image(at: end)).rgba(x: 20, y: 600)
        XCTAssertEqual([sheet.red, sheet.green, sheet.blue], [0, 122, 255], "the system blue sheet")
        // Half way the dimming is half on: it runs alongside the transition.
        let middle = recording.frames(during: "present").count / 2
        let half = try XCTUnwrap(recording.image(at: 1 + middle)).rgba(x: 20, y: 100)
        XCTAssertGreaterThan(half.red, 140)
        XCTAssertLessThan(half.red, 245)
    }

    /// UINavigationControllerDelegate's animator for `.push`: the new screen slides in from the
    /// right edge while the old one moves a third of the width left.
    func testNavigationPushAnimatorSlidesTheNewScreenIn() throws {
        let recording = try TransitionRecorder().record(script: "click 200 322\nwait 0.6") {
            let first = SnippetHost()
            first.view.accessibilityIdentifier = "first"
            let navigation = UINavigationController(rootViewController: first)
            let delegate = NavigationAnimationDelegate()
            first.keep = [delegate]
            navigation.delegate = delegate
            first.action = { host in
                host.navigationController?.pushViewController(coloured("second", .systemGreen), animated: true)
            }
            return navigation
        }
        let pushing = recording.frames(during: "push")
        XCTAssertGreaterThan(pushing.count, 15, "0.35 s at 60 fps")
        let middle = pushing[pushing.count / 2]
        let second = try XCTUnwrap(middle.view("second")).rect.minX
        let first = try XCTUnwrap(middle.view("first")).rect.minX
        XCTAssertGreaterThan(second, 20)
        XCTAssertLessThan(second, 380)
        XCTAssertLessThan(first, -10)
        XCTAssertGreaterThan(first, -400.0 / 3 - 0.5)
        XCTAssertEqual(second, 400 + first * 3, accuracy: 2, "both follow the same curve")
        XCTAssertEqual(recording.frames.last?.view("second")?.rect.minX, 0)
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
    }

    /// UISpringTimingParameters(dampingRatio: 0.7) and UIView's spring with damping 0.6,
    /// from rest: an underdamped spring overshoots by exp(-z*pi/sqrt(1-z^2)) of the distance,
    /// 4.6 % and 9.5 % of 360 points, then settles on the target.
    func testSpringCardOvershootsByTheDampingRatiosClosedForm() throws {
        let recording = try TransitionRecorder().record(script: "click 200 580\nwait 2\nclick 200 220\nwait 2") {
            let vc = SpringCardViewController()
            vc.cardView.accessibilityIdentifier = "card"
            return vc
        }
        let ys = recording.frames.compactMap { $0.view("card")?.rect.minY }
        // The shadow does not count: the trace's frame is the card's own bounds.
        func overshoot(_ z: Double) -> Double { exp(-z * .pi / (1 - z * z).squareRoot()) * 360 }
        let turn = try XCTUnwrap(ys.firstIndex { $0 < 125 })
        let up = ys[..<min(ys.count, turn + 120)]
        XCTAssertEqual(120 - up.min()!, overshoot(0.7), accuracy: 1.5)
        let later = ys[(turn + 120)...]
        XCTAssertEqual(later.max()! - 480, overshoot(0.6), accuracy: 1.5)
        XCTAssertEqual(ys.last!, 480, accuracy: 0.01)
        XCTAssertEqual(ys[turn + 110], 120, accuracy: 0.5, "settled up before the second tap")
    }
}
