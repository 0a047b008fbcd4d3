import PlaygroundKit
import PlaygroundTesting
import Presentr
import UIKit
import XCTest

/// The content a Presentr user presents: a coloured controller whose view the tests find
/// by its id.
final class CardController: UIViewController {
    let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        view.accessibilityIdentifier = "card"
        view.backgroundColor = color
        let title = UILabel(text: "Presentr", frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        title.font = UIFont.boldSystemFont(ofSize: 22)
        view.addSubview(title)
    }
}

/// A screen with one button per presentation, each configured as Presentr's README does.
final class ExamplesController: UIViewController {
    /// A popup over a blurred background, rounded and with a drop shadow, dismissed by a tap
    /// on the background (Presentr's default).
    let popup: Presentr = {
        let presenter = Presentr(presentationType: .popup)
        presenter.transitionType = .coverVertical
        presenter.blurBackground = true
        presenter.blurStyle = .light
        presenter.cornerRadius = 12
        presenter.dropShadow = PresentrShadow(
            shadowColor: .black, shadowOpacity: 0.5, shadowOffset: CGSize(width: 0, height: 4), shadowRadius: 8)
        return presenter
    }()

    /// The bottom half, dismissed by a swipe down.
    let bottomHalf: Presentr = {
        let presenter = Presentr(presentationType: .bottomHalf)
        presenter.dismissOnSwipe = true
        return presenter
    }()

    /// The top half, from the top (its default transition), over a red dimming.
    let topHalf: Presentr = {
        let presenter = Presentr(presentationType: .topHalf)
        presenter.backgroundColor = .red
        presenter.backgroundOpacity = 0.5
        return presenter
    }()

    /// An alert-sized card that cross-dissolves in.
    let alert: Presentr = {
        let presenter = Presentr(presentationType: .alert)
        presenter.transitionType = .crossDissolve
        presenter.dismissTransitionType = .crossDissolve
        return presenter
    }()

    /// A popup that flips in (`flipHorizontal`).
    let flip: Presentr = {
        let presenter = Presentr(presentationType: .popup)
        presenter.transitionType = .flipHorizontal
        return presenter
    }()

    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        let examples: [(String, Presentr, UIColor)] = [
            ("Popup", popup, UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)),
            ("Bottom half", bottomHalf, UIColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 1)),
            ("Top half", topHalf, UIColor(red: 0.9, green: 0.6, blue: 0.2, alpha: 1)),
            ("Alert", alert, UIColor.white),
            ("Flip", flip, UIColor(red: 0.6, green: 0.3, blue: 0.8, alpha: 1)),
        ]
        for (row, (title, presenter, color)) in examples.enumerated() {
            let button = Button(title: title) { [unowned self] _ in
                customPresentViewController(presenter, viewController: CardController(color: color), animated: true)
            }
            button.frame = CGRect(x: 100, y: 80 + CGFloat(row) * 60, width: 200, height: 44)
            view.addSubview(button)
        }
    }
}

struct PresentrDemo: Demo {
    static let name = "presentr"
    static let title = "Presentr"
    static let summary = "IcaliaLabs/Presentr's presentation types, transitions and dismissals"
    func makeRootViewController() -> ViewController { ExamplesController() }
}

/// The library runs past its `PORT:` edits, headless in a 400x720 window. Sizes and places
/// are Presentr's own arithmetic: a popup is the width less 30 points a side and 66 % of the
/// height, centred; a half is the full width and half the height, centred in its half (the
/// top half one point above the top); an alert is 270x180, centred.
final class PresentrTests: XCTestCase {
    func rect(_ recording: TransitionRecording, at time: Double) throws -> CGRect? {
        let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
        return frame.view("card")?.rect
    }

    /// A popup covers vertically from below the window to the centre over a blur, and a tap
    /// on the background (above the popup) dismisses it back down.
    func testAPopupCoversVerticallyOverABlurAndATapOutsideDismissesIt() throws {
        // Frame 60 (1 s) is the presented popup, kept as the reference frame.
        let recording = try TransitionRecorder(images: .frames([60])).record(
            PresentrDemo.self,
            script: """
                click 200 102
                wait 1
                click 200 40
                wait 1
                """)
        let presented = CGRect(x: 30, y: 122.5, width: 340, height: 475)
        // Mid-way (0.2 s of 0.4 s) it is between where Presentr starts it (the container's
        // height plus its own below the top) and its place.
        let rising = try XCTUnwrap(try rect(recording, at: 0.2), "the popup during its transition")
        XCTAssertGreaterThan(rising.minY, presented.minY + 50)
        XCTAssertLessThan(rising.minY, 720 + 475)
        XCTAssertEqual(try rect(recording, at: 0.9), presented)
        // The tap at about 1 s: the popup slides down again and leaves.
        let leaving = try XCTUnwrap(try rect(recording, at: 1.2), "the popup while dismissed")
        XCTAssertGreaterThan(leaving.minY, presented.minY)
        XCTAssertNil(try rect(recording, at: 2.0), "the tap on the background dismissed the popup")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
        assertTransitionSnapshot(recording.image(at: 60), named: "popup-blurred")
    }

    /// The bottom half follows a drag down and is dismissed once the drag passes 100 points.
    func testTheBottomHalfFollowsASwipeDownAndIsDismissedByIt() throws {
        let recording = try TransitionRecorder().record(
            PresentrDemo.self,
            script: """
                click 200 162
                wait 1
                drag 200 450 200 650 0.5
                wait 1
                """)
        XCTAssertEqual(try rect(recording, at: 0.9), CGRect(x: 0, y: 360, width: 400, height: 360))
        // 0.1 s into the drag (40 points down) the half moved with the finger, not dismissed yet.
        let dragged = try XCTUnwrap(try rect(recording, at: 1.12), "the half during the drag")
        XCTAssertGreaterThan(dragged.minY, 370)
        XCTAssertNil(try rect(recording, at: 2.4), "the swipe dismissed the bottom half")
        // Presentr calls `dismiss` on every move past the threshold; UIKit refuses the repeats
        // while the first dismissal runs and warns on each, and so does the engine: nothing
        // else is reported.
        let diagnostics = recording.frames.flatMap(\.diagnostics)
        XCTAssertFalse(diagnostics.isEmpty, "the repeated dismiss calls are reported")
        XCTAssertEqual(Set(diagnostics.map(\.kind)), ["transition.refused"])
    }

    /// The top half comes down from above the window (`coverVerticalFromTop`, its default)
    /// and a tap below it dismisses it.
    func testTheTopHalfCoversFromTheTopAndATapBelowDismissesIt() throws {
        let recording = try TransitionRecorder().record(
            PresentrDemo.self,
            script: """
                click 200 222
                wait 1
                click 200 600
                wait 1
                """)
        let falling = try XCTUnwrap(try rect(recording, at: 0.2), "the top half during its transition")
        XCTAssertLessThan(falling.minY, -1 - 50)
        XCTAssertEqual(try rect(recording, at: 0.9), CGRect(x: 0, y: -1, width: 400, height: 360))
        XCTAssertNil(try rect(recording, at: 2.0), "the tap below dismissed the top half")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
    }

    /// The alert-sized card cross-dissolves: in place from the start, its alpha rising.
    func testTheAlertCrossDissolvesInPlace() throws {
        let recording = try TransitionRecorder().record(
            PresentrDemo.self,
            script: """
                click 200 282
                wait 1
                """)
        let frame = try XCTUnwrap(recording.frames.last { $0.time <= 0.2 })
        let card = try XCTUnwrap(frame.view("card"))
        XCTAssertEqual(card.rect, CGRect(x: 65, y: 270, width: 270, height: 180))
        XCTAssertGreaterThan(card.alpha, 0.05)
        XCTAssertLessThan(card.alpha, 0.95)
        XCTAssertEqual(try XCTUnwrap(recording.frames.last?.view("card")).alpha, 1)
    }

    /// The flip turns the popup edge-on and back to face the user (here the 2D projection of
    /// the library's 3D turn: a horizontal scale). Its animator never moves the popup from
    /// the start frame Presentr's base animation gives it: the container's layout after the
    /// animator adds the view (UIKit lays out a view a subview is added to) runs the
    /// presentation controller's `containerViewWillLayoutSubviews`, which puts it in place.
    func testTheFlipTurnsThePopupEdgeOnAndBack() throws {
        let recording = try TransitionRecorder().record(
            PresentrDemo.self,
            script: """
                click 200 342
                wait 2
                """)
        let widths = recording.frames.compactMap { $0.view("card")?.rect.width }
        XCTAssertLessThan(try XCTUnwrap(widths.min()), 10, "edge-on at some point")
        XCTAssertEqual(try XCTUnwrap(widths.last), 340, accuracy: 0.01, "facing the user again")
        let end = try XCTUnwrap(recording.frames.last?.view("card")?.rect)
        XCTAssertEqual(end.minX, 30, accuracy: 0.01, "centred across")
        XCTAssertEqual(end.midY, 360, accuracy: 0.01, "and down: where the popup belongs")
    }

    /// What Presentr sets on the presented view and puts in the container: rounded corners,
    /// the drop shadow it was given, and a blur view whose effect the transition animates in
    /// and which follows the window's size.
    func testThePopupIsRoundedShadowedAndBlursWhatIsBehindIt() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let clock = VirtualClock()
                let window = UIWindow(size: CGSize(width: 400, height: 720), clock: clock)
                let examples = ExamplesController()
                window.rootViewController = examples
                window.tick()
                let card = CardController(color: .white)
                examples.customPresentViewController(examples.popup, viewController: card, animated: true)
                for _ in 0..<60 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                }
                XCTAssertEqual(card.view.layer.cornerRadius, 12)
                XCTAssertEqual(card.view.layer.shadowOpacity, 0.5)
                XCTAssertEqual(card.view.layer.shadowRadius, 8)
                XCTAssertEqual(card.view.layer.shadowOffset, CGSize(width: 0, height: 4))
                let container = card.view.superview
                let blur = container?.subviews.flatMap(\.subviews).compactMap { $0 as? UIVisualEffectView }.first
                XCTAssertNotNil(blur?.effect, "the blur view got its effect in the transition")
                XCTAssertEqual(blur?.frame, CGRect(x: 0, y: 0, width: 400, height: 720))

                // A window resize (this platform's rotation): Presentr lays the popup out
                // again for the new size, and the blur follows the background through its
                // autoresizing mask.
                window.send(.resize(CGSize(width: 720, height: 400)))
                window.tick()
                XCTAssertEqual(card.view.frame, CGRect(x: 30, y: 68, width: 660, height: 264))
                XCTAssertEqual(blur?.frame, CGRect(x: 0, y: 0, width: 720, height: 400))
            }
        }
    }
}
