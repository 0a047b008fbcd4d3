import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A grid/list switcher's layouts: items in one row of squares, or a column of wide rows.
@MainActor private func squares() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 40)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = .zero
    return layout
}

@MainActor private func rows() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 20)
    layout.minimumLineSpacing = 0
    layout.sectionInset = .zero
    return layout
}

/// A layout that records the transition calls it hears, as a switcher's layout overriding
/// them (calling `super`) does.
private final class RecordingLayout: UICollectionViewFlowLayout {
    var heard: [String] = []
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        heard.append("to")
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
        heard.append("from")
    }
    override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        heard.append("finalize")
    }
}

private final class FourItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A search field that puts its suggestion right after the typed text.
private final class SuggestingField: UITextField {}

final class EighthRoundLibraryGapsTests: XCTestCase {
    /// UIKit, `startInteractiveTransition(to:completion:)`: "Changes the collection view's
    /// current layout using an interactive transition effect", returning "The intermediate
    /// transition layout object"; `transitionProgress` is "The completion percentage of the
    /// transition"; `finishInteractiveTransition()` "removes the intermediate transition
    /// layout object from the collection view and installs the intended target layout
    /// object". The completion's second value "is true if the transition ran to completion
    /// and the new layout is installed. It is false if the user canceled".
    func testAnInteractiveLayoutTransitionMovesItemsByItsProgressAndInstallsTheTarget() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 300), clock: VirtualClock())
            let grid = RecordingLayout()
            grid.itemSize = CGSize(width: 40, height: 40)
            grid.minimumInteritemSpacing = 10
            grid.sectionInset = .zero
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: grid)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let items = FourItems()
            view.dataSource = items
            window.rootView.addSubview(view)
            view.layoutIfNeeded()
            let second = IndexPath(item: 1, section: 0)
            let from = view.cellForItem(at: second)!.frame
            XCTAssertEqual(from.size, CGSize(width: 40, height: 40))
            XCTAssertEqual(from.minY, 0)

            let list = rows()
            var ended: (Bool, Bool)?
            let transition = view.startInteractiveTransition(to: list) { ended = ($0, $1) }
            XCTAssertTrue(view.collectionViewLayout === transition)
            XCTAssertTrue(transition.currentLayout === grid && transition.nextLayout === list)
            XCTAssertEqual(grid.heard, ["to"], "the old layout hears the change first")

            transition.transitionProgress = 0.5
            view.layoutIfNeeded()
            // Halfway from the square to the row at (0, 20, 300x20): centre and size between.
            let halfway = view.cellForItem(at: second)?.frame
            XCTAssertEqual(halfway?.size, CGSize(width: 170, height: 30))
            XCTAssertEqual(halfway?.midX ?? 0, (from.midX + 150) / 2, accuracy: 0.001)
            XCTAssertEqual(halfway?.midY, 25)
            XCTAssertNil(ended, "nothing ends while the progress moves")

            view.finishInteractiveTransition()
            XCTAssertTrue(view.collectionViewLayout === list)
            XCTAssertEqual(view.cellForItem(at: second)?.frame, CGRect(x: 0, y: 20, width: 300, height: 20))
            XCTAssertEqual(ended?.0, true)
            XCTAssertEqual(ended?.1, true, "finished: the new layout is installed")
            XCTAssertEqual(grid.heard, ["to", "finalize"])
        }
    }

    /// UIKit, `cancelInteractiveTransition()`: it "reinstalls the original layout object"; the
    /// completion hears false for "the old layout is installed".
    func testACancelledLayoutTransitionPutsTheItemsBack() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 300), clock: VirtualClock())
            let grid = squares()
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: grid)
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let items = FourItems()
            view.dataSource = items
            window.rootView.addSubview(view)
            view.layoutIfNeeded()
            let third = IndexPath(item: 2, section: 0)
            let before = view.cellForItem(at: third)?.frame
            var installed: Bool?
            let transition = view.startInteractiveTransition(to: rows()) { installed = $1 }
            transition.transitionProgress = 0.8
            view.layoutIfNeeded()
            view.cancelInteractiveTransition()
            XCTAssertTrue(view.collectionViewLayout === grid)
            XCTAssertNotNil(before)
            XCTAssertEqual(view.cellForItem(at: third)?.frame, before, "back where the grid put it")
            XCTAssertEqual(installed, false)
        }
    }

    /// UIKit, `prepareForTransition(to:)`: "Tells the layout object to prepare to be removed as
    /// the layout for the collection view"; `finalizeLayoutTransition()`: "Tells the layout
    /// object to perform any final steps before the transition animations occur". A
    /// `setCollectionViewLayout` switch sends them, to overrides in a subclass.
    func testSwitchingLayoutsTellsBothLayoutsAboutTheTransition() {
        MainActor.assumeIsolated {
            let old = RecordingLayout()
            let new = RecordingLayout()
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: old)
            view.setCollectionViewLayout(new, animated: false)
            XCTAssertEqual(old.heard, ["to", "finalize"])
            XCTAssertEqual(new.heard, ["from", "finalize"])
        }
    }

    /// UIKit, `UITextInput.caretRect(for:)`: "Returns a rectangle to draw the caret at a
    /// specified insertion point"; `firstRect(for:)`: "Returns the first rectangle that
    /// encloses a range of text in a document". A search field puts its suggestion where
    /// the typed text ends: the whole text's first rectangle ends where the caret at the end
    /// of the document stands, and starts where the caret at its beginning does.
    func testAFieldsCaretAndFirstRectFollowTheText() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 100), clock: VirtualClock())
            let field = SuggestingField(frame: CGRect(x: 10, y: 10, width: 240, height: 30))
            field.font = UIFont.systemFont(ofSize: 15)
            window.rootView.addSubview(field)
            field.text = "Lisb"
            field.layoutIfNeeded()
            let start = field.caretRect(for: field.beginningOfDocument)
            let end = field.caretRect(for: field.endOfDocument)
            XCTAssertGreaterThan(start.height, 10, "a line tall")
            XCTAssertLessThanOrEqual(start.maxY, field.bounds.height)
            XCTAssertGreaterThan(end.minX, start.minX + 15, "four letters further on")
            XCTAssertEqual(end.minY, start.minY)

            let whole = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
            let first = field.firstRect(for: whole)
            XCTAssertEqual(first.minX, start.minX)
            XCTAssertEqual(first.maxX, end.minX)
            XCTAssertEqual(first.height, start.height)

            field.text = "Lisbon"
            field.layoutIfNeeded()
            XCTAssertGreaterThan(field.caretRect(for: field.endOfDocument).minX, end.minX, "more text, further right")
            let centred = SuggestingField(frame: CGRect(x: 10, y: 50, width: 240, height: 30))
            centred.textAlignment = .center
            centred.text = "Lisb"
            window.rootView.addSubview(centred)
            centred.layoutIfNeeded()
            XCTAssertGreaterThan(
                centred.caretRect(for: centred.beginningOfDocument).minX, 60, "a centred text's caret starts mid-field")
        }
    }

    /// The same two for a text view: on one line the first rectangle spans the range; a
    /// range going on to the next line ends at the line's right edge.
    func testATextViewsFirstRectStopsAtTheEndOfTheFirstLine() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 200), clock: VirtualClock())
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
            view.text = "one\ntwo"
            window.rootView.addSubview(view)
            view.layoutIfNeeded()
            let one = view.textRange(
                from: view.beginningOfDocument, to: view.position(from: view.beginningOfDocument, offset: 3)!)!
            let short = view.firstRect(for: one)
            XCTAssertEqual(short.minX, view.caretRect(for: view.beginningOfDocument).minX)
            XCTAssertGreaterThan(short.width, 10)
            XCTAssertLessThan(short.width, 100)
            let both = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)!
            let long = view.firstRect(for: both)
            XCTAssertEqual(long.maxX, 200 - view.textContainer.lineFragmentPadding)
            XCTAssertEqual(long.minY, short.minY)
            XCTAssertGreaterThan(view.caretRect(for: view.endOfDocument).minY, long.minY, "the end is a line down")
        }
    }

    /// UIKit, `beginGeneratingDeviceOrientationNotifications()`: "You must balance each call
    /// to this method with a call to `endGeneratingDeviceOrientationNotifications()`" (the
    /// calls nest); `isGeneratingDeviceOrientationNotifications` says whether the device
    /// generates them. An onboarding alert asks before it observes rotations.
    func testOrientationNotificationRequestsNestAcrossDeviceObjects() {
        MainActor.assumeIsolated {
            XCTAssertFalse(UIDevice.current.isGeneratingDeviceOrientationNotifications)
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            XCTAssertTrue(UIDevice().isGeneratingDeviceOrientationNotifications, "one device, whichever object asks")
            UIDevice.current.endGeneratingDeviceOrientationNotifications()
            XCTAssertTrue(UIDevice.current.isGeneratingDeviceOrientationNotifications, "one request still open")
            UIDevice.current.endGeneratingDeviceOrientationNotifications()
            XCTAssertFalse(UIDevice.current.isGeneratingDeviceOrientationNotifications)
            UIDevice.current.endGeneratingDeviceOrientationNotifications()
            XCTAssertFalse(UIDevice.current.isGeneratingDeviceOrientationNotifications, "an extra end changes nothing")
        }
    }

    /// UIKit, `reloadData()`: "Call this method to reload all the data that is used to
    /// construct the table, including cells, section headers and footers". An expandable
    /// list overrides it to keep its open rows; the override runs for a reload code asks
    /// for and for the first load, and `super` still loads the rows.
    func testATableSubclassOverridesReloadData() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 300, height: 300), clock: VirtualClock())
            let table = ExpandingTable(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
            let rows = ThreeRows()
            table.dataSource = rows
            window.rootView.addSubview(table)
            table.layoutIfNeeded()
            XCTAssertEqual(table.reloads, 1, "the first load goes through the override")
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            rows.count = 5
            table.reloadData()
            table.layoutIfNeeded()
            XCTAssertEqual(table.reloads, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 5, "super.reloadData() asked the data source again")
        }
    }

    /// UIKit, `UIKeyboardType.alphabet`: "Deprecated. Use asciiCapable instead." The same
    /// keyboard under its older name, as a form field's default type.
    func testTheAlphabetKeyboardIsTheASCIICapableOne() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.keyboardType = UIKeyboardType.alphabet
            XCTAssertEqual(field.keyboardType, .asciiCapable)
            XCTAssertNotEqual(UIKeyboardType.alphabet, .default)
        }
    }
}

private final class ExpandingTable: UITableView {
    var reloads = 0
    override func reloadData() {
        reloads += 1
        super.reloadData()
    }
}

private final class ThreeRows: NSObject, UITableViewDataSource {
    var count = 3
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
