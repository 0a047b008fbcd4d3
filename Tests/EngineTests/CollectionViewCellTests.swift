import Geometry
import XCTest

@testable import Engine

/// UICollectionViewCell's views and states.
///
/// Apple's documentation of `selectedBackgroundView`: "The view whose background color you
/// set to provide a selected or highlighted appearance. [...] The cell's selectedBackgroundView
/// is positioned above the backgroundView and below the contentView." And of
/// `prepareForReuse()`: it is called "just before the view is returned from the collection
/// view method dequeueReusableCell(withReuseIdentifier:for:)".
final class CollectionViewCellTests: XCTestCase {
    func testTheSelectedBackgroundShowsBetweenTheBackgroundAndTheContentWhileSelectedOrHighlighted() {
        MainActor.assumeIsolated {
            let cell = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 80, height: 60))
            let background = View()
            let selected = View()
            cell.backgroundView = background
            cell.selectedBackgroundView = selected
            cell.layoutIfNeeded()
            XCTAssertNil(selected.superview, "not shown while neither selected nor highlighted")
            XCTAssertEqual(cell.contentView.frame, cell.bounds)
            XCTAssertEqual(background.frame, cell.bounds)
            for (isSelected, isHighlighted) in [(true, false), (false, true), (true, true)] {
                cell.isSelected = isSelected
                cell.isHighlighted = isHighlighted
                XCTAssertIdentical(selected.superview, cell)
                XCTAssertEqual(selected.frame, cell.bounds)
                let order = cell.subviews.map { ObjectIdentifier($0) }
                XCTAssertEqual(
                    order, [background, selected, cell.contentView].map { ObjectIdentifier($0) },
                    "background, then selection, then content")
            }
            cell.isSelected = false
            cell.isHighlighted = false
            XCTAssertNil(selected.superview)
            XCTAssertFalse(background.isUserInteractionEnabled || selected.isUserInteractionEnabled)
        }
    }

    func testAReusedCellIsPreparedAndLosesItsHighlightButKeepsItsIdentifier() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 440))
            let recorder = CollectionRecorder(items: [10_000])
            let view = CollectionViewTests.make(h, recorder)
            let first = view.cellForItem(at: IndexPath(item: 0, section: 0)) as! LabelledCell
            XCTAssertEqual(first.reuseIdentifier, "item")
            first.isHighlighted = true
            // Twenty lines on: every cell leaves, and the queue hands them out again at once.
            view.contentOffset = Point(x: 0, y: 44 * 20)
            h.step()
            XCTAssertIdentical(first.superview, view, "the same cell came back for another item")
            XCTAssertNotEqual(view.indexPath(for: first), IndexPath(item: 0, section: 0))
            XCTAssertFalse(first.isHighlighted, "recycling cleared the highlight")
            XCTAssertEqual(first.reuses, 1, "prepareForReuse ran once on the way out of the queue")
            XCTAssertEqual(first.reuseIdentifier, "item")
            XCTAssertEqual(recorder.cellsMade.count, 30, "no new cells were made")
            XCTAssertEqual(first.label.text, view.indexPath(for: first).map { "\($0.section).\($0.item)" })
        }
    }
}
