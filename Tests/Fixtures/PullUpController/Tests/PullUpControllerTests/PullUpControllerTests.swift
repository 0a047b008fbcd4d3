import PlaygroundKit
import PlaygroundTesting
import PullUpController
import UIKit
import XCTest

/// A card as PullUpController's README writes one: a subclass that names its sticky points
/// and attaches its list with `attach(to:)` in `viewDidLoad`.
final class CardController: PullUpController {
    override var pullUpControllerMiddleStickyPoints: [CGFloat] { [250] }

    override func viewDidLoad() {
        view.accessibilityIdentifier = "card"
        view.backgroundColor = UIColor.white
        view.layer.cornerRadius = 12
        let handle = UIView(frame: CGRect(x: 180, y: 8, width: 40, height: 5))
        handle.backgroundColor = UIColor(white: 0.75, alpha: 1)
        handle.layer.cornerRadius = 2.5
        view.addSubview(handle)
        let list = UIScrollView(frame: CGRect(x: 0, y: 60, width: 400, height: 340))
        list.accessibilityIdentifier = "list"
        for row in 0..<20 {
            let cell = UIView(frame: CGRect(x: 16, y: CGFloat(row) * 60 + 8, width: 368, height: 44))
            cell.backgroundColor = UIColor(red: 0.3, green: 0.5 + CGFloat(row % 4) * 0.1, blue: 0.9, alpha: 1)
            cell.layer.cornerRadius = 8
            list.addSubview(cell)
        }
        list.contentSize = CGSize(width: 400, height: 20 * 60 + 16)
        view.addSubview(list)
        // Twice on purpose: the library attaches again in its own setup, and UIKit ignores a
        // target-action pair that is already there.
        list.attach(to: self)
    }
}

/// A screen whose buttons add and remove the card, as an app would.
final class MapController: UIViewController {
    let card = CardController()

    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        let show = Button(title: "Show") { [unowned self] _ in
            addPullUpController(card, initialStickyPointOffset: 100, animated: true)
        }
        show.frame = CGRect(x: 100, y: 80, width: 200, height: 44)
        view.addSubview(show)
        let hide = Button(title: "Hide") { [unowned self] _ in
            removePullUpController(card, animated: true)
        }
        hide.frame = CGRect(x: 100, y: 140, width: 200, height: 44)
        view.addSubview(hide)
    }
}

struct PullUpDemo: Demo {
    static let name = "pullup"
    static let title = "PullUpController"
    static let summary = "MarioIannotta/PullUpController's card, pulled up, handed off and removed"
    func makeRootViewController() -> ViewController { MapController() }
}

/// The library runs unchanged past its `PORT:` edits, headless in a 400x720 window (so
/// `UIScreen.main` is portrait and the card 400 points wide, 400 high):
/// - added at its first sticky point, it shows its top 100 points;
/// - a slow drag up on the card moves it with the finger and settles on the highest sticky
///   point (the card's whole 400 points);
/// - a drag down that starts in its list, scrolled to the top, moves the card instead of
///   the list (the scroll view's hand-off) and settles on the middle sticky point (250);
/// - "Hide" slides it off and removes it from its parent.
final class PullUpControllerTests: XCTestCase {
    func testTheCardIsPulledUpHandedOffByItsListAndRemoved() throws {
        // Frame 216 (3.6 s) is the fully opened card, kept as the reference frame.
        let recorder = TransitionRecorder(images: .frames([216]))
        let recording = try recorder.record(
            PullUpDemo.self,
            script: """
                click 200 102
                wait 1
                drag 200 660 200 360 1.0
                wait 1.5
                drag 200 500 200 650 0.8
                wait 1
                click 200 162
                wait 1
                """)

        func cardTop(at time: Double) throws -> CGFloat {
            let frame = try XCTUnwrap(recording.frames.last { $0.time <= time })
            return try XCTUnwrap(frame.view("card"), "the card at \(time) s").rect.minY
        }
        // Added: the top 100 points show over the window's bottom edge.
        XCTAssertEqual(try cardTop(at: 0.9), 620, accuracy: 0.5)
        // Halfway through the drag up (1.0 s to 2.0 s) the card is with the finger.
        XCTAssertEqual(try cardTop(at: 1.5), 470, accuracy: 20)
        // Released: the highest sticky point, the whole card.
        XCTAssertEqual(try cardTop(at: 3.4), 320, accuracy: 0.5)
        // The drag down inside the list (3.5 s to 4.3 s) moved the card, not the list,
        // which ends at its top, and the card settles on the middle sticky point.
        XCTAssertGreaterThan(try cardTop(at: 4.1), 380, "the list handed the drag to the card")
        XCTAssertEqual(try cardTop(at: 5.2), 470, accuracy: 0.5)
        // "Hide" at 5.3 s: gone from the view tree once its animation ends.
        XCTAssertNil(recording.frames.last?.view("card"), "the card was removed")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])

        assertTransitionSnapshot(recording.image(at: 216), named: "card-open")
    }

    /// A window resize is this platform's rotation: the library's `viewWillTransition(to:with:)`
    /// moves the card to its landscape frame (10 points in, 300 wide, the screen's height less
    /// 20) and, back in portrait, to the sticky point it had before.
    func testARotationMovesTheCardToItsLandscapeFrameAndBack() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let clock = VirtualClock()
                let window = UIWindow(size: CGSize(width: 400, height: 720), clock: clock)
                let map = MapController()
                window.rootViewController = map
                window.tick()
                map.addPullUpController(map.card, initialStickyPointOffset: 250, animated: false)
                func settle() {
                    for _ in 0..<40 {
                        clock.advance(by: 1.0 / 60)
                        window.tick()
                    }
                }
                settle()
                XCTAssertEqual(map.card.view.frame, CGRect(x: 0, y: 470, width: 400, height: 250))

                window.send(.resize(CGSize(width: 900, height: 400)))
                settle()
                XCTAssertEqual(map.card.view.frame, CGRect(x: 10, y: 10, width: 300, height: 380))

                window.send(.resize(CGSize(width: 400, height: 720)))
                settle()
                XCTAssertEqual(map.card.view.frame, CGRect(x: 0, y: 470, width: 400, height: 250))
            }
        }
    }
}
