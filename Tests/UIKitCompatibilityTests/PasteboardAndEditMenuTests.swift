import Foundation
import UIKitCompatibility
import XCTest

/// The pasteboard and edit-menu stand-ins, and the standard edit actions, as real libraries
/// use them (m1entus/INSPhotoGallery copies its photo with `UIPasteboard.general.image` from
/// an override of `copy(_:)`, and shows `UIMenuController.shared` on a long press).
///
/// Apple's `UIPasteboard.string`: "Setting this property replaces all current items in the
/// pasteboard with the new item. If the first item has no value of the indicated type, nil
/// is returned." `strings`: "Setting this property replaces all current items in the
/// pasteboard with the new items. The returned array may have fewer objects than the number
/// of pasteboard items; this happens if a pasteboard item does not have a value of the
/// indicated type." `changeCount`: "The number of times the pasteboard's contents have
/// changed."
final class PasteboardAndEditMenuTests: XCTestCase {
    @MainActor
    private static func image() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    func testEachTypedSetterReplacesEveryItemAndTheGettersReadTheFirstItemOrAll() {
        MainActor.assumeIsolated {
            let board = UIPasteboard.withUniqueName()
            XCTAssertNil(board.string)
            XCTAssertFalse(board.hasStrings)
            board.strings = ["a", "b", "c"]
            XCTAssertEqual(board.numberOfItems, 3)
            XCTAssertEqual(board.string, "a", "the first item's string")
            XCTAssertEqual(board.strings, ["a", "b", "c"])
            let picture = Self.image()
            board.image = picture
            XCTAssertEqual(board.numberOfItems, 1, "one image replaces the three strings")
            XCTAssertNil(board.string, "the first item holds no string")
            XCTAssertNil(board.strings)
            XCTAssertFalse(board.hasStrings)
            XCTAssertTrue(board.hasImages)
            XCTAssertTrue(board.image === picture)
            let url = URL(string: "https://example.com/a")!
            board.urls = [url, url]
            XCTAssertEqual(board.numberOfItems, 2)
            XCTAssertEqual(board.url, url)
            XCTAssertNil(board.image)
            XCTAssertTrue(board.hasURLs)
            board.color = .blue
            XCTAssertEqual(board.color, .blue)
            XCTAssertNil(board.url)
            board.string = nil
            XCTAssertEqual(board.numberOfItems, 0, "nil empties the pasteboard")
        }
    }

    func testEveryWriteCountsOneChange() {
        MainActor.assumeIsolated {
            let board = UIPasteboard.withUniqueName()
            let start = board.changeCount
            board.string = "x"
            board.string = "x"
            board.images = [Self.image()]
            XCTAssertEqual(board.changeCount, start + 3)
        }
    }

    func testTheGeneralPasteboardIsOneObjectAndOthersAreSeparate() {
        MainActor.assumeIsolated {
            XCTAssertTrue(UIPasteboard.general === UIPasteboard.general)
            XCTAssertEqual(UIPasteboard.general.name, .general)
            let own = UIPasteboard.withUniqueName()
            XCTAssertNotEqual(own.name, UIPasteboard.withUniqueName().name)
            own.string = "private"
            XCTAssertNotEqual(UIPasteboard.general.string, "private")
        }
    }

    /// INSPhotoGallery's long press: point the menu at a spot and show it.
    func testTheMenuKeepsItsTargetAndVisibility() {
        MainActor.assumeIsolated {
            let menu = UIMenuController.shared
            XCTAssertTrue(menu === UIMenuController.shared)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            var target = CGRect.zero
            target.origin = CGPoint(x: 10, y: 20)
            menu.setTargetRect(target, in: view)
            menu.setMenuVisible(true, animated: true)
            XCTAssertTrue(menu.isMenuVisible)
            XCTAssertEqual(menu.targetRect, target)
            XCTAssertTrue(menu.targetView === view)
            menu.hideMenu(from: UIView())
            XCTAssertTrue(menu.isMenuVisible, "another view's hide leaves it shown")
            menu.hideMenu(from: view)
            XCTAssertFalse(menu.isMenuVisible)
            menu.showMenu(from: view, rect: target)
            XCTAssertTrue(menu.isMenuVisible)
            menu.isMenuVisible = false
            XCTAssertFalse(menu.isMenuVisible)
        }
    }

    /// A controller overrides `copy(_:)` as INSPhotoGallery does; an edit action sent to a
    /// view climbs the responder chain to the controller that handles it, as UIKit sends
    /// an action with no target to the first responder and up the chain.
    func testAnEditActionClimbsTheResponderChainToTheControllerThatHandlesIt() {
        MainActor.assumeIsolated {
            final class Gallery: UIViewController {
                var copied = 0
                override func copy(_ sender: Any?) {
                    copied += 1
                    UIPasteboard.general.string = "photo"
                }
            }
            let gallery = Gallery()
            let inner = UIView()
            gallery.view.addSubview(inner)
            inner.copy(nil)
            XCTAssertEqual(gallery.copied, 1)
            XCTAssertEqual(UIPasteboard.general.string, "photo")
            inner.paste(nil)
            inner.selectAll(nil)
            XCTAssertEqual(gallery.copied, 1, "other actions pass by and end at the top of the chain")
        }
    }
}
