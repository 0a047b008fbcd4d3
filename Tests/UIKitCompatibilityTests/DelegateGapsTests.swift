import CoreGraphics
import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Delegate methods and overridable members UIKit declares that libraries (HGPlaceholders,
/// Pastel, and delegates of text views, tab bar and navigation controllers) implement or
/// override, each held to what Apple documents for it.
final class DelegateGapsTests: XCTestCase {
    /// A text view delegate that refuses links and attachments, as a library would.
    final class NoLinks: NSObject, UITextViewDelegate {
        var asked: [String] = []
        func textView(
            _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            asked.append("url \(url.absoluteString) \(interaction.rawValue)")
            return false
        }
        func textView(
            _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            asked.append("attachment \(characterRange.location)")
            return false
        }
    }

    /// A delegate that implements none of them.
    final class Silent: NSObject, UITextViewDelegate {}

    // Apple, `textView(_:shouldInteractWith:in:interaction:)`: "true if interaction with the
    // URL should be allowed; false if interaction should not be allowed." Optional, so a
    // delegate without it allows the interaction. `UITextItemInteraction`'s raw values are
    // UIKit's: invokeDefaultAction 0, presentActions 1, preview 2.
    func testTextViewInteractionMethodsAreImplementableAndDefaultToAllowing() {
        MainActor.assumeIsolated {
            let view = UITextView()
            let url = URL(string: "https://example.com")!
            let range = NSRange(location: 2, length: 5)
            let refusing = NoLinks()
            XCTAssertFalse(refusing.textView(view, shouldInteractWith: url, in: range, interaction: .presentActions))
            XCTAssertFalse(
                refusing.textView(
                    view, shouldInteractWith: NSTextAttachment(), in: range, interaction: .invokeDefaultAction))
            XCTAssertEqual(refusing.asked, ["url https://example.com 1", "attachment 2"])
            let silent = Silent()
            XCTAssertTrue(silent.textView(view, shouldInteractWith: url, in: range, interaction: .preview))
            XCTAssertTrue(
                silent.textView(view, shouldInteractWith: NSTextAttachment(), in: range, interaction: .preview))
            XCTAssertEqual(
                [UITextItemInteraction.invokeDefaultAction, .presentActions, .preview].map(\.rawValue), [0, 1, 2])
            let data = Data([1, 2, 3])
            let attachment = NSTextAttachment(data: data, ofType: "public.data")
            XCTAssertEqual(attachment.contents, data)
            XCTAssertEqual(attachment.fileType, "public.data")
        }
    }

    /// A delegate that limits its container to portrait.
    final class PortraitOnly: NSObject, UITabBarControllerDelegate, UINavigationControllerDelegate {
        var customizing: [String] = []
        func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
            -> UIInterfaceOrientationMask
        { .portrait }
        func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
            -> UIInterfaceOrientation
        { .portraitUpsideDown }
        func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
            -> UIInterfaceOrientationMask
        { [.landscapeLeft, .landscapeRight] }
        func tabBarController(
            _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
        ) {
            customizing.append("will begin \(viewControllers.count)")
        }
        func tabBarController(
            _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
        ) { customizing.append("did end \(changed)") }
    }

    // Apple, `tabBarControllerSupportedInterfaceOrientations(_:)`: "Called to allow the
    // delegate to provide the complete set of supported interface orientations for the tab
    // bar controller"; `navigationControllerSupportedInterfaceOrientations(_:)`: "Returns the
    // complete set of supported interface orientations for the navigation controller, as
    // determined by the delegate." Without a delegate, a view controller's own default.
    func testContainersAnswerSupportedOrientationsWithTheirDelegates() {
        MainActor.assumeIsolated {
            let tabs = UITabBarController()
            let nav = UINavigationController(rootViewController: UIViewController())
            XCTAssertEqual(tabs.supportedInterfaceOrientations, .all)
            XCTAssertEqual(nav.supportedInterfaceOrientations, .all)
            let delegate = PortraitOnly()
            tabs.delegate = delegate
            nav.delegate = delegate
            XCTAssertEqual(tabs.supportedInterfaceOrientations, .portrait)
            XCTAssertEqual(nav.supportedInterfaceOrientations, [.landscapeLeft, .landscapeRight])
            XCTAssertEqual(
                delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(tabs), .portraitUpsideDown)
            XCTAssertEqual(delegate.navigationControllerPreferredInterfaceOrientationForPresentation(nav), .portrait)
            // The customizing methods are the delegate's own when implemented, and a
            // default does nothing when not.
            delegate.tabBarController(tabs, willBeginCustomizing: [UIViewController()])
            delegate.tabBarController(tabs, willEndCustomizing: [], changed: true)
            delegate.tabBarController(tabs, didEndCustomizing: [], changed: false)
            XCTAssertEqual(delegate.customizing, ["will begin 1", "did end false"])
        }
    }

    /// A table that keeps its own header and data source, as HGPlaceholders' does.
    final class PlaceholderTable: UITableView {
        var sets: [String] = []
        override var dataSource: (any UITableViewDataSource)? {
            didSet { sets.append("dataSource") }
        }
        override var delegate: (any UIScrollViewDelegate)? {
            didSet { sets.append("delegate") }
        }
        override var tableHeaderView: UIView? {
            didSet { sets.append("header") }
        }
        override var tableFooterView: UIView? {
            didSet { sets.append("footer") }
        }
        override var separatorStyle: UITableView.SeparatorStyle {
            didSet { sets.append("separator") }
        }
    }

    /// A collection view that hears its data source change.
    final class WatchedCollection: UICollectionView {
        var sets = 0
        override var dataSource: (any UICollectionViewDataSource)? {
            didSet { sets += 1 }
        }
    }

    /// A data source of one empty section.
    final class Empty: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { UICollectionViewCell() }
    }

    // UIKit declares `dataSource`, `delegate`, `tableHeaderView`, `tableFooterView` and
    // `separatorStyle` as `open` properties of `UITableView` (and `dataSource` of
    // `UICollectionView`), so a subclass in another module overrides them and still sets
    // the table's own.
    func testTableAndCollectionSubclassesOverrideTheirMembers() {
        MainActor.assumeIsolated {
            let table = PlaceholderTable(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
            let source = Empty()
            table.dataSource = source
            table.delegate = nil
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            table.tableHeaderView = header
            table.tableFooterView = UIView()
            table.separatorStyle = .none
            XCTAssertEqual(table.sets, ["dataSource", "delegate", "header", "footer", "separator"])
            XCTAssertTrue(table.dataSource === source)
            XCTAssertTrue(header.superview === table, "super's setter still placed the header")
            XCTAssertEqual(table.separatorStyle, .none)

            let collection = WatchedCollection(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
            collection.dataSource = source
            XCTAssertEqual(collection.sets, 1)
            XCTAssertTrue(collection.dataSource === source)
        }
    }

    // Apple, `CALayer.drawsAsynchronously`: "A Boolean indicating whether drawing commands are
    // deferred and processed asynchronously in a background thread ... The default value for
    // this property is false." Here drawing is synchronous: the flag is kept and the layer's
    // pixels are there in the same frame.
    func testDrawsAsynchronouslyIsKeptAndDrawingStaysSynchronous() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertFalse(view.layer.drawsAsynchronously)
            view.layer.drawsAsynchronously = true
            XCTAssertTrue(view.layer.drawsAsynchronously)
            view.layer.backgroundColor = UIColor.red.cgColor
            let window = Window(size: CGSize(width: 10, height: 10), clock: VirtualClock())
            window.rootView.addSubview(view)
            window.tick()
            let fb = Framebuffer(width: 10, height: 10)
            Renderer().renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[5, 5], 0xFFFF_0000)
        }
    }
}
