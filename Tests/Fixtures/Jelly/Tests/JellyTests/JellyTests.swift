import Jelly
import PlaygroundKit
import PlaygroundTesting
import UIKit
import XCTest

// The engine's own `Animator` (the window's animation clock) is visible through `UIKit` too,
// so an app's plain `Animator` is ambiguous here; a scoped import picks Jelly's, as name
// lookup prefers it over a whole-module import. The library itself needs nothing.
import class Jelly.Animator

/// The presented screen: orange, with an id the tests find it by.
final class MenuController: UIViewController {
    override func viewDidLoad() {
        view.accessibilityIdentifier = "menu"
        view.backgroundColor = UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1)
    }
}

/// The library's README use: a Jelly `Animator` made from a presentation, kept by the
/// presenting controller (a transitioning delegate is not retained), prepared with the
/// controller to present, which is then presented as usual.
final class HomeController: UIViewController {
    var animator: Animator?
    let makePresentation: (UIViewController) -> Presentation

    init(_ makePresentation: @escaping (UIViewController) -> Presentation) {
        self.makePresentation = makePresentation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.accessibilityIdentifier = "home"
        view.backgroundColor = UIColor.white
        let open = UIButton(title: "Open") { [unowned self] _ in
            let menu = MenuController()
            let animator = Animator(presentation: makePresentation(self))
            animator.prepare(presentedViewController: menu)
            self.animator = animator
            present(menu, animated: true, completion: nil)
        }
        open.frame = CGRect(x: 250, y: 650, width: 120, height: 44)
        view.addSubview(open)
    }
}

/// The library's interactive presentation: the animator is prepared up front with an
/// `.edge` interaction configuration, so a pan from the menu's edge of the window presents it
/// and one from the other edge, over the dimming, dismisses it.
final class EdgeHomeController: UIViewController {
    var animator: Animator?
    let menu = MenuController()

    override func viewDidLoad() {
        view.accessibilityIdentifier = "home"
        view.backgroundColor = UIColor.white
        let presentation = SlidePresentation(
            uiConfiguration: PresentationUIConfiguration(backgroundStyle: .dimmed(alpha: 0.5)),
            direction: .right, size: .halfscreen, parallax: 0,
            interactionConfiguration: InteractionConfiguration(
                presentingViewController: self, completionThreshold: 0.5, dragMode: .edge))
        let animator = Animator(presentation: presentation)
        animator.prepare(presentedViewController: menu)
        self.animator = animator
    }
}

/// The library runs unchanged past its `PORT:` edits (`@objc`, `#selector`, and one unused
/// property naming `UISwipeGestureRecognizer`), headless in a 400x720 window. Its animators
/// are UIKit's interruptible kind: a `UIViewPropertyAnimator` with the library's own
/// `UITimingCurveProvider` (a composed spring and curve), returned from
/// `interruptibleAnimator(using:) -> UIViewImplicitlyAnimating`, which drives its
/// interactive dismissals.
final class JellyTests: XCTestCase {
    /// A slide-in from the left, half the window wide, over a dimmed background, with the
    /// presenting screen pushed along by the library's parallax (0.3 of the menu's width)
    /// and 12-point rounded corners; a tap on the dimmed part dismisses it.
    func testASlideInMenuPushesTheScreenAlongAndATapOutsideDismissesIt() throws {
        // Frame 40 (0.67 s): the menu presented and at rest, kept as the reference frame.
        let recorder = TransitionRecorder(images: .frames([40]))
        let recording = try recorder.record(
            script: """
                click 310 672
                wait 1
                click 330 300
                wait 1
                """
        ) {
            HomeController { _ in
                SlidePresentation(
                    uiConfiguration: PresentationUIConfiguration(
                        cornerRadius: 12, backgroundStyle: .dimmed(alpha: 0.5)),
                    direction: .left, size: .halfscreen, parallax: 0.3)
            }
        }
        func rect(_ id: String, at time: Double) throws -> CGRect? {
            try XCTUnwrap(recording.frames.last { $0.time <= time }).view(id)?.rect
        }
        // Half way (the library's default 0.5 s), the menu is on its way in from the left.
        let half = try XCTUnwrap(try rect("menu", at: 0.25))
        XCTAssertLessThan(half.minX, 0)
        XCTAssertGreaterThan(half.maxX, 0)
        // Presented: the left half of the window, and the home screen 60 points along.
        XCTAssertEqual(try XCTUnwrap(try rect("menu", at: 0.9)), CGRect(x: 0, y: 0, width: 200, height: 720))
        XCTAssertEqual(try XCTUnwrap(try rect("home", at: 0.9)).minX, 60, accuracy: 0.01)
        // The tap outside slides it back out and the home screen back in place.
        XCTAssertNil(try rect("menu", at: 2.0), "dismissed by the tap on the background")
        XCTAssertEqual(try XCTUnwrap(try rect("home", at: 2.0)).minX, 0, accuracy: 0.01)
        assertOnlyTheLibrarysOwnReference(recording)

        let image = try XCTUnwrap(recording.image(at: 40))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }
        let orange = pixel(100, 360)
        XCTAssertGreaterThan((orange >> 16) & 0xFF, 0xE0, "the menu's own colour, not dimmed")
        XCTAssertLessThan(orange & 0xFF, 0x40)
        // Rounded corners: the top-right corner pixel is not the menu's colour, a pixel
        // 12 points in along the diagonal is.
        XCTAssertNotEqual(pixel(199, 0), orange)
        XCTAssertEqual(pixel(190, 9), orange)
        // The dimming: the library colours its dimming view black at the style's alpha
        // (0.5) and also fades the view itself to that alpha, so white shows at 3/4.
        let grey = pixel(300, 100) & 0xFF
        XCTAssertEqual(Double(grey), 255 * 0.75, accuracy: 3, "the home screen dimmed by a quarter")
        assertTransitionSnapshot(image, named: "slide-in-menu")
    }

    /// A cover from the bottom, dismissed by dragging it down (the library's `.canvas` drag
    /// mode and 0.5 completion threshold): the card follows the finger through the property
    /// animator it returns as its interruptible animator; a drag of a quarter of its height
    /// springs back, one past half of it dismisses it.
    func testACoverFollowsADragDownAndIsDismissedPastHalfWay() throws {
        let recorder = TransitionRecorder()
        let recording = try recorder.record(
            script: """
                click 310 672
                wait 1
                drag 200 400 200 490 0.5
                wait 1
                drag 200 400 200 640 0.5
                wait 1
                """
        ) {
            HomeController { home in
                CoverPresentation(
                    directionShow: .bottom, directionDismiss: .bottom,
                    size: PresentationSize(width: .fullscreen, height: .custom(value: 360)),
                    alignment: PresentationAlignment(vertical: .bottom, horizontal: .center),
                    interactionConfiguration: InteractionConfiguration(
                        presentingViewController: home, completionThreshold: 0.5, dragMode: .canvas, mode: .dismiss))
            }
        }
        func menu(at time: Double) throws -> CGRect? {
            try XCTUnwrap(recording.frames.last { $0.time <= time }).view("menu")?.rect
        }
        let presented = CGRect(x: 0, y: 360, width: 400, height: 360)
        XCTAssertEqual(try XCTUnwrap(try menu(at: 0.9)), presented)
        // Mid-drag (0.4 s into the first drag, about 72 points down), the card is under the
        // finger: moved by the pan's translation since it began.
        let following = try XCTUnwrap(try menu(at: 1.4))
        XCTAssertGreaterThan(following.minY, 360 + 40)
        XCTAssertLessThan(following.minY, 360 + 80)
        // Released a quarter of the way: back in place, still presented.
        XCTAssertEqual(try XCTUnwrap(try menu(at: 2.4)), presented)
        // The second drag, 240 points (two thirds), dismisses it.
        XCTAssertNil(try menu(at: 3.9), "dragged away")
        assertOnlyTheLibrarysOwnReference(recording)
    }

    /// Jelly's `.edge` drag mode: a `UIScreenEdgePanGestureRecognizer` on the presenting
    /// screen with `edges = .right` presents the menu from the right edge as the finger
    /// pulls it in, and one on the dimming with `edges = .left` pushes it back out. A pan
    /// from the middle of the window starts neither.
    func testEdgePansPresentAndDismissTheMenuInteractively() throws {
        let recorder = TransitionRecorder()
        let recording = try recorder.record(
            script: """
                drag 200 300 20 300 0.5
                wait 0.5
                drag 395 300 95 300 0.5
                wait 1
                drag 5 300 305 300 0.5
                wait 1
                """
        ) { EdgeHomeController() }
        func menu(at time: Double) throws -> CGRect? {
            try XCTUnwrap(recording.frames.last { $0.time <= time }).view("menu")?.rect
        }
        XCTAssertNil(try menu(at: 0.9), "a pan from the middle presents nothing")
        // Mid-drag (0.25 s in, about 150 points pulled), the menu follows the finger in.
        let pulling = try XCTUnwrap(try menu(at: 1.25))
        XCTAssertLessThan(pulling.minX, 400)
        XCTAssertGreaterThan(pulling.minX, 200)
        XCTAssertEqual(try XCTUnwrap(try menu(at: 2.4)), CGRect(x: 200, y: 0, width: 200, height: 720))
        // From the left edge, over the dimming, the menu is pushed back out.
        XCTAssertNil(try menu(at: 3.9), "dismissed by the pan from the left edge")
        // The app keeps the menu to present it again (the library holds it only weakly until
        // it is presented), so the leak check's report is expected here too.
        assertOnlyTheLibrarysOwnReference(recording)
    }

    /// The only diagnostic is the playground's leak check, and it is right: the library's
    /// `Animator`, which the app keeps (a transitioning delegate is not retained), holds its
    /// presentation controller, which holds the presented controller, so the dismissed screen
    /// lives as long as the animator, on iOS as here.
    func assertOnlyTheLibrarysOwnReference(
        _ recording: TransitionRecording, file: StaticString = #filePath, line: UInt = #line
    ) {
        let kinds = recording.frames.flatMap(\.diagnostics).map(\.kind)
        XCTAssertEqual(kinds, ["transition.controllerNotFreed"], file: file, line: line)
    }
}
