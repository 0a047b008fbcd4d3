import OverlayContainer
import PlaygroundKit
import PlaygroundTesting
import UIKit
import XCTest

/// The overlay as OverlayContainer's README writes one: a rounded card holding a list.
final class SearchController: UIViewController {
    let list = UIScrollView()

    override func viewDidLoad() {
        view.accessibilityIdentifier = "overlay"
        view.backgroundColor = UIColor(white: 0.97, alpha: 1)
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
        list.accessibilityIdentifier = "list"
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor, constant: 56),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        for row in 0..<20 {
            let cell = UIView(frame: CGRect(x: 16, y: CGFloat(row) * 56, width: 368, height: 48))
            cell.accessibilityIdentifier = "row-\(row)"
            cell.backgroundColor = UIColor(red: 0.85, green: 0.45 + CGFloat(row % 4) * 0.1, blue: 0.3, alpha: 1)
            cell.layer.cornerRadius = 8
            list.addSubview(cell)
        }
        list.contentSize = CGSize(width: 400, height: 20 * 56)
    }
}

/// What lies under the overlay.
final class MapController: UIViewController {
    override func viewDidLoad() {
        view.accessibilityIdentifier = "map"
        view.backgroundColor = UIColor(red: 0.76, green: 0.84, blue: 0.9, alpha: 1)
    }
}

/// The README's root: the container as a child, its delegate naming three notches and the
/// list that drives the overlay.
final class RootController: UIViewController, OverlayContainerViewControllerDelegate {
    let container = OverlayContainerViewController()
    let search = SearchController()

    override func viewDidLoad() {
        container.delegate = self
        container.viewControllers = [MapController(), search]
        addChild(container)
        view.addSubview(container.view)
        container.view.frame = view.bounds
        container.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.didMove(toParent: self)
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 3 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController, heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat {
        [120, availableSpace / 2, availableSpace - 60][index]
    }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController,
        scrollViewDrivingOverlay overlayViewController: UIViewController
    ) -> UIScrollView? {
        (overlayViewController as? SearchController)?.list
    }
}

struct OverlayDemo: Demo {
    static let name = "overlay-container"
    static let title = "OverlayContainer"
    static let summary = "applidium/OverlayContainer's overlay, dragged between notches and driven by its list"
    func makeRootViewController() -> ViewController { RootController() }
}

/// The library runs unchanged past its `PORT:` edits, headless in a 400x720 window: an
/// overlay container (a child of the root, added with `addChild`/`didMove(toParent:)`)
/// whose overlay's height is an Auto Layout constraint it changes, notches of 120, 360 and
/// 660 points:
/// - shown at its first notch, its top at 720 - 120;
/// - a drag up on its header moves it with the finger, and the release settles it on the
///   notch its rushing-forward policy picks from the drop point and the speed, with its
///   spring (`UIViewPropertyAnimator` with `layoutIfNeeded()` in its animations);
/// - a drag up on its list, scrolled to the top, moves the overlay and not the list (the
///   library takes the list's `panGestureRecognizer`, observes its offset and pins it,
///   and snaps through `scrollViewWillEndDragging`'s inout target), up to the last notch;
/// - there, the list scrolls.
final class OverlayContainerTests: XCTestCase {
    func testTheOverlaySnapsToItsNotchesAndItsListDrivesIt() throws {
        // Frame 90 (1.5 s) is the overlay at its middle notch, kept as the reference frame.
        let recorder = TransitionRecorder(images: .frames([90]))
        let recording = try recorder.record(
            OverlayDemo.self,
            script: """
                wait 0.5
                drag 200 620 200 400 0.5
                wait 1
                drag 200 500 200 150 0.7
                wait 1.2
                drag 200 500 200 250 0.5
                wait 1
                """)

        func rect(_ id: String, at time: Double) throws -> CGRect {
            let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
            return try XCTUnwrap(frame.view(id), "\(id) at \(time) s").rect
        }
        XCTAssertEqual(try rect("overlay", at: 0.4).minY, 600, accuracy: 0.5, "the first notch: 120 show")
        XCTAssertEqual(
            try rect("overlay", at: 0.75).minY, 490, accuracy: 1, "half way through the drag, with the finger")
        XCTAssertEqual(try rect("overlay", at: 1.9).minY, 360, accuracy: 0.5, "the middle notch")
        // The drag on the list (2.0 s to 2.7 s) moves the overlay; the list stays at its top.
        let overlayMidDrag = try rect("overlay", at: 2.5).minY
        XCTAssertLessThan(overlayMidDrag, 300, "the list handed the drag to the overlay")
        XCTAssertEqual(try rect("row-0", at: 2.5).minY - overlayMidDrag, 56, accuracy: 0.5, "the list did not scroll")
        // At the last notch the rest of the drag scrolls the list.
        XCTAssertEqual(try rect("overlay", at: 3.5).minY, 60, accuracy: 0.5, "the last notch")
        XCTAssertLessThan(try rect("row-0", at: 3.5).minY, 0, "the list scrolled once the overlay was up")
        // The third drag scrolls the list to its end (1,120 points of rows in 604), the overlay stays.
        XCTAssertEqual(try rect("overlay", at: 5.0).minY, 60, accuracy: 0.5)
        XCTAssertEqual(try rect("row-0", at: 5.0).minY, 60 + 56 - (1120 - 604), accuracy: 0.5)
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])

        assertTransitionSnapshot(recording.image(at: 90), named: "overlay-middle")
    }
}

/// The README's sheet: an overlay container presented `.custom` with the library's
/// `OverlayContainerSheetPresentationController`, which dims what is behind, dismisses on
/// a tap there, and dismisses when the overlay is flung down from its first notch faster than
/// its dismissal policy's 2,400 points per second.
final class SheetPresenter: UIViewController, UIViewControllerTransitioningDelegate,
    OverlayContainerViewControllerDelegate
{
    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.76, green: 0.84, blue: 0.9, alpha: 1)
        let present = Button(title: "Present") { [unowned self] _ in
            let container = OverlayContainerViewController()
            container.delegate = self
            container.viewControllers = [SearchController()]
            container.modalPresentationStyle = .custom
            container.transitioningDelegate = self
            self.present(container, animated: true)
        }
        present.accessibilityIdentifier = "present-button"
        present.frame = CGRect(x: 100, y: 80, width: 200, height: 44)
        view.addSubview(present)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        OverlayContainerSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int { 2 }

    func overlayContainerViewController(
        _ containerViewController: OverlayContainerViewController, heightForNotchAt index: Int,
        availableSpace: CGFloat
    ) -> CGFloat {
        [300, availableSpace - 60][index]
    }
}

struct OverlaySheetDemo: Demo {
    static let name = "overlay-sheet"
    static let title = "OverlayContainer sheet"
    static let summary = "applidium/OverlayContainer's sheet presentation, dismissed by a drag and by a tap"
    func makeRootViewController() -> ViewController { SheetPresenter() }
}

final class OverlayContainerSheetTests: XCTestCase {
    func testTheSheetIsPresentedAndDismissedByAFlingAndByATap() throws {
        let recording = try TransitionRecorder().record(
            OverlaySheetDemo.self,
            script: """
                click 200 102
                wait 1
                drag 200 440 200 700 0.1
                wait 1
                click 200 102
                wait 1
                click 200 200
                wait 1
                """)
        func overlayTop(at time: Double) throws -> CGFloat? {
            try XCTUnwrap(recording.frames.last { $0.time <= time }).view("overlay")?.rect.minY
        }
        XCTAssertEqual(try overlayTop(at: 0.9), 420, "presented at its first notch: 300 points show")
        XCTAssertNil(try overlayTop(at: 2.0), "flung down from its first notch, dismissed")
        XCTAssertEqual(try overlayTop(at: 3.0), 420, "presented again")
        XCTAssertNil(try overlayTop(at: 4.0), "a tap on the dimmed area dismissed it")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
    }
}
