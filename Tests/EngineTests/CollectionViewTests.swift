import Geometry
import XCTest

@testable import Engine

/// A data source and delegate that counts what a collection view asks and tells.
@MainActor
final class CollectionRecorder: CollectionViewDataSource, CollectionViewDelegate {
    var items: [Int]
    var events: [String] = []
    var cellRequests = 0
    var cellsMade: Set<ObjectIdentifier> = []
    var refused: Set<Int> = []

    init(items: [Int]) { self.items = items }

    func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cellsMade.insert(ObjectIdentifier(cell))
        (cell as? LabelledCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refused.contains(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
}

/// A cell subclass made through its own `init(frame:)`, as UIKit code writes it, that
/// counts its reuses.
final class LabelledCell: CollectionViewCell {
    let label = Label()
    var reuses = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: ViewCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// UICollectionView's cells, reuse, selection and scrolling, on the engine's window and
/// virtual clock.
///
/// Apple's documentation of `dequeueReusableCell(withReuseIdentifier:for:)`: "Call this
/// method from your data source object when asked to provide a new cell for the collection
/// view. This method dequeues an existing cell if one is available or creates a new one
/// based on the class or nib file you previously registered." And of
/// `UICollectionReusableView.prepareForReuse()`: it "performs any clean up necessary to
/// prepare the view for use again", called just before the view is returned from the
/// dequeue method.
final class CollectionViewTests: XCTestCase {
    /// A 300 x 440 collection view of 100 x 44 items, no spacing: three a line, ten lines
    /// fill it exactly.
    @MainActor
    static func make(_ h: Harness, _ recorder: CollectionRecorder) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 44)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: layout)
        view.register(LabelledCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = recorder
        view.delegate = recorder
        h.root.addSubview(view)
        h.step()
        return view
    }

    /// Every visible cell shows its own item and sits where the layout puts it.
    @MainActor
    static func check(_ view: CollectionView, file: StaticString = #filePath, line: UInt = #line) {
        for cell in view.visibleCells {
            guard let indexPath = view.indexPath(for: cell) else {
                XCTFail("a visible cell has no item", file: file, line: line)
                continue
            }
            XCTAssertEqual(
                (cell as? LabelledCell)?.label.text, "\(indexPath.section).\(indexPath.item)", file: file, line: line)
            XCTAssertEqual(cell.frame, view.layoutAttributesForItem(at: indexPath)?.frame, file: file, line: line)
            XCTAssertTrue(cell.frame.intersects(view.bounds), "only items in view have cells", file: file, line: line)
        }
    }

    func testTenThousandItemsMakeAScreenfulOfCells() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = CollectionRecorder(items: [10_000])
            let view = Self.make(h, recorder)
            XCTAssertEqual(view.contentSize, Size(width: 300, height: 3334 * 44), "3,334 lines of 44 points")
            XCTAssertEqual(recorder.cellRequests, 30, "only the thirty items on screen are asked for")
            XCTAssertEqual(view.visibleCells.count, 30)
            XCTAssertEqual(view.indexPathsForVisibleItems.first, IndexPath(item: 0, section: 0))
            XCTAssertEqual(view.indexPathsForVisibleItems.last, IndexPath(item: 29, section: 0))
            Self.check(view)
        }
    }

    func testScrollingReusesTheCellsThatLeftTheScreen() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = CollectionRecorder(items: [10_000])
            let view = Self.make(h, recorder)
            // Half a line at a time through 400 lines: at most eleven lines are ever in view.
            for step in 1...800 {
                view.contentOffset = Point(x: 0, y: Double(step) * 22)
                h.step()
            }
            Self.check(view)
            XCTAssertNotNil(view.cellForItem(at: IndexPath(item: 1200, section: 0)), "line 400 is in view")
            XCTAssertNil(view.cellForItem(at: IndexPath(item: 0, section: 0)), "an item off screen has no cell")
            XCTAssertLessThanOrEqual(recorder.cellsMade.count, 36, "cells are reused, not made per item")
            XCTAssertGreaterThan(recorder.cellRequests, 1200)
            let reuses = view.visibleCells.compactMap { ($0 as? LabelledCell)?.reuses }.reduce(0, +)
            XCTAssertGreaterThan(reuses, 0, "prepareForReuse ran on the way out of the queue")
        }
    }

    /// Apple's documentation of `canCancelContentTouches`: "If the value of this property is
    /// true and a view in the content has begun tracking a finger touching it, and if the user
    /// drags the finger enough to initiate a scroll, the view receives a
    /// touchesCancelled(_:with:) message and the scroll view handles the touch as a scroll."
    /// So a tap selects the item under it, and a drag that starts on an item only scrolls.
    func testATapHighlightsThenSelectsAndADragOnlyScrolls() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = CollectionRecorder(items: [300])
            let view = Self.make(h, recorder)
            // (150, 100) is the middle item of line 2: item 7.
            let item7 = view.cellForItem(at: IndexPath(item: 7, section: 0))!
            h.send(.pointerDown(Point(x: 150, y: 100)))
            XCTAssertFalse(item7.isHighlighted, "held back while it may still become a scroll (delaysContentTouches)")
            h.advance(ScrollView.contentTouchDelay + 0.01)
            XCTAssertTrue(item7.isHighlighted, "the item lights up while the finger is down")
            XCTAssertEqual(recorder.events, [], "nothing is selected before the lift")
            h.clock.advance(by: 0.1)
            h.send(.pointerUp(Point(x: 150, y: 100)))
            XCTAssertFalse(item7.isHighlighted)
            XCTAssertTrue(item7.isSelected)
            XCTAssertEqual(recorder.events, ["select 7"])
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 7, section: 0)])

            // A tap on another item moves the single selection, deselecting first.
            h.clock.advance(by: 0.5)
            h.send(.pointerDown(Point(x: 250, y: 200)), .pointerUp(Point(x: 250, y: 200)))
            XCTAssertEqual(recorder.events, ["select 7", "deselect 7", "select 14"])
            XCTAssertFalse(item7.isSelected)

            // An item the delegate refuses is not selected.
            recorder.refused = [0]
            h.clock.advance(by: 0.5)
            h.send(.pointerDown(Point(x: 50, y: 10)), .pointerUp(Point(x: 50, y: 10)))
            XCTAssertEqual(recorder.events.count, 3, "shouldSelectItemAt said no")

            // A drag that starts on an item scrolls and selects nothing.
            h.clock.advance(by: 0.5)
            recorder.events = []
            let item19 = view.cellForItem(at: IndexPath(item: 19, section: 0))!
            ScrollViewTests.drag(h, from: 280, to: 180, frames: 8)
            XCTAssertFalse(item19.isHighlighted, "the drag took the touch away from the item")
            XCTAssertEqual(recorder.events, ["willBeginDragging"], "the scroll view delegate's method reached it")
            XCTAssertGreaterThan(view.contentOffset.y, 50)
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 14, section: 0)], "the selection stays")
            Self.check(view)
        }
    }

    func testSelectionInCodeTellsTheDelegateNothingAndReloadClearsIt() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = CollectionRecorder(items: [300])
            let view = Self.make(h, recorder)
            view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
            view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 5, section: 0)], "single selection")
            XCTAssertTrue(view.cellForItem(at: IndexPath(item: 5, section: 0))!.isSelected)
            XCTAssertFalse(view.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
            view.allowsMultipleSelection = true
            view.selectItem(at: IndexPath(item: 250, section: 0), animated: false, scrollPosition: [])
            XCTAssertEqual(view.indexPathsForSelectedItems?.count, 2)
            view.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 250, section: 0)])
            XCTAssertEqual(recorder.events, [], "selection in code calls no delegate method")
            // The off-screen selected item's cell shows it selected when it comes into view.
            view.scrollToItem(at: IndexPath(item: 250, section: 0), at: .top, animated: false)
            h.step()
            XCTAssertTrue(view.cellForItem(at: IndexPath(item: 250, section: 0))!.isSelected)

            recorder.items = [5]
            view.reloadData()
            h.step()
            XCTAssertNil(view.indexPathsForSelectedItems, "reloadData clears the selection")
            XCTAssertEqual(view.visibleCells.count, 5)
            XCTAssertEqual(view.contentOffset.y, 0, "the content shrank to two lines; the offset is back in range")
        }
    }

    func testScrollToItemPutsTheItemAtEachPositionWithinTheRange() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let view = Self.make(h, CollectionRecorder(items: [300]))  // 100 lines: 4,400 points
            let item = IndexPath(item: 150, section: 0)  // line 50: y 2,200 to 2,244
            view.scrollToItem(at: item, at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, 2200)
            view.scrollToItem(at: item, at: .centeredVertically, animated: false)
            XCTAssertEqual(view.contentOffset.y, 2222 - 220)
            view.scrollToItem(at: item, at: .bottom, animated: false)
            XCTAssertEqual(view.contentOffset.y, 2244 - 440)
            view.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, 4400 - 440, "held within the scrollable range")
            view.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
            XCTAssertEqual(view.contentOffset.y, 0, "the least scroll that shows it")
        }
    }
}
