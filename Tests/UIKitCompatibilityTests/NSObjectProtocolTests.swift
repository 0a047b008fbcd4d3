import Foundation
import UIKitCompatibility
import XCTest

/// UIKit code declares class-bound delegate protocols as `protocol X: NSObjectProtocol` and
/// adopts them in view controllers, views and cells, which are NSObjects in UIKit.
///
/// Apple's `hash`: "If two objects are equal (as determined by the `isEqual(_:)` method),
/// they must have the same hash value." NSObject's defaults are identity, so an object is
/// equal only to itself and its hash never changes while it lives.
final class NSObjectProtocolTests: XCTestCase {
    private final class Sheet: UIView {
        weak var delegate: SheetDelegate?
        func close() { delegate?.sheetDidClose(self) }
    }

    private final class Host: UIViewController, SheetDelegate {
        var closed: [UIView] = []
        func sheetDidClose(_ sheet: UIView) { closed.append(sheet) }
    }

    private final class Row: UICollectionViewCell, SheetDelegate {
        var closes = 0
        func sheetDidClose(_ sheet: UIView) { closes += 1 }
        override var description: String { "Row" }
    }

    func testAControllerAndACellAdoptAnNSObjectBoundDelegateProtocol() {
        MainActor.assumeIsolated {
            let sheet = Sheet()
            let host = Host()
            sheet.delegate = host
            sheet.close()
            XCTAssertEqual(host.closed.count, 1)
            XCTAssertTrue(host.closed[0] === sheet)

            let row = Row()
            sheet.delegate = row
            sheet.close()
            XCTAssertEqual(row.closes, 1)
        }
    }

    func testEqualityAndHashAreTheObjectsIdentity() {
        MainActor.assumeIsolated {
            let a = UIView()
            let b = UIView()
            let objects: [any NSObjectProtocol] = [a, b, UIPanGestureRecognizer(), CALayer(), UIViewController()]
            for (i, x) in objects.enumerated() {
                XCTAssertTrue(x.isEqual(x))
                XCTAssertFalse(x.isProxy())
                XCTAssertTrue(x.`self`() === x)
                for (j, y) in objects.enumerated() where i != j {
                    XCTAssertFalse(x.isEqual(y), "\(x) equals \(y)")
                }
            }
            XCTAssertFalse(a.isEqual(nil), "nil is equal to nothing")
            let before = a.hash
            a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            a.alpha = 0.5
            XCTAssertEqual(a.hash, before, "the hash does not follow the properties")
        }
    }

    func testTheDescriptionNamesTheClassAndASubclassMayOverrideIt() {
        MainActor.assumeIsolated {
            XCTAssertTrue(UIView().description.hasPrefix("<View: 0x"), UIView().description)
            XCTAssertTrue(Sheet().description.contains("Sheet: 0x"), Sheet().description)
            XCTAssertEqual(Row().description, "Row")
            let asProtocol: any NSObjectProtocol = Row()
            XCTAssertEqual(asProtocol.description, "Row", "the override is what the protocol sees")
        }
    }
}

/// A delegate protocol declared as UIKit code declares it.
private protocol SheetDelegate: NSObjectProtocol {
    @MainActor func sheetDidClose(_ sheet: UIView)
}
