import Engine
import Geometry
import XCTest

@testable import Transitions

/// Records what a sheet tells its delegate.
@MainActor
final class SheetDelegateLog: SheetPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismiss = true
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        events.append("changed:\(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
    func presentationControllerShouldDismiss(_ pc: PresentationController) -> Bool { allowsDismiss }
    func presentationControllerWillDismiss(_ pc: PresentationController) { events.append("willDismiss") }
    func presentationControllerDidDismiss(_ pc: PresentationController) { events.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ pc: PresentationController) { events.append("attempt") }
}

extension Harness {
    /// Presents a default-styled controller with medium and large detents (selected: medium
    /// unless told), lets it settle, and returns it with its sheet controller.
    func presentSheet(
        detents: [SheetPresentationController.Detent] = [.medium(), .large()],
        selected: SheetPresentationController.Detent.Identifier? = nil,
        delegate: SheetDelegateLog? = nil,
        configure: (SheetPresentationController) -> Void = { _ in }
    ) -> (LoggingViewController, SheetPresentationController) {
        let vc = LoggingViewController(name: "sheet-content", log: log)
        let sheet = vc.sheetPresentationController!
        sheet.detents = detents
        sheet.selectedDetentIdentifier = selected
        sheet.delegate = delegate
        configure(sheet)
        root.present(vc, animated: true)
        step(1)
        return (vc, sheet)
    }

    /// Presses at `from`, moves to `to` in equal steps over `seconds` (one move per frame),
    /// and lifts right after the last move unless `hold` seconds of stillness come first.
    func drag(from: Point, to: Point, seconds: Double, hold: Double = 0) {
        window.send(.pointerDown(from))
        frame()
        let n = max(1, Int((seconds * fps).rounded()))
        for i in 1...n {
            let f = Double(i) / Double(n)
            window.send(.pointerMoved(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
            frame()
        }
        if hold > 0 { step(hold) }
        window.send(.pointerUp(to))
    }
}

/// UISheetPresentationController's documented rules, and its default style.
final class SheetPresentationTests: XCTestCase {
    // Harness window: 400 x 800, so the large detent (maximumDetentValue) is 800 - 40 = 760
    // points and the medium one 380.

    /// Apple, `UIModalPresentationStyle.automatic`: "The default presentation style chosen by
    /// the system. For most view controllers, UIKit maps this style to ... pageSheet" (before
    /// iOS 18, formSheet from iOS 18, which is the same sheet in a compact-width window).
    /// The presenter stays on screen behind the card: it does not disappear.
    func testTheDefaultStyleIsAutomaticAndPresentsAPageSheet() {
        MainActor.assumeIsolated {
            let h = Harness()
            let modal = LoggingViewController(name: "modal", log: h.log)
            XCTAssertEqual(modal.modalPresentationStyle, .automatic)
            h.root.present(modal, animated: true)
            XCTAssertEqual(h.context?.presentationStyle, .pageSheet)
            h.step(1)
            XCTAssertTrue(modal.presentationController is SheetPresentationController)
            XCTAssertNotNil(h.root.view.window, "the presenter stays visible behind the sheet")
            XCTAssertEqual(h.log.take(), ["modal.willAppear", "modal.didAppear"], "no disappearance for the presenter")
            XCTAssertEqual(
                modal.sheetPresentationController?.sheetView.frame, Rect(x: 0, y: 40, width: 400, height: 760))
            XCTAssertEqual(h.root.view.presentationTransform, AffineTransform(scaleX: 0.92, y: 0.92), "pushed back")
            // Drag-down to dismiss: half way down the presenter is coming forward, released it goes.
            h.window.send(.pointerDown(Point(x: 200, y: 200)))
            h.frame()
            for i in 1...34 {
                h.window.send(.pointerMoved(Point(x: 200, y: 200 + Double(i) * 10)))
                h.frame()
            }
            XCTAssertEqual(h.context?.kind, .dismiss)
            XCTAssertEqual(h.context?.percentComplete ?? 0, 340.0 / 760, accuracy: 0.01)
            let scale = h.root.view.presentationTransform.a
            XCTAssertGreaterThan(scale, 0.92)
            XCTAssertLessThan(scale, 1)
            h.window.send(.pointerUp(Point(x: 200, y: 540)))
            h.step(1.5)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertEqual(h.root.view.transform, .identity)
        }
    }

    /// Apple, `detents`: "The default value is an array that contains the value large()";
    /// `medium()`: "approximately half the height of the screen, and is inactive in compact
    /// height"; `resolvedValue(in:)`: nil "if the detent is inactive in the provided context";
    /// the custom resolver is given the context's `maximumDetentValue`.
    func testDetentsResolveFromTheContextsMaximumValue() {
        MainActor.assumeIsolated {
            typealias Detent = SheetPresentationController.Detent
            let context = SheetPresentationController.ResolutionContext(maximumDetentValue: 760, containerHeight: 800)
            XCTAssertEqual(Detent.large().resolvedValue(in: context), 760)
            XCTAssertEqual(Detent.medium().resolvedValue(in: context), 380)
            var seen: Double?
            let third = Detent.custom(identifier: .init("third")) { c in
                seen = c.maximumDetentValue
                return c.maximumDetentValue / 3
            }
            XCTAssertEqual(third.resolvedValue(in: context) ?? 0, 760.0 / 3, accuracy: 1e-9)
            XCTAssertEqual(seen, 760)
            XCTAssertNil(Detent.custom { _ in nil }.resolvedValue(in: context), "nil: inactive")
            XCTAssertEqual(Detent.custom { _ in 5000 }.resolvedValue(in: context), 760, "never above the maximum")
            XCTAssertNotEqual(
                Detent.custom { _ in 1 }.identifier, Detent.custom { _ in 1 }.identifier, "a unique identifier each")
            let compact = SheetPresentationController.ResolutionContext(maximumDetentValue: 320, containerHeight: 360)
            XCTAssertNil(Detent.medium().resolvedValue(in: compact), "medium is inactive in compact height")

            let h = Harness()
            let vc = LoggingViewController(name: "m", log: h.log)
            XCTAssertEqual(vc.sheetPresentationController?.detents.map(\.identifier), [.large])
            let (_, sheet) = h.presentSheet(detents: [.medium(), third, .large()])
            XCTAssertEqual(sheet.resolvedDetents.map(\.identifier), [.init("third"), .medium, .large])
            XCTAssertEqual(sheet.resolvedDetents.map(\.height), [760.0 / 3, 380, 760], "smallest first")
        }
    }

    /// Apple, `selectedDetentIdentifier`: "The default value is nil, which means the sheet
    /// displays at the smallest detent you specify in detents."
    func testNoSelectedDetentMeansTheSmallest() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (vc, sheet) = h.presentSheet()
            XCTAssertNil(sheet.selectedDetentIdentifier)
            XCTAssertEqual(sheet.sheetView.frame, Rect(x: 0, y: 420, width: 400, height: 380))
            XCTAssertEqual(vc.view.frame.size, Size(width: 400, height: 380), "the content is sized to the detent")
            XCTAssertEqual(h.root.view.presentationTransform, .identity, "not pushed back at medium")
            XCTAssertEqual(sheet.dimmingView.alpha, 0.4, accuracy: 1e-9, "nil undimmed detent: dimmed at every detent")
        }
    }

    /// A fling up from medium projects past large (UIScrollView's projection) and settles
    /// there; the selected detent follows and the delegate hears of the user's change
    /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`).
    func testAFlingUpFromMediumSettlesAtLarge() {
        MainActor.assumeIsolated {
            let h = Harness()
            let log = SheetDelegateLog()
            let (_, sheet) = h.presentSheet(delegate: log)
            h.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 480), seconds: 0.1)
            XCTAssertEqual(sheet.presentedHeight, 500, accuracy: 1, "the sheet followed the finger live")
            h.frame()
            XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
            XCTAssertEqual(log.events, ["changed:com.apple.UIKit.large"])
            h.frame()
            XCTAssertGreaterThan(sheet.presentedHeight, 520, "it leaves at the finger's speed (1200 pt/s), no stall")
            h.step(1.5)
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 40, accuracy: 0.5)
            XCTAssertEqual(
                h.root.view.presentationTransform.a, 0.92, accuracy: 1e-3, "the presenter shrinks back at large")
        }
    }

    /// A slow drag from large to just below medium: the projection (about half a second of
    /// the slow velocity) stays nearer medium than the bottom, so it settles at medium.
    func testASlowDragFromLargeToJustBelowMediumSettlesAtMedium() {
        MainActor.assumeIsolated {
            let h = Harness()
            let log = SheetDelegateLog()
            let (vc, sheet) = h.presentSheet(selected: .large, delegate: log)
            XCTAssertEqual(sheet.sheetView.frame.minY, 40)
            // Press at y 100 and drag 400 points down over 2 s (200 pt/s): height 360, below medium's 380.
            h.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 500), seconds: 2)
            h.step(1.5)
            XCTAssertTrue(vc.presentingViewController === h.root, "still presented")
            XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 420, accuracy: 0.5)
            XCTAssertEqual(log.events.filter { $0.hasPrefix("changed") }, ["changed:com.apple.UIKit.medium"])
        }
    }

    /// Below the smallest detent the drag drives the dismissal (percent-driven): released
    /// far down it finishes and the delegate hears Will/DidDismiss; released just below
    /// after holding still it cancels and the sheet is back at medium.
    func testDraggingBelowTheSmallestDetentDismissesInteractively() {
        MainActor.assumeIsolated {
            let h = Harness()
            let log = SheetDelegateLog()
            let (vc, sheet) = h.presentSheet(delegate: log)
            // Cancel: 60 points below medium, held still, released.
            h.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 560), seconds: 0.5, hold: 0.5)
            XCTAssertEqual(h.context?.kind, .dismiss)
            XCTAssertEqual(
                h.context?.percentComplete ?? 0, 60.0 / 380, accuracy: 0.01,
                "progress is the drop over the sheet's height")
            h.step(1)
            XCTAssertTrue(vc.presentingViewController === h.root, "cancelled: still presented")
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 420, accuracy: 0.5)
            XCTAssertEqual(log.events, ["willDismiss"], "DidDismiss only after a dismissal that happened")
            // Finish: 250 points below medium.
            h.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 760), seconds: 0.4)
            h.step(1.5)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertEqual(log.events, ["willDismiss", "willDismiss", "didDismiss"])
        }
    }

    /// Apple, `animateChanges(_:)` animates the sheet to a detent selected inside it; a
    /// selection set outside it applies at once. The delegate's DidChange is for the
    /// user's changes only.
    func testSelectedDetentAfterAnimateChangesAndOutsideIt() {
        MainActor.assumeIsolated {
            let h = Harness()
            let log = SheetDelegateLog()
            let (_, sheet) = h.presentSheet(delegate: log)
            sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
            h.frame()
            let y = sheet.sheetView.presentationFrame.minY
            XCTAssertLessThan(y, 420)
            XCTAssertGreaterThan(y, 40, "animated, not at once")
            h.step(1.5)
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 40, accuracy: 0.5)
            sheet.selectedDetentIdentifier = .medium
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 420, "outside animateChanges: at once")
            XCTAssertEqual(log.events, [], "no delegate call for changes made in code")
        }
    }

    /// Apple, `largestUndimmedDetentIdentifier`: nil adds "a noninteractive dimming view
    /// underneath the sheet at all detents"; set, the dimming view is added "at detents
    /// larger than the detent you specify", and "the undimmed area around the sheet
    /// responds to user interaction".
    func testTheUndimmedDetentLetsThePresenterTakeTouches() {
        MainActor.assumeIsolated {
            let h = Harness()
            var taps = 0
            let button = Button(title: "Tap") { _ in taps += 1 }
            button.frame = Rect(x: 100, y: 200, width: 200, height: 44)
            h.root.view.addSubview(button)
            let (vc, sheet) = h.presentSheet(configure: { $0.largestUndimmedDetentIdentifier = .medium })
            XCTAssertEqual(sheet.dimmingView.alpha, 0)
            XCTAssertTrue(
                h.window.hitTest(Point(x: 200, y: 220))?.isDescendant(of: button) == true,
                "the container passes the touch through to the presenter")
            h.window.send(.pointerDown(Point(x: 200, y: 220)))
            h.window.send(.pointerUp(Point(x: 200, y: 220)))
            h.frame()
            XCTAssertEqual(taps, 1, "the presenter took the tap at the undimmed detent")
            XCTAssertTrue(vc.presentingViewController === h.root)
            // At large the dimming is back and takes the touch: a tap outside dismisses.
            sheet.selectedDetentIdentifier = .large
            XCTAssertEqual(sheet.dimmingView.alpha, 0.4, accuracy: 1e-9)
            XCTAssertTrue(h.window.hitTest(Point(x: 200, y: 20)) === sheet.dimmingView)
            h.window.send(.pointerDown(Point(x: 200, y: 20)))
            h.window.send(.pointerUp(Point(x: 200, y: 20)))
            h.frame()
            XCTAssertEqual(taps, 1)
            h.step(1)
            XCTAssertNil(h.root.presentedViewController, "a tap on the dimming dismisses")
        }
    }

    /// Apple, `isModalInPresentation`: UIKit "prevents the interactive dismissal of the view
    /// controller while it is onscreen"; `presentationControllerDidAttemptToDismiss` tells the
    /// delegate "a user-initiated attempt to dismiss a view was prevented". The sheet resists
    /// (rubber band) and springs back.
    func testModalInPresentationResistsAndSpringsBack() {
        MainActor.assumeIsolated {
            let h = Harness()
            let log = SheetDelegateLog()
            let (vc, sheet) = h.presentSheet(delegate: log)
            vc.isModalInPresentation = true
            h.window.send(.pointerDown(Point(x: 200, y: 500)))
            h.frame()
            for i in 1...30 {
                h.window.send(.pointerMoved(Point(x: 200, y: 500 + Double(i) * 10)))
                h.frame()
            }
            XCTAssertNil(h.context, "no dismissal starts")
            let shown = 800 - sheet.sheetView.presentationFrame.minY
            XCTAssertLessThan(380 - shown, 300 * 0.5, "it resists: moves less than the finger")
            XCTAssertGreaterThan(380 - shown, 10, "but gives a little")
            h.window.send(.pointerUp(Point(x: 200, y: 800)))
            h.step(1.5)
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 420, accuracy: 0.5, "springs back")
            XCTAssertTrue(vc.presentingViewController === h.root)
            XCTAssertEqual(log.events, ["attempt"])
            // A delegate refusing does the same; a tap outside is refused too.
            vc.isModalInPresentation = false
            log.allowsDismiss = false
            h.window.send(.pointerDown(Point(x: 200, y: 100)))
            h.window.send(.pointerUp(Point(x: 200, y: 100)))
            h.step(1)
            XCTAssertTrue(vc.presentingViewController === h.root)
            XCTAssertEqual(log.events, ["attempt", "attempt"])
        }
    }

    /// Above the largest detent the sheet rubber-bands (UIScrollView's 0.55 curve) and
    /// comes back to it.
    func testDraggingAboveTheLargestDetentRubberBands() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (_, sheet) = h.presentSheet(selected: .large)
            h.window.send(.pointerDown(Point(x: 200, y: 300)))
            h.frame()
            for i in 1...20 {
                h.window.send(.pointerMoved(Point(x: 200, y: 300 - Double(i) * 10)))
                h.frame()
            }
            let expected = SheetPresentationController.rubberBand(200, dimension: 800)
            XCTAssertEqual(800 - sheet.sheetView.presentationFrame.minY, 760 + expected, accuracy: 0.5)
            XCTAssertLessThan(expected, 200)
            h.window.send(.pointerUp(Point(x: 200, y: 100)))
            h.step(1.5)
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 40, accuracy: 0.5)
        }
    }

    /// The projection is UIScrollView's: position + velocity * d / (1000 * (1 - d)), d = 0.998.
    func testReleaseProjectionIsTheScrollViewDecelerationRule() {
        MainActor.assumeIsolated {
            XCTAssertEqual(SheetPresentationController.projectedHeight(380, velocity: 1000), 380 + 499, accuracy: 1e-9)
            XCTAssertEqual(SheetPresentationController.projectedHeight(380, velocity: -200), 380 - 99.8, accuracy: 1e-9)
        }
    }

    /// A form sheet in a wide window is a centred card of fixed width; in a narrow one it
    /// is a page sheet.
    func testAFormSheetIsACentredCardInAWideWindow() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 1000, height: 800))
            let vc = LoggingViewController(name: "form", log: h.log)
            vc.modalPresentationStyle = .formSheet
            h.root.present(vc, animated: true)
            h.step(1)
            let sheet = vc.sheetPresentationController!
            XCTAssertEqual(sheet.sheetView.frame, Rect(x: 230, y: 90, width: 540, height: 620))
            XCTAssertEqual(
                h.root.view.presentationTransform, .identity, "a form sheet does not push the presenter back")
            let narrow = Harness()
            let other = LoggingViewController(name: "form", log: narrow.log)
            other.modalPresentationStyle = .formSheet
            narrow.root.present(other, animated: true)
            narrow.step(1)
            XCTAssertEqual(
                other.sheetPresentationController?.sheetView.frame, Rect(x: 0, y: 40, width: 400, height: 760))
        }
    }

    /// Apple, `prefersGrabberVisible` (default false) shows a grabber at the top of the
    /// sheet; `preferredCornerRadius` (nil: the system's) rounds the sheet. A tap on the
    /// grabber moves to the next detent, as UIKit's does.
    func testGrabberAndCornerRadius() {
        MainActor.assumeIsolated {
            let h = Harness()
            let log = SheetDelegateLog()
            let (_, sheet) = h.presentSheet(delegate: log)
            XCTAssertTrue(sheet.grabberView.isHidden, "hidden by default")
            XCTAssertEqual(sheet.sheetView.cornerRadius, 10)
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
            XCTAssertFalse(sheet.grabberView.isHidden)
            XCTAssertEqual(sheet.sheetView.cornerRadius, 24)
            XCTAssertTrue(sheet.grabberView.isDescendant(of: sheet.sheetView))
            let g = sheet.grabberView.convert(Point(x: 18, y: 2.5), to: nil)
            XCTAssertEqual(g.y, 420 + 7.5, accuracy: 0.5, "at the top of the sheet")
            h.window.send(.pointerDown(g))
            h.window.send(.pointerUp(g))
            h.step(1.5)
            XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 40, accuracy: 0.5)
            XCTAssertEqual(log.events, ["changed:com.apple.UIKit.large"], "a user's change")
        }
    }
}
