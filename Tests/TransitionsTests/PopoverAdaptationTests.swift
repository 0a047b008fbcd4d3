import Engine
import Geometry
import XCTest

@testable import Transitions

/// A popover's passthrough views and its adaptation when the window is resized, as Apple
/// documents them.
///
/// `passthroughViews`: "When a popover is active, interactions with other views are normally
/// disabled until the popover is dismissed. Assigning an array of UIView objects to this
/// property causes UIKit to continue dispatching touch event to the views you specified."
///
/// `UIModalPresentationStyle.popover`: "In a horizontally regular environment, this style
/// displays the view controller in a popover view. ... In iOS 13 and later, for horizontally
/// or vertically compact environments, this option behaves the same as
/// UIModalPresentationStyle.formSheet." `adaptivePresentationStyle(for:traitCollection:)`:
/// "Asks the delegate for the presentation style to use when the specified set of traits
/// are active." An iPad app resized in split screen crosses between the two, and the
/// presentation follows.
final class PopoverAdaptationTests: XCTestCase {
    @MainActor
    private final class Adapter: PopoverPresentationControllerDelegate {
        var answer: ModalPresentationStyle
        var askedFor: [TraitCollection] = []
        init(_ answer: ModalPresentationStyle) { self.answer = answer }
        func adaptivePresentationStyle(
            for controller: PresentationController, traitCollection: TraitCollection
        ) -> ModalPresentationStyle {
            askedFor.append(traitCollection)
            return answer
        }
    }

    @MainActor
    private final class Content: ViewController {
        var traitChanges: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previous: TraitCollection?) { traitChanges.append(previous) }
    }

    @MainActor
    private struct Scene {
        let h = Harness(size: Size(width: 1024, height: 768))
        let source = View(frame: Rect(x: 100, y: 100, width: 80, height: 40))
        let content = Content()
        let adapter: Adapter

        init(answer: ModalPresentationStyle = .automatic) {
            adapter = Adapter(answer)
            h.root.view.addSubview(source)
            content.preferredContentSize = Size(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = source
            content.popoverPresentationController?.delegate = adapter
            h.root.present(content, animated: true)
            h.step(1)
        }
    }

    /// For points all over the window: a touch over a passthrough view reaches it, a touch
    /// on the bubble reaches the content, and every other touch lands on the dimming.
    func testTouchesOverPassthroughViewsReachThemAndNoOthers() throws {
        try MainActor.assumeIsolated {
            let scene = Scene()
            let h = scene.h
            let popover = try XCTUnwrap(scene.content.presentationController as? PopoverPresentationController)
            var tapped = 0
            let button = Button(title: "Pass", frame: Rect(x: 700, y: 600, width: 120, height: 44)) { _ in tapped += 1 }
            h.root.view.addSubview(button)
            let outside = View(frame: Rect(x: 20, y: 600, width: 120, height: 44))
            h.root.view.addSubview(outside)
            popover.passthroughViews = [button]
            let bubble = popover.frameOfPresentedViewInContainerView
            for y in stride(from: 5.0, to: 768, by: 17) {
                for x in stride(from: 5.0, to: 1024, by: 23) {
                    let point = Point(x: x, y: y)
                    let hit = h.window.hitTest(point)
                    if button.frame.contains(point) {
                        XCTAssertTrue(hit?.isDescendant(of: button) == true, "\(point) over the passthrough button")
                    } else if bubble.insetBy(dx: 1, dy: 1).contains(point) {
                        XCTAssertTrue(hit?.isDescendant(of: scene.content.view) == true, "\(point) on the bubble")
                    } else if !bubble.insetBy(dx: -12, dy: -12).contains(point) {
                        XCTAssertTrue(
                            hit === popover.dimmingView,
                            "\(point) elsewhere: \(String(describing: hit?.accessibilityIdentifier))")
                    }
                }
            }
            h.window.send(.pointerDown(button.frame.center))
            h.window.send(.pointerUp(button.frame.center))
            h.step(0.1)
            XCTAssertEqual(tapped, 1, "the passthrough button takes the tap")
            XCTAssertTrue(h.root.presentedViewController === scene.content, "and the popover stays")
            h.window.send(.pointerDown(outside.frame.center))
            h.window.send(.pointerUp(outside.frame.center))
            h.step(1)
            XCTAssertNil(h.root.presentedViewController, "a tap on any other view dismisses it")
        }
    }

    /// Across the compact/regular boundary and back: the delegate is asked with the new
    /// traits, the content moves between the bubble and a form sheet, the controllers hear of
    /// the new traits, and the popover object stays the controller's throughout.
    func testResizingAcrossTheWidthBoundaryAdaptsThePopoverAgain() throws {
        try MainActor.assumeIsolated {
            let scene = Scene()
            let h = scene.h
            let popover = try XCTUnwrap(scene.content.popoverPresentationController)
            XCTAssertTrue(scene.content.presentationController === popover)
            let container = try XCTUnwrap(popover.containerView)
            XCTAssertEqual(scene.adapter.askedFor, [], "regular: no adaptation, not asked")

            for round in 0..<2 {
                h.window.size = Size(width: 400, height: 768)
                h.frame()
                XCTAssertEqual(scene.adapter.askedFor.last?.horizontalSizeClass, .compact, "round \(round)")
                let sheet = try XCTUnwrap(
                    scene.content.presentationController as? SheetPresentationController, "round \(round)")
                XCTAssertEqual(sheet.style, .formSheet, "no answer: the form sheet of iOS 13 and later")
                XCTAssertTrue(scene.content.popoverPresentationController === popover, "the same popover object")
                XCTAssertTrue(sheet.containerView === container, "in the same container")
                XCTAssertNil(popover.backgroundView.superview, "the bubble is gone")
                XCTAssertNil(popover.dimmingView.superview)
                XCTAssertTrue(scene.content.view.isDescendant(of: sheet.sheetView))
                XCTAssertEqual(scene.content.traitChanges.last??.horizontalSizeClass, .regular)

                h.window.size = Size(width: 1024, height: 768)
                h.frame()
                XCTAssertTrue(scene.content.presentationController === popover, "regular again: the popover")
                XCTAssertTrue(popover.containerView === container)
                XCTAssertNil(sheet.containerView, "the sheet has let go")
                XCTAssertTrue(popover.backgroundView.superview === container)
                XCTAssertTrue(scene.content.view.superview === container)
                XCTAssertEqual(scene.content.view.frame, popover.frameOfPresentedViewInContainerView)
                XCTAssertEqual(scene.content.traitChanges.last??.horizontalSizeClass, .compact)
            }
            XCTAssertEqual(scene.content.traitChanges.count, 4)
            scene.content.dismiss(animated: true)
            h.step(1)
            XCTAssertNil(h.root.presentedViewController)
            XCTAssertNil(container.superview, "dismissed from wherever it adapted to")
        }
    }

    /// A delegate that answers `.none` keeps the popover in a compact window.
    func testADelegateAnsweringNoneKeepsThePopoverWhenNarrowed() throws {
        try MainActor.assumeIsolated {
            let scene = Scene(answer: .none)
            let popover = try XCTUnwrap(scene.content.popoverPresentationController)
            scene.h.window.size = Size(width: 400, height: 768)
            scene.h.frame()
            XCTAssertEqual(scene.adapter.askedFor.count, 1, "asked again")
            XCTAssertTrue(scene.content.presentationController === popover)
            XCTAssertTrue(popover.backgroundView.superview === popover.containerView)
        }
    }
}
