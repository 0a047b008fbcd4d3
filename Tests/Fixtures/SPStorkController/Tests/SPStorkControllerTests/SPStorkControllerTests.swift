import PlaygroundKit
import PlaygroundTesting
import SPStorkController
import UIKit
import XCTest

/// The card an app presents as SPStorkController's README shows: any view controller,
/// handed to `presentAsStork(_:)`.
final class CardController: UIViewController {
    override func viewDidLoad() {
        view.accessibilityIdentifier = "card"
        view.backgroundColor = UIColor.white
        let row = UIView(frame: CGRect(x: 16, y: 60, width: 368, height: 44))
        row.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
        view.addSubview(row)
    }
}

/// A screen with one button that presents the card.
final class HomeController: UIViewController {
    var delegate: DismissLog?

    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)
        let open = UIButton(title: "Open") { [unowned self] _ in
            // As the library's README presents with a delegate: its transitioning delegate,
            // a custom presentation.
            let card = CardController()
            let transitionDelegate = SPStorkTransitioningDelegate()
            transitionDelegate.storkDelegate = delegate
            card.transitioningDelegate = transitionDelegate
            card.modalPresentationStyle = .custom
            present(card, animated: true, completion: nil)
        }
        open.frame = CGRect(x: 100, y: 80, width: 200, height: 44)
        view.addSubview(open)
    }
}

/// A screen whose button presents the card with the library's close button, through its
/// `presentAsStork(_:height:showIndicator:showCloseButton:)`.
final class CloseButtonHomeController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)
        let open = UIButton(title: "Open") { [unowned self] _ in
            presentAsStork(CardController(), height: nil, showIndicator: true, showCloseButton: true)
        }
        open.frame = CGRect(x: 100, y: 80, width: 200, height: 44)
        view.addSubview(open)
    }
}

/// SPStorkControllerDelegate, implementing only one of its (formerly optional) methods.
final class DismissLog: SPStorkControllerDelegate {
    var swipes = 0
    func didDismissStorkBySwipe() { swipes += 1 }
}

/// The library runs unchanged past its `PORT:` edits, headless in a 400x720 window (no status
/// bar, so the library's top space is its minimum, 30 points):
/// - presented, the card slides up to 13 points below that space (y 43), full width, to the
///   window's bottom, with rounded top corners over a shrunk snapshot of the home screen;
/// - a drag down on it, by its indicator, follows the finger at half speed (the library's
///   elastic factor) and, released past the library's 200-point threshold, dismisses it: the
///   card leaves the tree and the delegate hears a swipe.
final class SPStorkControllerTests: XCTestCase {
    func testTheCardIsPresentedDraggedDownByItsIndicatorAndDismissed() throws {
        let log = DismissLog()
        // Frame 60 (1.0 s): the card presented and at rest, kept as the reference frame.
        let recorder = TransitionRecorder(images: .frames([60]))
        let recording = try recorder.record(
            script: """
                click 200 102
                wait 1
                drag 200 56 200 356 1.0
                wait 1.2
                """
        ) {
            let home = HomeController()
            home.delegate = log
            return home
        }

        func cardTop(at time: Double) throws -> CGFloat {
            let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
            return try XCTUnwrap(frame.view("card"), "the card at \(time) s").rect.minY
        }
        // Presented: below the top space and the 13-point gap, as the library computes it.
        XCTAssertEqual(try cardTop(at: 0.95), 43, accuracy: 0.5)
        let card = try XCTUnwrap(recording.frames.last { $0.time <= 0.95 }?.view("card"))
        XCTAssertEqual(card.rect.size, CGSize(width: 400, height: 677))
        // Halfway through the drag (1.0 s to 2.0 s, about 140 points past the pan's start),
        // the card has followed at half the finger's distance up to the library's 120-point
        // elastic threshold (60 points) and a little more, braked, beyond it.
        let midway = try cardTop(at: 1.5)
        XCTAssertGreaterThan(midway, 43 + 60)
        XCTAssertLessThan(midway, 43 + 80)
        // Released 300 points down, past the 200-point threshold: dismissed and gone.
        XCTAssertNil(recording.frames.last?.view("card"), "the card was dismissed")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
        XCTAssertEqual(log.swipes, 1, "the delegate heard one dismissal by swipe")

        let image = try XCTUnwrap(recording.image(at: 60))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }
        // The card's top corners are rounded by the library's 10-point radius: the corner
        // pixel shows what is behind the card, a pixel 10 points in is the card's white.
        XCTAssertNotEqual(pixel(0, 43), 0xFFFF_FFFF, "the top-left corner is cut off")
        XCTAssertNotEqual(pixel(399, 43), 0xFFFF_FFFF, "the top-right corner is cut off")
        XCTAssertEqual(pixel(10, 46), 0xFFFF_FFFF, "inside the rounded edge: the card")
        XCTAssertEqual(pixel(200, 300), 0xFFFF_FFFF)
        // Only the top corners round (the library's `maskedCorners`): the bottom ones, on
        // the window's bottom edge, stay square.
        XCTAssertEqual(pixel(0, 719), 0xFFFF_FFFF, "the bottom-left corner is square")
        XCTAssertEqual(pixel(399, 719), 0xFFFF_FFFF, "the bottom-right corner is square")
        assertTransitionSnapshot(image, named: "card-presented")
    }

    /// The close button's icon is the library's own Core Graphics drawing (`draw(_:)` with
    /// `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()` and `UIColor.setFill()`, called
    /// from a drawing type that is not bound to the main actor, as PaintCode writes them):
    /// a grey cross centred in a light 30-point circle, 19 points in from the card's top-right
    /// corner. A tap on it dismisses the card, and no swipe is reported.
    func testTheCloseButtonDrawsItsCrossAndATapDismisses() throws {
        let recorder = TransitionRecorder(images: .frames([60]))
        let recording = try recorder.record(
            script: """
                click 200 102
                wait 1
                click 366 77
                wait 1.2
                """
        ) { CloseButtonHomeController() }
        let image = try XCTUnwrap(recording.image(at: 60))
        func red(_ x: Int, _ y: Int) -> UInt32 { (image.pixels[y * image.width + x] >> 16) & 0xFF }
        // The button: x 351-381, y 43 + 19 = 62 to 92, its centre (366, 77).
        XCTAssertLessThan(red(366, 77), 180, "the cross's grey (142) where its strokes meet")
        XCTAssertGreaterThan(red(366, 65), 225, "the button's light circle (239) off the cross")
        XCTAssertGreaterThan(red(359, 77), 225, "between the arms of the cross")
        XCTAssertNil(recording.frames.last?.view("card"), "the tap dismissed the card")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
    }
}
