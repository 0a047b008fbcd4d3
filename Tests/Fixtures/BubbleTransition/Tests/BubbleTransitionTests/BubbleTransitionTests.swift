import BubbleTransition
import PlaygroundKit
import PlaygroundTesting
import UIKit
import XCTest

/// The bubble's colour: the button's, and the presented screen's, as the library's README
/// asks ("Make sure that it matches the destination controller's background color").
let bubblePurple = UIColor(red: 0.45, green: 0.25, blue: 0.75, alpha: 1)

/// The presented screen: the bubble's colour, with a close button at its top.
final class ModalController: UIViewController {
    override func viewDidLoad() {
        view.accessibilityIdentifier = "modal"
        view.backgroundColor = bubblePurple
        let close = UIButton(title: "Close") { [unowned self] _ in dismiss(animated: true, completion: nil) }
        close.frame = CGRect(x: 150, y: 60, width: 100, height: 44)
        view.addSubview(close)
    }
}

/// The library's README use: a round button whose centre the bubble grows from, the
/// transitioning delegate handing out the transition for both directions, and the
/// interactive transition attached to the presented controller for a swipe down.
final class HomeController: UIViewController, UIViewControllerTransitioningDelegate {
    let transition = BubbleTransition()
    let interactiveTransition = BubbleInteractiveTransition()
    let button = UIButton(title: "+") { _ in }

    override func viewDidLoad() {
        view.backgroundColor = UIColor.white
        button.frame = CGRect(x: 170, y: 600, width: 60, height: 60)
        button.backgroundColor = bubblePurple
        button.layer.cornerRadius = 30
        button.onPrimaryAction = { [unowned self] _ in
            let controller = ModalController()
            controller.transitioningDelegate = self
            controller.modalPresentationStyle = .custom
            interactiveTransition.attach(to: controller)
            present(controller, animated: true, completion: nil)
        }
        view.addSubview(button)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        transition.transitionMode = .present
        transition.startingPoint = button.center
        transition.bubbleColor = button.backgroundColor!
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.transitionMode = .dismiss
        transition.startingPoint = button.center
        transition.bubbleColor = button.backgroundColor!
        return transition
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactiveTransition
    }
}

/// The library runs unchanged past its `PORT:` edits (only `@objc` and one `#selector`),
/// headless in a 400x720 window.
final class BubbleTransitionTests: XCTestCase {
    /// Presented: the bubble grows from the button's centre (200, 630) over the library's
    /// 0.5 s, round and in the button's colour, with the presented screen growing inside it
    /// from the same point; then the screen fills the window. The close button sends it back
    /// into the button: it shrinks to the button's centre and leaves the tree.
    func testTheBubbleGrowsFromTheButtonAndShrinksBackIntoIt() throws {
        // Frame 15 (0.25 s): half way through the presentation, kept as the reference frame.
        let recorder = TransitionRecorder(images: .frames([15]))
        let recording = try recorder.record(
            script: """
                click 200 630
                wait 1
                click 200 82
                wait 1
                """
        ) { HomeController() }
        func modal(at time: Double) throws -> CGRect? {
            try XCTUnwrap(recording.frames.last { $0.time <= time }).view("modal")?.rect
        }
        // Half way: the screen, scaled about its centre on the way from the button's centre
        // to the window's, is smaller than the window and still centred below the middle.
        let half = try XCTUnwrap(try modal(at: 0.25))
        XCTAssertLessThan(half.width, 400)
        XCTAssertGreaterThan(half.width, 40)
        XCTAssertGreaterThan(half.midY, 360)
        // Presented: the whole window.
        XCTAssertEqual(try XCTUnwrap(try modal(at: 0.9)), CGRect(x: 0, y: 0, width: 400, height: 720))
        // Half way back, it is smaller again, and then gone.
        let back = try XCTUnwrap(try modal(at: 1.27))
        XCTAssertLessThan(back.width, 400)
        XCTAssertNil(try modal(at: 2.0), "dismissed into the button")
        assertOnlyTheLibrarysOwnReference(recording)

        let image = try XCTUnwrap(recording.image(at: 15))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }
        let purple = pixel(200, 630)
        XCTAssertNotEqual(purple, 0xFFFF_FFFF, "the bubble covers the button's centre")
        // The bubble is a circle about the button's centre: its top is one radius above the
        // centre, and 90 % of a radius up it is sqrt(1 - 0.9^2) of a radius wide on each side
        // (a square would be as wide there as anywhere).
        var top = 0
        while top < 630 && pixel(200, top) != purple { top += 1 }
        let radius = Double(630 - top)
        XCTAssertGreaterThan(radius, 60, "the bubble has grown")
        let row = 630 - Int((0.9 * radius).rounded())
        var halfWidth = 0
        while 200 + halfWidth < 400 && pixel(200 + halfWidth, row) == purple { halfWidth += 1 }
        XCTAssertEqual(Double(halfWidth), radius * (1 - 0.81).squareRoot(), accuracy: 3, "round, not square")
        assertTransitionSnapshot(image, named: "bubble-half-grown")
    }

    /// A swipe down on the presented screen dismisses it through the library's
    /// `BubbleInteractiveTransition`, which sets `wantsInteractiveStart = false`. Apple,
    /// `UIPercentDrivenInteractiveTransition.wantsInteractiveStart`: "When the value of this
    /// property is true, interactive animations start as paused, allowing you to drive the
    /// animations yourself from the start. You might set this property to false when you
    /// want to start your animations without interactivity." So the swipe starts a dismissal
    /// that runs by itself in the library's 0.5 s: the finger's 60 points (a progress of
    /// 0.08) do not hold it, and its `update` and `cancel` change nothing.
    func testASwipeDownStartsADismissalThatRunsByItself() throws {
        let recorder = TransitionRecorder()
        let recording = try recorder.record(
            script: """
                click 200 630
                wait 1
                drag 200 300 200 360 0.4
                wait 1
                """
        ) { HomeController() }
        func modal(at time: Double) throws -> CGRect? {
            try XCTUnwrap(recording.frames.last { $0.time <= time }).view("modal")?.rect
        }
        XCTAssertEqual(try XCTUnwrap(try modal(at: 0.95)), CGRect(x: 0, y: 0, width: 400, height: 720))
        // The pan begins about 0.07 s into the drag; 0.3 s later the screen has shrunk well
        // past what the finger's progress would show (about 370 points wide).
        XCTAssertLessThan(try XCTUnwrap(try modal(at: 1.37)).width, 250)
        XCTAssertNil(try modal(at: 1.7), "dismissed into the button")
        assertOnlyTheLibrarysOwnReference(recording)
    }

    /// The only diagnostic is the playground's leak check, and it is right: the library's
    /// `BubbleInteractiveTransition` keeps the controller it was attached to in a strong
    /// `controller` property, so the dismissed screen lives until the next `attach(to:)`,
    /// on iOS as here.
    func assertOnlyTheLibrarysOwnReference(
        _ recording: TransitionRecording, file: StaticString = #filePath, line: UInt = #line
    ) {
        let kinds = recording.frames.flatMap(\.diagnostics).map(\.kind)
        XCTAssertEqual(kinds, ["transition.controllerNotFreed"], file: file, line: line)
    }
}
