import Engine
import Geometry
import XCTest

@testable import Transitions

/// Apple, `UIViewController.preferredContentSize`: "The value in this property is used
/// primarily when displaying the view controller's content in a popover [...] Changing the
/// value of this property while the view controller is being displayed in a popover animates
/// the size change; however, the change is not animated if you specify a width or height of
/// 0.0."
final class PopoverContentSizeTests: XCTestCase {
    @MainActor
    private final class KeepPopover: PopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: PresentationController, traitCollection: TraitCollection
        ) -> ModalPresentationStyle { .none }
    }

    @MainActor
    private struct Scene {
        let h = Harness(size: Size(width: 1024, height: 768))
        let source = View(frame: Rect(x: 100, y: 100, width: 80, height: 40))
        let content = ViewController()
        let keep = KeepPopover()
        var popover: PopoverPresentationController {
            content.presentationController as! PopoverPresentationController
        }

        init() {
            h.root.view.addSubview(source)
            content.preferredContentSize = Size(width: 300, height: 200)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.sourceView = source
            content.popoverPresentationController?.delegate = keep
            h.root.present(content, animated: true)
            h.step(1)
        }
    }

    /// A new size while shown: the content and the bubble grow to it, through frames in
    /// between, and end where a fresh layout for that size puts them.
    func testANewSizeWhileShownAnimatesTheBubbleToIt() {
        MainActor.assumeIsolated {
            let s = Scene()
            XCTAssertEqual(s.content.view.frame.size, Size(width: 300, height: 200))
            s.content.preferredContentSize = Size(width: 300, height: 400)
            s.h.step(PopoverPresentationController.contentSizeAnimationDuration / 2)
            let midway = s.content.view.presentationFrame.height
            XCTAssertGreaterThan(midway, 200 + 1, "animated: on its way")
            XCTAssertLessThan(midway, 400 - 1)
            s.h.step(1)
            XCTAssertEqual(s.content.view.frame.size, Size(width: 300, height: 400))
            XCTAssertEqual(s.content.view.presentationFrame.size, Size(width: 300, height: 400))
            XCTAssertEqual(s.popover.backgroundView.frame, s.popover.frameOfPresentedViewInContainerView)
            XCTAssertEqual(s.popover.layout?.frame.size, Size(width: 300, height: 400))
        }
    }

    /// A zero width or height asks for the default size, at once.
    func testAZeroSizeTakesTheDefaultWithoutAnimation() {
        MainActor.assumeIsolated {
            let s = Scene()
            s.content.preferredContentSize = .zero
            s.h.frame()
            XCTAssertEqual(s.content.view.presentationFrame.size, PopoverPresentationController.defaultContentSize)
            XCTAssertEqual(s.content.view.frame.size, PopoverPresentationController.defaultContentSize)
        }
    }
}
