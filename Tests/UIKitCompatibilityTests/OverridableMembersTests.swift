import Foundation
import UIKitCompatibility
import XCTest

/// A pager's attributes, as FSPagerView declares them: a stored `position` copied in
/// `copy(with:)` and compared in `isEqual(_:)`, written as UIKit code writes them (Foundation
/// imported too, so `NSZone` must name the engine's zone).
private final class PagerAttributes: UICollectionViewLayoutAttributes {
    var position: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PagerAttributes
        copy.position = position
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let object = object as? PagerAttributes else { return false }
        return super.isEqual(object) && position == object.position
    }
}

/// A flow layout of pager attributes whose `position` the test sets from outside.
private final class PagerLayout: UICollectionViewFlowLayout {
    var position: CGFloat = 0.5

    override static var layoutAttributesClass: AnyClass { PagerAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for case let pager as PagerAttributes in attributes ?? [] { pager.position = position }
        return attributes
    }
}

/// A pager cell that keeps every attributes object it is handed.
private final class PagerCell: UICollectionViewCell {
    var applied: [UICollectionViewLayoutAttributes] = []

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applied.append(layoutAttributes)
    }
}

private final class OnePage: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}

/// A scroll view subclass that hears its inset change, as pull-to-refresh libraries write one.
private final class InsetWatchingScrollView: UIScrollView {
    var insets: [UIEdgeInsets] = []

    override var contentInset: UIEdgeInsets {
        didSet { insets.append(contentInset) }
    }

    override var scrollsToTop: Bool {
        get { false }
        set { super.scrollsToTop = newValue }
    }
}

/// Members UIKit subclasses override, which must be open here. Apple
/// (`UICollectionViewLayoutAttributes`, subclassing notes): "Because layout attribute objects
/// may be copied by the collection view, make sure your subclass conforms to the NSCopying
/// protocol", and "In iOS 7 and later, the collection view does not apply layout attributes if
/// those attributes have not changed. It determines whether the attributes have changed by
/// comparing the old and new attribute objects using the isEqual: method."
final class OverridableMembersTests: XCTestCase {
    func testACustomAttributesPropertySurvivesTheCollectionViewsCopyAndIsEqualDecidesApply() throws {
        try MainActor.assumeIsolated {
            let layout = PagerLayout()
            layout.itemSize = CGSize(width: 100, height: 40)
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
            collection.register(PagerCell.self, forCellWithReuseIdentifier: "page")
            XCTAssertTrue(collection.isPrefetchingEnabled, "UIKit's default")
            collection.isPrefetchingEnabled = false  // FSPagerView's setting, kept
            let pages = OnePage()
            collection.dataSource = pages
            collection.layoutIfNeeded()
            let cell = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PagerCell)
            let first = try XCTUnwrap(cell.applied.last as? PagerAttributes)
            XCTAssertEqual(first.position, 0.5, "copy(with:) carried the subclass's property")
            let fromLayout = try XCTUnwrap(layout.layoutAttributesForElements(in: collection.bounds)?.first)
            XCTAssertFalse(first === fromLayout, "the cell is handed a copy, not the layout's object")
            let count = cell.applied.count
            collection.setNeedsLayout()
            collection.layoutIfNeeded()
            XCTAssertEqual(cell.applied.count, count, "equal attributes are not applied again")
            layout.position = 0.8
            collection.setNeedsLayout()
            collection.layoutIfNeeded()
            XCTAssertEqual(cell.applied.count, count + 1, "a change only isEqual(_:) sees is applied")
            XCTAssertEqual((cell.applied.last as? PagerAttributes)?.position, 0.8)
        }
    }

    /// Apple (`UIScrollView.contentInset`): "Use this property to extend the space between your
    /// content and the edges of the content view"; a subclass observes it by overriding it.
    func testAScrollViewSubclassOverridesContentInsetAndScrollsToTop() {
        MainActor.assumeIsolated {
            let scroll = InsetWatchingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentInsetAdjustmentBehavior = .never
            scroll.contentSize = CGSize(width: 100, height: 300)
            scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
            XCTAssertEqual(scroll.insets, [UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)])
            XCTAssertEqual(scroll.adjustedContentInset.bottom, 30, "the override keeps the inset's effect")
            scroll.scrollsToTop = true
            XCTAssertFalse(scroll.scrollsToTop)
        }
    }
}

/// `UIBezierPath` is an `NSObject`; Apple (`NSObject.isEqual(_:)`): "This method defines what
/// it means for instances to be equal", and UIBezierPath does not redefine it, so `!=`
/// between two path objects is identity, as FSPageControl's `paths[state] != path` relies on.
final class BezierPathEqualityTests: XCTestCase {
    func testTwoPathObjectsAreEqualOnlyWhenTheyAreOne() {
        let dot = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 6, height: 6))
        let same = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 6, height: 6))
        var paths: [Int: UIBezierPath] = [0: dot]
        XCTAssertFalse(paths[0] != dot)
        XCTAssertTrue(paths[0] != same, "an equal-looking path is another object")
        paths[1] = same
        XCTAssertEqual(Set([dot, same, dot]).count, 2)
    }
}
