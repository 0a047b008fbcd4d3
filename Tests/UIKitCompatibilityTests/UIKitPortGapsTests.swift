import PlaygroundKit
import UIKitCompatibility
import XCTest

/// UIKit API the ported libraries (PanModal, DeckTransition) reached for, as UIKit code
/// writes it.
///
/// `prepareForPopoverPresentation(_:)`: "Notifies the delegate that the popover is about to
/// be presented." `isEqual(_:)` (NSObject): "This method defines what it means for instances
/// to be equal", by default their identity.
final class UIKitPortGapsTests: XCTestCase {
    /// Names both delegate protocols, as popover code commonly does.
    @MainActor
    private final class PopoverWatcher: UIAdaptivePresentationControllerDelegate,
        UIPopoverPresentationControllerDelegate
    {
        var prepared: [UIPopoverPresentationController] = []
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            prepared.append(popoverPresentationController)
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
            .none
        }
    }

    @MainActor
    private static func presentPopover(width: CGFloat, delegate: PopoverWatcher) -> (UIViewController, VirtualClock) {
        let clock = VirtualClock()
        let window = UIWindow(size: CGSize(width: width, height: 768), clock: clock)
        let root = UIViewController()
        window.rootViewController = root
        let source = UIView(frame: CGRect(x: 40, y: 60, width: 80, height: 40))
        root.view.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.delegate = delegate
        root.present(content, animated: true)
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            window.tick()
        }
        return (content, clock)
    }

    func testThePopoverDelegateIsToldOnceBeforeThePopoverShows() {
        MainActor.assumeIsolated {
            let watcher = PopoverWatcher()
            let (content, _) = Self.presentPopover(width: 1024, delegate: watcher)
            XCTAssertEqual(watcher.prepared.count, 1)
            XCTAssertTrue(watcher.prepared.first === content.popoverPresentationController)
        }
    }

    func testGestureRecognizersAndViewsEqualOnlyThemselves() {
        MainActor.assumeIsolated {
            let pan = UIPanGestureRecognizer { _ in }
            let other = UIPanGestureRecognizer { _ in }
            XCTAssertTrue(pan.isEqual(pan))
            XCTAssertFalse(pan.isEqual(other))
            XCTAssertFalse(pan.isEqual(nil))
            XCTAssertTrue(pan.isKind(of: UIGestureRecognizer.self))
            XCTAssertFalse(pan.isKind(of: UITapGestureRecognizer.self))
        }
    }

    func testTheStatusBarCaptureSettingIsKept() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            XCTAssertFalse(controller.modalPresentationCapturesStatusBarAppearance, "UIKit's default")
            controller.modalPresentationCapturesStatusBarAppearance = true
            XCTAssertTrue(controller.modalPresentationCapturesStatusBarAppearance)
        }
    }
}
