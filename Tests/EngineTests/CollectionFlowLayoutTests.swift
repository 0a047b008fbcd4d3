import Geometry
import XCTest

@testable import Engine

/// A data source and flow-layout delegate whose items take sizes from a table.
@MainActor
final class FlowSizes: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sizes: [[Size]]
    var insets: [EdgeInsets]?

    init(sizes: [[Size]], insets: [EdgeInsets]? = nil) {
        self.sizes = sizes
        self.insets = insets
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> Size {
        sizes[indexPath.section][indexPath.item]
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        insets?[section] ?? (collectionViewLayout as! CollectionViewFlowLayout).sectionInset
    }
}

/// UICollectionViewFlowLayout's line-filling rule, against hand-computed frames and, for the
/// general rule, against random sizes and spacings.
///
/// Apple's documentation of `minimumInteritemSpacing`: "For a vertically scrolling grid, this
/// value represents the minimum spacing between items in the same row. [...] This spacing is
/// used to compute how many items can fit in a single line, but after the number of items is
/// determined, the actual spacing may possibly be adjusted upward." And of
/// `minimumLineSpacing`: "For a vertically scrolling grid, this value represents the minimum
/// spacing between successive rows. [...] This spacing is not applied to the space between
/// the header and the first line or between the last line and the footer." The upward
/// adjustment is UIKit's justified flow: a line's leftover room goes evenly between its
/// items, so its first and last items touch the section insets; a line of one item is
/// centred, and items shorter than their line are centred in it (what UIKit draws; the
/// documentation names no vertical alignment).
final class CollectionFlowLayoutTests: XCTestCase {
    @MainActor
    static func make(
        _ layout: CollectionViewFlowLayout, _ source: FlowSizes?, size: Size = Size(width: 320, height: 480),
        dataSource other: (any CollectionViewDataSource & CollectionViewDelegateFlowLayout)? = nil
    ) -> CollectionView {
        let view = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        view.dataSource = source ?? other
        view.delegate = source ?? other
        view.layoutIfNeeded()
        return view
    }

    @MainActor
    static func frame(_ view: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testThreeEightyPointItemsFillALineOfTwoHundredEightyAndTheLastOneIsCentred() {
        MainActor.assumeIsolated {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = Size(width: 80, height: 60)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 15
            layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            let source = FlowSizes(sizes: [Array(repeating: Size(width: 80, height: 60), count: 7)])
            // The source's delegate methods answer with the layout's own values but for sizes.
            let view = Self.make(layout, source)
            // Room 320 - 40 = 280: 80 + 10 + 80 + 10 + 80 = 260 fits, a fourth (350) does not.
            // Leftover 280 - 240 = 40 goes into two gaps of 20: x = 20, 120, 220.
            let xs = [20.0, 120, 220]
            let ys = [10.0, 85, 160]  // 10; 10 + 60 + 15; 85 + 60 + 15
            for item in 0..<6 {
                XCTAssertEqual(Self.frame(view, item), Rect(x: xs[item % 3], y: ys[item / 3], width: 80, height: 60))
            }
            // A line of one item: centred in the room, 20 + (280 - 80) / 2.
            XCTAssertEqual(Self.frame(view, 6), Rect(x: 120, y: 160, width: 80, height: 60))
            XCTAssertEqual(view.contentSize, Size(width: 320, height: 230), "last line's bottom plus the bottom inset")
        }
    }

    func testShortItemsAreCentredInTheirLineAndTheNextLineStartsBelowTheTallest() {
        MainActor.assumeIsolated {
            let layout = CollectionViewFlowLayout()
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 5
            let sizes = [Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 150, height: 20)]
            let view = Self.make(layout, FlowSizes(sizes: [sizes]), size: Size(width: 300, height: 400))
            // 100 + 100 fits 300, + 150 does not: line one is 80 tall, leftover 100 in one gap.
            XCTAssertEqual(Self.frame(view, 0), Rect(x: 0, y: 20, width: 100, height: 40))
            XCTAssertEqual(Self.frame(view, 1), Rect(x: 200, y: 0, width: 100, height: 80))
            XCTAssertEqual(Self.frame(view, 2), Rect(x: 75, y: 85, width: 150, height: 20))
            // Without the delegate, the layout's own itemSize (50 x 50) sizes every item.
            view.delegate = nil
            view.layoutIfNeeded()
            XCTAssertEqual(Self.frame(view, 2), Rect(x: 250, y: 0, width: 50, height: 50))
        }
    }

    func testHorizontalScrollingFillsColumnsTopToBottom() {
        MainActor.assumeIsolated {
            let layout = CollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = Size(width: 60, height: 80)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 12
            let source = FlowSizes(sizes: [Array(repeating: Size(width: 60, height: 80), count: 5)])
            let view = Self.make(layout, source, size: Size(width: 200, height: 190))
            // Columns of two (80 + 10 + 80 = 170 fits 190, a third does not); gap 190 - 160 = 30.
            XCTAssertEqual(Self.frame(view, 0), Rect(x: 0, y: 0, width: 60, height: 80))
            XCTAssertEqual(Self.frame(view, 1), Rect(x: 0, y: 110, width: 60, height: 80))
            XCTAssertEqual(Self.frame(view, 2), Rect(x: 72, y: 0, width: 60, height: 80))
            XCTAssertEqual(Self.frame(view, 4), Rect(x: 144, y: 55, width: 60, height: 80), "a lone item is centred")
            XCTAssertEqual(view.contentSize, Size(width: 204, height: 190))
        }
    }

    func testEachSectionHasItsOwnInsetsFromTheDelegate() {
        MainActor.assumeIsolated {
            let layout = CollectionViewFlowLayout()
            let source = FlowSizes(
                sizes: [[Size(width: 50, height: 50)], [Size(width: 50, height: 50)]],
                insets: [
                    EdgeInsets(top: 5, left: 0, bottom: 7, right: 250),
                    EdgeInsets(top: 3, left: 10, bottom: 0, right: 0),
                ])
            let view = Self.make(layout, source, size: Size(width: 300, height: 400))
            XCTAssertEqual(Self.frame(view, 0, 0), Rect(x: 0, y: 5, width: 50, height: 50))
            // Section 1 starts after section 0's bottom inset, then its own top inset: 5 + 50 + 7 + 3;
            // its lone item is centred in its own room: 10 + (290 - 50) / 2.
            XCTAssertEqual(Self.frame(view, 0, 1), Rect(x: 130, y: 65, width: 50, height: 50))
        }
    }

    /// The rule over random sizes, spacings and insets: every line starts at the leading
    /// inset, its gaps are equal and at least the minimum, a full line ends at the trailing
    /// inset, the next line's first item would not have fitted, and lines are the line
    /// spacing apart below their tallest item.
    func testTheFlowRuleHoldsForRandomItems() {
        MainActor.assumeIsolated {
            var rng = TableViewUpdateTests.SplitMix(state: 24)
            for _ in 0..<40 {
                let layout = CollectionViewFlowLayout()
                layout.minimumInteritemSpacing = Double(Int.random(in: 0...20, using: &rng))
                layout.minimumLineSpacing = Double(Int.random(in: 0...20, using: &rng))
                let left = Double(Int.random(in: 0...30, using: &rng))
                let right = Double(Int.random(in: 0...30, using: &rng))
                layout.sectionInset = EdgeInsets(top: 4, left: left, bottom: 4, right: right)
                let sizes = (0..<60).map { _ in
                    Size(
                        width: Double(Int.random(in: 10...120, using: &rng)),
                        height: Double(Int.random(in: 10...60, using: &rng)))
                }
                let width = 320.0
                let view = Self.make(layout, FlowSizes(sizes: [sizes]), size: Size(width: width, height: 400))
                let frames = (0..<sizes.count).map { Self.frame(view, $0)! }
                // Group into lines by shared vertical span.
                var lines: [[Int]] = []
                for i in frames.indices {
                    if let last = lines.last?.last, frames[i].minY < frames[last].maxY,
                        frames[i].maxY > frames[last].minY,
                        frames[i].minX > frames[last].minX
                    {
                        lines[lines.count - 1].append(i)
                    } else {
                        lines.append([i])
                    }
                }
                var previousBottom: Double?
                for (n, line) in lines.enumerated() {
                    let room = width - left - right
                    let used = line.reduce(0) { $0 + sizes[$1].width }
                    if line.count > 1 {
                        XCTAssertEqual(frames[line[0]].minX, left, accuracy: 1e-9)
                        XCTAssertEqual(frames[line.last!].maxX, width - right, accuracy: 1e-9)
                        let gap = (room - used) / Double(line.count - 1)
                        XCTAssertGreaterThanOrEqual(gap + 1e-9, layout.minimumInteritemSpacing)
                        for (a, b) in zip(line, line.dropFirst()) {
                            XCTAssertEqual(frames[b].minX - frames[a].maxX, gap, accuracy: 1e-9)
                        }
                    } else {
                        XCTAssertEqual(frames[line[0]].midX, left + room / 2, accuracy: 1e-9)
                    }
                    if n + 1 < lines.count {
                        let next = sizes[lines[n + 1][0]].width
                        XCTAssertGreaterThan(used + Double(line.count) * layout.minimumInteritemSpacing + next, room)
                    }
                    let top = line.map { frames[$0].minY }.min()!
                    let bottom = line.map { frames[$0].maxY }.max()!
                    for i in line { XCTAssertEqual(frames[i].midY, (top + bottom) / 2, accuracy: 1e-9) }
                    if let previousBottom {
                        XCTAssertEqual(top - previousBottom, layout.minimumLineSpacing, accuracy: 1e-9)
                    } else {
                        XCTAssertEqual(top, 4)
                    }
                    previousBottom = bottom
                }
                XCTAssertEqual(view.contentSize.height, previousBottom! + 4, accuracy: 1e-9)
            }
        }
    }

    /// Apple's documentation of `headerReferenceSize`: "During layout, only the size that
    /// corresponds to the appropriate scrolling direction is used. For example, for the
    /// vertical scrolling direction, the layout object uses the height value returned by
    /// your method. (In that instance, the width of the header would be set to the width of
    /// the collection view.)" And of `minimumLineSpacing`: the spacing "is not applied to the
    /// space between the header and the first line or between the last line and the footer."
    func testHeadersAndFootersSpanTheWidthAroundTheirSectionsInsets() {
        MainActor.assumeIsolated {
            let layout = CollectionViewFlowLayout()
            layout.headerReferenceSize = Size(width: 7, height: 30)
            layout.footerReferenceSize = Size(width: 7, height: 20)
            layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            let source = FlowSizes(sizes: [[Size(width: 100, height: 50)], [Size(width: 100, height: 50)]])
            let view = Self.make(layout, source, size: Size(width: 300, height: 400))
            let header = CollectionView.elementKindSectionHeader
            let footer = CollectionView.elementKindSectionFooter
            @MainActor func frame(_ kind: String, _ section: Int) -> Rect? {
                layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?
                    .frame
            }
            XCTAssertEqual(frame(header, 0), Rect(x: 0, y: 0, width: 300, height: 30))
            XCTAssertEqual(Self.frame(view, 0, 0), Rect(x: 100, y: 35, width: 100, height: 50))
            XCTAssertEqual(frame(footer, 0), Rect(x: 0, y: 90, width: 300, height: 20))
            // The next section's header follows the footer directly.
            XCTAssertEqual(frame(header, 1), Rect(x: 0, y: 110, width: 300, height: 30))
            XCTAssertEqual(Self.frame(view, 0, 1), Rect(x: 100, y: 145, width: 100, height: 50))
            XCTAssertEqual(view.contentSize.height, 110 + 30 + 5 + 50 + 5 + 20)
            // The collection view shows them, made by the data source's default as plain views.
            view.layoutIfNeeded()
            XCTAssertEqual(
                view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame,
                frame(header, 1))
        }
    }

    /// Apple's documentation of `collectionView(_:layout:referenceSizeForHeaderInSection:)`:
    /// "Asks the delegate for the size of the header view in the specified section", and of
    /// `headerReferenceSize`: "If the delegate does not implement the
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)` method, the flow layout
    /// object uses the default header sizes set in this property." So a delegate's own
    /// header and footer sizes win, per section, over the layout's, and a zero one adds none.
    func testADelegatesHeaderAndFooterSizesWinOverTheLayouts() {
        MainActor.assumeIsolated {
            let layout = CollectionViewFlowLayout()
            layout.headerReferenceSize = Size(width: 7, height: 30)
            layout.footerReferenceSize = Size(width: 7, height: 20)
            layout.itemSize = Size(width: 100, height: 50)
            let source = SupplementSizes()
            _ = Self.make(layout, nil, size: Size(width: 300, height: 400), dataSource: source)
            @MainActor func frame(_ kind: String, _ section: Int) -> Rect? {
                layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?
                    .frame
            }
            let header = CollectionView.elementKindSectionHeader
            let footer = CollectionView.elementKindSectionFooter
            XCTAssertEqual(frame(header, 0), Rect(x: 0, y: 0, width: 300, height: 40))
            XCTAssertEqual(frame(footer, 0), Rect(x: 0, y: 90, width: 300, height: 10))
            XCTAssertNil(frame(header, 1), "a zero header adds none")
            XCTAssertEqual(frame(footer, 1), Rect(x: 0, y: 150, width: 300, height: 11))
        }
    }
}

/// Two sections of one item whose delegate sizes the headers (40 points for the first, none
/// for the second) and the footers (10 points and one more per section).
@MainActor
final class SupplementSizes: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> Size {
        Size(width: 0, height: section == 0 ? 40 : 0)
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> Size {
        Size(width: 0, height: 10 + Double(section))
    }
}
