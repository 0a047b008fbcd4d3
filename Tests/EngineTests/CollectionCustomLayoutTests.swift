import Geometry
import XCTest

@testable import Engine

/// A custom layout as UIKit code writes one: items on a diagonal, each a little more
/// transparent and drawn over the one before, with every third item hidden.
@MainActor
final class DiagonalLayout: CollectionViewLayout {
    var prepared = 0
    private var attributes: [CollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        prepared += 1
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        attributes = (0..<count).map { item in
            let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            a.frame = Rect(x: Double(item) * 30, y: Double(item) * 30, width: 60, height: 60)
            a.alpha = 1 - Double(item) / 20
            a.zIndex = item
            a.transform = AffineTransform(scaleX: 0.5, y: 0.5)
            a.isHidden = item % 3 == 2
            return a
        }
    }

    override var collectionViewContentSize: Size {
        Size(width: Double(attributes.count) * 30 + 30, height: Double(attributes.count) * 30 + 30)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }.reversed()
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }
}

/// A layout that only ever serves one collection view, as Ramotion's card slider writes it:
/// it overrides the read-only optional `collectionView` as non-optional.
@MainActor
final class OwnedLayout: CollectionViewLayout {
    override var collectionView: CollectionView { super.collectionView! }
}

/// A subclass of the open layout base is what places the cells: its content size, frames,
/// alpha, transform, hidden flag and z order all reach the cells, and `prepare()` runs once
/// per invalidation, not on every scroll.
///
/// Apple's documentation of `UICollectionViewLayout`: "The job of a layout object is to
/// determine the placement of cells, supplementary views, and decoration views inside the
/// collection view's bounds and to report that information to the collection view when
/// asked. The collection view then applies the provided layout information to the
/// corresponding views so that they can be presented onscreen."
final class CollectionCustomLayoutTests: XCTestCase {
    func testACustomLayoutPlacesTheCellsAndPreparesOncePerInvalidation() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 200, height: 200))
            let layout = DiagonalLayout()
            let view = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
            let recorder = CollectionRecorder(items: [20])
            view.register(LabelledCell.self, forCellWithReuseIdentifier: "item")
            view.dataSource = recorder
            h.root.addSubview(view)
            h.step()
            XCTAssertIdentical(layout.collectionView, view)
            XCTAssertEqual(view.contentSize, Size(width: 630, height: 630))
            // Items 0...6 meet the 200-point square (item 6 spans 180...240).
            XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), Array(0...6))
            for item in 0...6 {
                let cell = view.cellForItem(at: IndexPath(item: item, section: 0))!
                XCTAssertEqual(cell.center, Point(x: Double(item) * 30 + 30, y: Double(item) * 30 + 30))
                XCTAssertEqual(cell.bounds.size, Size(width: 60, height: 60))
                XCTAssertEqual(cell.alpha, 1 - Double(item) / 20, accuracy: 1e-12)
                XCTAssertEqual(cell.transform, AffineTransform(scaleX: 0.5, y: 0.5))
                XCTAssertEqual(cell.isHidden, item % 3 == 2)
            }
            // Higher zIndex draws over lower, whatever order the layout returned them in.
            let order = view.subviews.compactMap { $0 as? CollectionViewCell }.compactMap {
                view.indexPath(for: $0)?.item
            }
            XCTAssertEqual(order, Array(0...6))
            // A hidden item is not under a tap; the one drawn over it at the same point is.
            XCTAssertEqual(view.indexPathForItem(at: Point(x: 100, y: 100))?.item, 3, "item 2 is hidden, 3 is on top")

            let before = layout.prepared
            for step in 1...10 {
                view.contentOffset = Point(x: Double(step) * 20, y: Double(step) * 20)
                h.step()
            }
            XCTAssertEqual(layout.prepared, before, "a scroll does not re-prepare the base layout")
            XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), Array(5...13), "200...400 meets items 5 to 13")
            layout.invalidateLayout()
            h.step()
            XCTAssertEqual(layout.prepared, before + 1, "an invalidation prepares once more")
        }
    }

    func testAFlowLayoutPreparesAgainOnlyWhenTheSizeChanges() {
        MainActor.assumeIsolated {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            let source = FlowSizes(sizes: [Array(repeating: Size(width: 100, height: 100), count: 12)])
            let view = CollectionFlowLayoutTests.make(layout, source, size: Size(width: 300, height: 200))
            XCTAssertEqual(CollectionFlowLayoutTests.frame(view, 3)?.origin, Point(x: 0, y: 110))
            view.frame = Rect(x: 0, y: 0, width: 400, height: 200)
            view.layoutIfNeeded()
            XCTAssertEqual(CollectionFlowLayoutTests.frame(view, 3)?.origin, Point(x: 300, y: 0), "four fit a line now")
            XCTAssertEqual(view.contentSize, Size(width: 400, height: 320))
        }
    }

    /// Apple's documentation of `prepare(forCollectionViewUpdates:)`: "When inserting or
    /// deleting items, the collection view notifies its layout object so that it can adjust
    /// the layout as needed. The first step in that process is to call this method to let the
    /// layout object know what changes to expect." Here updates apply at once: the layout is
    /// prepared for the new counts, then told the changes, and the selection keeps its items.
    func testUpdatesReachTheLayoutAndKeepTheSelection() {
        MainActor.assumeIsolated {
            final class RecordingLayout: CollectionViewFlowLayout {
                var heard: [[CollectionViewUpdateItem.Action]] = []
                var finalized = 0
                override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
                    super.prepare(forCollectionViewUpdates: updateItems)
                    XCTAssertEqual(collectionViewContentSize.height, 4 * 50, "prepared for the new counts first")
                    heard.append(updateItems.map(\.updateAction))
                }
                override func finalizeCollectionViewUpdates() { finalized += 1 }
            }
            let h = Harness(size: Size(width: 300, height: 440))
            let layout = RecordingLayout()
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            layout.itemSize = Size(width: 100, height: 50)
            let recorder = CollectionRecorder(items: [9])
            let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: layout)
            view.register(LabelledCell.self, forCellWithReuseIdentifier: "item")
            view.dataSource = recorder
            h.root.addSubview(view)
            h.step()
            view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            recorder.items = [12]
            view.performBatchUpdates({
                view.insertItems(at: [IndexPath(item: 9, section: 0), IndexPath(item: 10, section: 0)])
                view.insertItems(at: [IndexPath(item: 11, section: 0)])
            })
            XCTAssertEqual(layout.heard, [[.insert, .insert, .insert]], "one batch, one call")
            XCTAssertEqual(layout.finalized, 1)
            h.step()
            XCTAssertEqual(view.visibleCells.count, 12)
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
            XCTAssertTrue(view.cellForItem(at: IndexPath(item: 2, section: 0))!.isSelected)
            recorder.items = [12]
            view.reloadItems(at: [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(layout.heard.last, [.reload], "outside a batch an update applies on its own")
        }
    }

    /// Apple, `UICollectionViewLayout.collectionView`: "The collection view object currently
    /// using this layout object." Read-only and overridable, so a subclass may narrow it.
    func testALayoutMayOverrideItsCollectionViewAsNonOptional() {
        MainActor.assumeIsolated {
            let layout = OwnedLayout()
            let view = CollectionView(frame: Rect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
            XCTAssertTrue(layout.collectionView === view)
            XCTAssertTrue((layout as CollectionViewLayout).collectionView === view, "the base reads the override")
            let other = FlowLayoutForTest()
            view.collectionViewLayout = other
            XCTAssertTrue(other.collectionView === view)
            XCTAssertNil((layout as CollectionViewLayout).placedCollectionView, "the old layout is let go")
        }
    }
}

/// A flow layout, only to be given to a collection view in place of another.
@MainActor
final class FlowLayoutForTest: CollectionViewFlowLayout {}
