import PlaygroundKit
import UIKitCompatibility
import XCTest

/// Nibs are not loaded here: a nib compiles and makes no objects, and a cell registered from
/// one is a plain cell, so code that falls back to building in code keeps working. And
/// `UIDynamicAnimator(collectionViewLayout:)`, which UIKit documents as "Initializes a
/// dynamic animator with the specified collection view layout": its items are layout
/// attributes, moved in the collection view's content coordinates, and the layout is
/// invalidated as they move.
final class UIKitNibAndLayoutDynamicsTests: XCTestCase {
    func testANibMakesNoObjectsAndANibCellIsAPlainCell() {
        MainActor.assumeIsolated {
            let nib = UINib(nibName: "ActionCell", bundle: nil)
            XCTAssertTrue(nib.instantiate(withOwner: nil, options: nil).isEmpty)
            XCTAssertNil(Bundle.main.loadNibNamed("ActionCell", owner: nil, options: nil))
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            table.register(nib, forCellReuseIdentifier: "cell")
            XCTAssertNotNil(table.dequeueReusableCell(withIdentifier: "cell"))
            table.register(nil as UINib?, forCellReuseIdentifier: "cell")
            XCTAssertNil(table.dequeueReusableCell(withIdentifier: "cell"), "nil forgets the identifier")
        }
    }

    private final class FallingLayout: UICollectionViewFlowLayout {
        var animator: UIDynamicAnimator?
        var invalidations = 0
        override func invalidateLayout() {
            invalidations += 1
            super.invalidateLayout()
        }
    }

    func testALayoutsAnimatorMovesAttributesAndInvalidatesTheLayout() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: CGSize(width: 200, height: 400), clock: clock)
            let layout = FallingLayout()
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
            window.addSubview(collection)
            let animator = UIDynamicAnimator(collectionViewLayout: layout)
            XCTAssertTrue(animator.referenceView === collection)
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            cell.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: 0))
            header.frame = CGRect(x: 100, y: 0, width: 50, height: 20)
            animator.addBehavior(UIGravityBehavior(items: [cell]))
            animator.addBehavior(UIDynamicItemBehavior(items: [header]))
            XCTAssertTrue(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === cell)
            XCTAssertNil(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)))
            XCTAssertTrue(
                animator.layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) === header)
            let before = layout.invalidations
            for _ in 0..<10 {
                clock.advance(by: 1.0 / 60)
                window.tick()
            }
            XCTAssertGreaterThan(cell.center.y, 25, "gravity moved the cell's attributes down")
            XCTAssertGreaterThan(layout.invalidations, before, "each step invalidates the layout")
            withExtendedLifetime(animator) {}
        }
    }
}
