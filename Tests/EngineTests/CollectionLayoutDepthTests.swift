import Geometry
import XCTest

@testable import Engine

/// The invalidation context a `ColumnLayout` makes: one more switch, as a custom layout's
/// context carries.
@MainActor
final class ColumnContext: CollectionViewLayoutInvalidationContext {
    var invalidateMetrics = true
}

/// A one-column layout that sizes its items from their cells, as a self-sizing custom layout
/// does (MagazineLayout's shape): every item starts 50 points tall, and a cell's preferred
/// height replaces that. It records every call the collection view makes of it.
@MainActor
final class ColumnLayout: CollectionViewLayout {
    var heights: [Int: Double] = [:]
    var calls: [String] = []
    var contexts: [CollectionViewLayoutInvalidationContext] = []
    var flips = false
    private var attributes: [CollectionViewLayoutAttributes] = []

    override class var invalidationContextClass: AnyClass { ColumnContext.self }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override func prepare() {
        super.prepare()
        calls.append("prepare")
        var y = 0.0
        attributes = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
            let a = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let height = heights[item] ?? 50
            a.frame = Rect(x: 0, y: y, width: 100, height: height)
            y += height
            return a
        }
    }

    override var collectionViewContentSize: Size { Size(width: 300, height: attributes.last?.frame.maxY ?? 0) }

    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        calls.append("should \(preferredAttributes.indexPath.item) \(originalAttributes.size.height)")
        return preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        heights[preferredAttributes.indexPath.item] = preferredAttributes.size.height
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        (context as? ColumnContext)?.invalidateMetrics = false
        return context
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func prepare(forAnimatedBoundsChange oldBounds: Rect) {
        calls.append("animatedBoundsChange from \(oldBounds.width)")
    }

    override func finalizeAnimatedBoundsChange() { calls.append("finalizeAnimatedBoundsChange") }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        calls.append("prepareForUpdates")
    }

    override func finalizeCollectionViewUpdates() { calls.append("finalizeUpdates") }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        calls.append("appearing \(itemIndexPath.item)")
        let start = layoutAttributesForItem(at: itemIndexPath)?.copy()
        start?.frame.origin.x = 200
        start?.alpha = 0
        return start
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        calls.append("disappearing \(itemIndexPath.item)")
        let end = CollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        end.frame = Rect(x: -100, y: 0, width: 100, height: 50)
        return end
    }
}

/// A cell that prefers `preferredHeights[item]` over the layout's height, as a cell sized
/// by its content overrides `preferredLayoutAttributesFitting(_:)`.
@MainActor
final class SelfSizingCell: CollectionViewCell {
    static var preferredHeights: [Int: Double] = [:]
    var asked = 0

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        asked += 1
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        if let height = Self.preferredHeights[attributes.indexPath.item] { attributes.size.height = height }
        return attributes
    }
}

/// A custom layout's depth: self-sizing, invalidation contexts, animated bounds changes,
/// appearing and disappearing elements, and right-to-left mirroring, each called by the
/// collection view when UIKit calls it.
///
/// Apple's documentation: `preferredLayoutAttributesFitting(_:)` "gives the cell a chance to
/// modify the attributes provided by the layout object"; of
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, "Asks the
/// layout object if changes to a self-sizing cell require a layout update";
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` "retrieves a
/// context object that identifies the portions of the layout that should change in response
/// to dynamic cell changes". Of `prepare(forAnimatedBoundsChange:)`: "The collection view
/// calls this method before performing any animated changes to the view's bounds". Of
/// `initialLayoutAttributesForAppearingItem(at:)`: "This method is called after the
/// `prepare(forCollectionViewUpdates:)` method and before the `finalizeCollectionViewUpdates()`
/// method for any items that are about to be inserted."
final class CollectionLayoutDepthTests: XCTestCase {
    /// The data sources of the collection views made, kept alive (a data source is weak).
    @MainActor private static var sources: [CollectionRecorder] = []

    @MainActor
    private static func make(_ h: Harness, items: Int) -> (CollectionView, ColumnLayout, CollectionRecorder) {
        let layout = ColumnLayout()
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        let recorder = CollectionRecorder(items: [items])
        view.register(SelfSizingCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = recorder
        sources.append(recorder)
        h.root.addSubview(view)
        return (view, layout, recorder)
    }

    override func tearDown() {
        MainActor.assumeIsolated {
            SelfSizingCell.preferredHeights = [:]
            Self.sources = []
        }
    }

    func testASelfSizingCellsPreferredHeightReplacesTheLayoutsInTheSameLayoutPass() {
        MainActor.assumeIsolated {
            SelfSizingCell.preferredHeights = [1: 80]
            let h = Harness(size: Size(width: 300, height: 300))
            let (view, layout, _) = Self.make(h, items: 4)
            view.layoutIfNeeded()
            let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))!
            XCTAssertEqual(cell.bounds.size, Size(width: 100, height: 80), "the preferred height is laid out")
            XCTAssertEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY, 130)
            XCTAssertEqual(view.contentSize.height, 50 + 80 + 50 + 50)
            XCTAssertEqual(layout.calls.filter { $0.hasPrefix("should") }.first, "should 1 50.0")
            XCTAssertFalse(
                layout.calls.contains("should 0 50.0"), "a view content with its attributes is not asked about")
            let sizing = layout.contexts.compactMap { $0 as? ColumnContext }.filter { !$0.invalidateEverything }
            XCTAssertEqual(sizing.count, 1, "one invalidation, of the layout's own context class")
            XCTAssertEqual(sizing.first?.invalidatedItemIndexPaths, [IndexPath(item: 1, section: 0)])
            XCTAssertEqual(sizing.first?.contentSizeAdjustment, Size(width: 0, height: 30))
            XCTAssertEqual(sizing.first?.invalidateMetrics, false)
            XCTAssertTrue(layout.contexts.allSatisfy { $0 is ColumnContext }, "invalidateLayout() uses the class too")
            // The cell agrees with its new attributes: no further invalidation as frames go by.
            let before = layout.contexts.count
            h.step(3)
            XCTAssertEqual(layout.contexts.count, before)
        }
    }

    func testASizeChangeInAnAnimationBlockIsToldToTheLayoutAroundItsLayoutPass() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            let (view, layout, _) = Self.make(h, items: 3)
            h.step()
            view.frame = Rect(x: 0, y: 0, width: 320, height: 300)
            h.step()
            XCTAssertFalse(
                layout.calls.contains { $0.hasPrefix("animatedBoundsChange") }, "a plain resize is not animated")
            layout.calls = []
            View.animate(withDuration: 0.3) {
                view.frame = Rect(x: 0, y: 0, width: 400, height: 300)
                view.layoutIfNeeded()
            }
            XCTAssertEqual(layout.calls, ["animatedBoundsChange from 320.0", "finalizeAnimatedBoundsChange"])
            h.step(30)
            XCTAssertEqual(layout.calls.count, 2, "told once per animated change")
        }
    }

    func testInsertedAndDeletedItemsAnimateFromAndToTheLayoutsAttributes() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (view, layout, recorder) = Self.make(h, items: 3)
            h.step()
            let leaving = view.cellForItem(at: IndexPath(item: 2, section: 0))!
            layout.calls = []
            recorder.items = [3]
            view.performBatchUpdates {
                view.deleteItems(at: [IndexPath(item: 2, section: 0)])
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
            XCTAssertEqual(
                layout.calls.filter { !$0.hasPrefix("prepare") || $0 == "prepareForUpdates" },
                ["prepareForUpdates", "appearing 0", "disappearing 2", "finalizeUpdates"])
            let arriving = view.cellForItem(at: IndexPath(item: 0, section: 0))!
            XCTAssertEqual(arriving.center.x, 50, "the model is at the final place")
            XCTAssertIdentical(leaving.superview, view, "the deleted item's cell stays for its animation")
            h.step(9)
            let shownX = arriving.presentationVector(for: .center)[0]
            XCTAssertGreaterThan(shownX, 50, "it slides in from the layout's start, x 200 + 50")
            XCTAssertLessThan(shownX, 250)
            XCTAssertLessThan(arriving.presentationVector(for: .alpha)[0], 1, "and fades in from 0")
            XCTAssertLessThan(leaving.presentationVector(for: .center)[0], 50, "the deleted cell slides out to x -50")
            h.step(20)
            XCTAssertNil(leaving.superview, "and leaves once it arrived")
            XCTAssertEqual(arriving.presentationVector(for: .center)[0], 50)
        }
    }

    func testAMirroringLayoutPlacesAndHitsItemsFromTheRightInARightToLeftView() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 300))
            let (view, layout, _) = Self.make(h, items: 3)
            view.semanticContentAttribute = .forceRightToLeft
            h.step()
            XCTAssertEqual(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 0, "no flip unless asked")
            layout.flips = true
            layout.invalidateLayout()
            h.step()
            let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))!
            XCTAssertEqual(cell.frame, Rect(x: 200, y: 50, width: 100, height: 50), "x mirrored across 300 points")
            XCTAssertEqual(view.indexPathForItem(at: Point(x: 250, y: 75))?.item, 1)
            XCTAssertNil(view.indexPathForItem(at: Point(x: 50, y: 75)))
        }
    }

    /// `UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics`:
    /// "Set this property to true if you are invalidating the layout because of changes to
    /// the values returned by the delegate." A context with both switches false keeps what the
    /// flow layout placed, so the delegate is not asked; its offset adjustment still applies.
    func testAFlowContextWithNothingStaleKeepsThePlacementAndAppliesItsOffset() {
        MainActor.assumeIsolated {
            final class CountingSizes: CollectionViewDelegateFlowLayout {
                var asked = 0
                func collectionView(
                    _ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
                ) -> Size {
                    asked += 1
                    return Size(width: 100, height: 40)
                }
            }
            let h = Harness(size: Size(width: 300, height: 300))
            let layout = CollectionViewFlowLayout()
            XCTAssertTrue(
                CollectionViewFlowLayout.invalidationContextClass == CollectionViewFlowLayoutInvalidationContext.self)
            let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
            let recorder = CollectionRecorder(items: [30])
            let sizes = CountingSizes()
            view.register(LabelledCell.self, forCellWithReuseIdentifier: "item")
            view.dataSource = recorder
            view.delegate = sizes
            h.root.addSubview(view)
            h.step()
            let asked = sizes.asked
            XCTAssertGreaterThan(asked, 0)
            let keep = CollectionViewFlowLayoutInvalidationContext()
            keep.invalidateFlowLayoutDelegateMetrics = false
            keep.invalidateFlowLayoutAttributes = false
            keep.contentOffsetAdjustment = Point(x: 0, y: 25)
            layout.invalidateLayout(with: keep)
            h.step()
            XCTAssertEqual(sizes.asked, asked, "nothing of the flow layout's was stale")
            XCTAssertEqual(view.contentOffset.y, 25)
            layout.invalidateLayout(with: CollectionViewFlowLayoutInvalidationContext())
            h.step()
            XCTAssertGreaterThan(sizes.asked, asked, "a new flow context asks the delegate again")
        }
    }
}
