import PlaygroundKit
import PlaygroundTesting
import Pulley
import UIKit
import XCTest

/// A drawer as Pulley's README writes one: it names its partial height and lets its list
/// scroll only when the drawer is open, so a drag on the list moves the drawer before that.
final class DrawerController: UIViewController, PulleyDrawerViewControllerDelegate {
    let list = UIScrollView()

    override func viewDidLoad() {
        view.accessibilityIdentifier = "drawer"
        view.backgroundColor = UIColor(white: 0.97, alpha: 1)
        let grip = UIView(frame: CGRect(x: 182, y: 8, width: 36, height: 5))
        grip.backgroundColor = UIColor(white: 0.7, alpha: 1)
        grip.layer.cornerRadius = 2.5
        view.addSubview(grip)
        list.accessibilityIdentifier = "list"
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        // Pulley's own way to pin views: the visual format.
        view.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[list]|", metrics: nil, views: ["list": list])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-(top)-[list]|", metrics: ["top": 68], views: ["list": list]))
        for row in 0..<20 {
            let cell = UIView(frame: CGRect(x: 16, y: CGFloat(row) * 56, width: 368, height: 48))
            cell.accessibilityIdentifier = "row-\(row)"
            cell.backgroundColor = UIColor(red: 0.25, green: 0.45 + CGFloat(row % 4) * 0.1, blue: 0.85, alpha: 1)
            cell.layer.cornerRadius = 8
            list.addSubview(cell)
        }
        list.contentSize = CGSize(width: 400, height: 20 * 56)
        list.isScrollEnabled = false
    }

    func partialRevealDrawerHeight(bottomSafeArea: CGFloat) -> CGFloat { 300 }

    func drawerPositionDidChange(drawer: PulleyViewController, bottomSafeArea: CGFloat) {
        list.isScrollEnabled = drawer.drawerPosition == .open
    }
}

/// What lies behind the drawer.
final class MapController: UIViewController {
    override func viewDidLoad() {
        view.accessibilityIdentifier = "map"
        view.backgroundColor = UIColor(red: 0.78, green: 0.87, blue: 0.76, alpha: 1)
    }
}

struct PulleyDemo: Demo {
    static let name = "pulley"
    static let title = "Pulley"
    static let summary = "52inc/Pulley's drawer, dragged between its positions and handed a drag by its list"
    func makeRootViewController() -> ViewController {
        PulleyViewController(contentViewController: MapController(), drawerViewController: DrawerController())
    }
}

/// The library runs unchanged past its `PORT:` edits, headless in a 400x720 window (a
/// phone-width window, so the drawer mode): its drawer is a scroll view whose offset is the
/// drawer's height, and its positions are 68 points (collapsed), 300 (partially revealed)
/// and the window less the 20-point top inset (open).
/// - shown collapsed, its top at 720 - 68;
/// - a drag up of more than the 20-point threshold snaps it to the next position up
///   (`scrollViewWillEndDragging` halts the glide through its inout target, then a spring
///   animates the offset), partially revealed;
/// - a drag up that starts on its list, which does not scroll until the drawer is open,
///   moves the drawer instead and opens it;
/// - open, the list scrolls under a drag and the drawer stays;
/// - a tap on the dimmed background collapses it.
final class PulleyTests: XCTestCase {
    func testTheDrawerSnapsBetweenItsPositionsAndItsListTakesOverWhenOpen() throws {
        // Frame 96 (1.6 s) is the partially revealed drawer, rounded corners, kept as the reference.
        let recorder = TransitionRecorder(images: .frames([96]))
        let recording = try recorder.record(
            PulleyDemo.self,
            script: """
                wait 0.5
                drag 200 680 200 560 0.4
                wait 1
                drag 200 560 200 260 0.6
                wait 1
                drag 200 400 200 200 0.5
                wait 1
                click 200 10
                wait 1
                """)

        func rect(_ id: String, at time: Double) throws -> CGRect {
            let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
            return try XCTUnwrap(frame.view(id), "\(id) at \(time) s").rect
        }
        XCTAssertEqual(try rect("drawer", at: 0.4).minY, 652, accuracy: 0.5, "collapsed: 68 points show")
        XCTAssertEqual(try rect("drawer", at: 1.8).minY, 420, accuracy: 0.5, "partially revealed: 300 show")
        XCTAssertEqual(try rect("list", at: 1.8).minY, 488, accuracy: 0.5, "the list 68 points down the drawer")
        // The drag on the list (1.9 s to 2.5 s) moved the drawer, which settles open.
        XCTAssertLessThan(try rect("drawer", at: 2.3).minY, 400, "the list handed the drag to the drawer")
        XCTAssertEqual(try rect("drawer", at: 3.4).minY, 20, accuracy: 0.5, "open, below the top inset")
        XCTAssertEqual(try rect("row-0", at: 3.4).minY, 88, accuracy: 0.5)
        // Open, the list scrolls under the drag (3.5 s to 4.0 s) and the drawer stays.
        XCTAssertEqual(try rect("drawer", at: 5.0).minY, 20, accuracy: 0.5)
        XCTAssertLessThan(try rect("row-0", at: 5.0).minY, 0, "the list scrolled")
        // The tap on the dimmed background at 5.0 s collapses it.
        XCTAssertEqual(try rect("drawer", at: 6.0).minY, 652, accuracy: 0.5)
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])

        assertTransitionSnapshot(recording.image(at: 96), named: "drawer-partial")
    }

    /// `setDrawerContentViewController(controller:animated:)` swaps the drawer's controller
    /// inside `UIView.transition(with:duration:options: .transitionCrossDissolve)`: the new
    /// one is a child at once, the old one's view leaves, and the completion sees true when
    /// the 0.3 s dissolve ends.
    func testSwappingTheDrawerControllerCrossDissolves() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let clock = VirtualClock()
                let window = UIWindow(size: CGSize(width: 400, height: 720), clock: clock)
                let first = DrawerController()
                let pulley = PulleyViewController(contentViewController: MapController(), drawerViewController: first)
                window.rootViewController = pulley
                window.tick()
                let second = DrawerController()
                var finished: [Bool] = []
                pulley.setDrawerContentViewController(controller: second, animated: true) { finished.append($0) }
                XCTAssertTrue(pulley.children.contains { $0 === second })
                XCTAssertFalse(pulley.children.contains { $0 === first })
                XCTAssertNil(first.view.superview)
                for _ in 0..<12 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                }
                XCTAssertEqual(finished, [], "the dissolve is still running")
                for _ in 0..<12 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                }
                XCTAssertEqual(finished, [true])
                XCTAssertEqual(pulley.drawerPosition, .collapsed)
            }
        }
    }
}
