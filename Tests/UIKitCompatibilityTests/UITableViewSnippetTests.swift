import Foundation
import PlaygroundKit
import PlaygroundTesting
import Renderer
import UIKitCompatibility
import XCTest

/// A cell subclass written as UIKit code writes one.
final class ProfileCell: UITableViewCell {
    let badge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.backgroundColor = .systemBlue
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

/// A table view controller subclass as UIKit code writes one: a side menu's list.
final class MenuController: UITableViewController {
    let items = ["Home", "Profile", "Settings"]
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ProfileCell.self, forCellReuseIdentifier: "menu")
        tableView.separatorStyle = .none
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "menu", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(items[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// UIKit table code compiled against the compatibility names, and a small table drawn.
final class UITableViewSnippetTests: XCTestCase {
    func testIndexPathIsFoundationsWithUIKitsNames() {
        let path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path, IndexPath(indexes: [1, 3]), "the path is [section, row], as in UIKit")
        XCTAssertEqual(IndexPath(item: 3, section: 1), path)
        XCTAssertTrue(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1), "sections first")
    }

    func testARegisteredSubclassIsMadeThroughItsOwnInitializer() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(ProfileCell.self, forCellReuseIdentifier: "p")
            let cell = table.dequeueReusableCell(withIdentifier: "p", for: IndexPath(row: 0, section: 0))
            XCTAssertTrue(cell is ProfileCell)
            XCTAssertEqual(cell.style, .subtitle, "the subclass's init(style:reuseIdentifier:) ran")
            XCTAssertEqual(cell.reuseIdentifier, "p")
            XCTAssertNotNil(cell.detailTextLabel)
            XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"), "no class, nothing queued")
        }
    }

    func testATableViewControllerSubclassIsItsTablesSourceAndDelegate() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 320, height: 480), clock: VirtualClock())
            let menu = MenuController()
            window.rootViewController = menu
            window.tick()
            XCTAssertEqual(menu.tableView.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(menu.tableView.visibleCells.map { $0.textLabel?.text }, ["Home", "Profile", "Settings"])
            XCTAssertTrue(menu.tableView.visibleCells.allSatisfy { $0 is ProfileCell })
            window.send(.pointerDown(CGPoint(x: 100, y: 66)))
            window.send(.pointerUp(CGPoint(x: 100, y: 66)))
            window.tick()
            XCTAssertEqual(menu.chosen, ["Profile"])
            XCTAssertNil(menu.tableView.indexPathForSelectedRow, "the override deselected it")
        }
    }

    /// A settings row as UIKit code builds one: a switch as the cell's accessory view, and a
    /// segmented control and a slider made the UIKit way.
    func testValueControlsComposeWithCellsUnderUIKitNames() {
        MainActor.assumeIsolated {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "setting")
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            let toggle = UISwitch()
            toggle.isOn = true
            cell.accessoryView = toggle
            cell.layoutIfNeeded()
            XCTAssertEqual(toggle.frame, CGRect(x: 320 - 16 - 51, y: 7, width: 51, height: 31))
            let picker = UISegmentedControl(items: ["Day", "Week", "Month"])
            picker.selectedSegmentIndex = 1
            XCTAssertEqual(picker.numberOfSegments, 3)
            XCTAssertEqual(picker.titleForSegment(at: 1), "Week")
            let slider = UISlider()
            slider.maximumValue = 100
            slider.setValue(40, animated: false)
            XCTAssertEqual(slider.value, 40)
            XCTAssertEqual(UISegmentedControl.noSegment, -1)
        }
    }

    /// A three-row table drawn at scale 1: a disclosure chevron, a value1 row shown selected,
    /// a checkmark; lines under the rows from 16 points in. Matched against its reference
    /// within the snapshot tolerance (each channel within 2, at most 0.1 % of pixels off), so
    /// FreeType's hinting may move a few text pixels but not a row, a line or the selection.
    func testASmallTableMatchesItsReference() throws {
        try MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 240, height: 140), clock: VirtualClock())
            let source = SmallTable()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 140), style: .plain)
            table.dataSource = source
            window.rootView.addSubview(table)
            window.tick()
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            window.tick()
            let fb = Framebuffer(width: 240, height: 140)
            Renderer(textMasks: try TextRasterizer.makeDefault(), threads: 1).renderFull(
                window.layerTree(), into: fb, scale: 1, background: .white)
            // The selected row's grey and a line under the first row, by hand: the line's
            // rgba(60, 60, 67, 0.29) over white is 255 - 0.29 * (255 - 60) = 198.45.
            XCTAssertEqual(fb[200, 50] & 0xFF_FFFF, 0xD1_D1D6, "the selected row is (209, 209, 214)")
            let line = fb[120, 43]
            XCTAssertEqual(Double((line >> 16) & 0xFF), 198.45, accuracy: 2, "the separator blends over white")
            XCTAssertEqual(fb[8, 43] & 0xFF_FFFF, 0xFF_FFFF, "the line starts 16 points in")
            var pixels: [UInt32] = []
            for y in 0..<fb.height {
                for x in 0..<fb.width { pixels.append(fb[x, y]) }
            }
            assertTransitionSnapshot(
                FrameImage(width: fb.width, height: fb.height, pixels: pixels), named: "small-table")
        }
    }
}

extension UITableViewSnippetTests {
    /// A switch (on), a slider at 0.3 and a segmented control with its middle segment
    /// selected, drawn at scale 1 and matched against their reference within the snapshot
    /// tolerance (each channel within 2, at most 0.1 % of pixels off).
    func testTheValueControlsMatchTheirReference() throws {
        try MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 240, height: 130), clock: VirtualClock())
            let toggle = UISwitch(frame: CGRect(x: 16, y: 12, width: 0, height: 0))
            toggle.isOn = true
            let slider = UISlider(frame: CGRect(x: 16, y: 52, width: 208, height: 31))
            slider.value = 0.3
            let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
            segments.frame = CGRect(x: 16, y: 92, width: 208, height: 32)
            segments.selectedSegmentIndex = 1
            for control in [toggle, slider, segments] as [UIView] { window.rootView.addSubview(control) }
            window.tick()
            let fb = Framebuffer(width: 240, height: 130)
            Renderer(textMasks: try TextRasterizer.makeDefault(), threads: 1).renderFull(
                window.layerTree(), into: fb, scale: 1, background: .white)
            XCTAssertEqual(fb[22, 27] & 0xFF_FFFF, 0x34_C759, "the on track is UIKit's green")
            XCTAssertEqual(fb[40, 67] & 0xFF_FFFF, 0x00_7AFF, "the track before the thumb is the tint")
            var pixels: [UInt32] = []
            for y in 0..<fb.height {
                for x in 0..<fb.width { pixels.append(fb[x, y]) }
            }
            assertTransitionSnapshot(
                FrameImage(width: fb.width, height: fb.height, pixels: pixels), named: "value-controls")
        }
    }
}

/// The three rows of the reference table.
@MainActor
final class SmallTable: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: indexPath.row == 1 ? .value1 : .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["Alpha", "Beta", "Gamma"][indexPath.row]
        cell.detailTextLabel?.text = "2"
        cell.accessoryType = [.disclosureIndicator, .none, .checkmark][indexPath.row]
        return cell
    }
}
