import DeckTransition
import Foundation
import PlaygroundKit
import PlaygroundTesting
import UIKit
import XCTest

/// The card, as DeckTransition's README presents one: any view controller.
final class CardController: UIViewController {
    override func viewDidLoad() {
        view.accessibilityIdentifier = "card"
        view.backgroundColor = UIColor.white
    }
}

/// A screen whose button presents the card with the library's transitioning delegate, as
/// the README shows.
final class PresenterController: UIViewController {
    let deck = DeckTransitioningDelegate()

    override func viewDidLoad() {
        view.accessibilityIdentifier = "presenter"
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        let button = Button(title: "Show") { [unowned self] _ in
            let card = CardController()
            card.transitioningDelegate = deck
            card.modalPresentationStyle = .custom
            present(card, animated: true, completion: nil)
        }
        button.frame = CGRect(x: 100, y: 600, width: 200, height: 44)
        view.addSubview(button)
    }
}

struct DeckDemo: Demo {
    static let name = "deck"
    static let title = "DeckTransition"
    static let summary = "HarshilShah/DeckTransition's card, presented and dragged away"
    func makeRootViewController() -> ViewController { PresenterController() }
}

/// The library runs past its `PORT:` edits: headless, the card slides up over the window
/// and stops below its top edge, the drag moves it, and a long drag down dismisses it.
final class DeckTransitionTests: XCTestCase {
    static let script = "click 200 622\nwait 1\ndrag 200 300 200 710 0.4\nwait 1.2"

    func testTheCardPresentsAndADragDownDismissesIt() throws {
        let recording = try TransitionRecorder().record(DeckDemo.self, script: Self.script)

        let presenting = recording.frames(during: "present")
        XCTAssertFalse(presenting.isEmpty, "present(_:animated:) ran the deck presentation")
        let settled = try XCTUnwrap(presenting.last).time
        let presented = try XCTUnwrap(recording.frames.first { $0.transition == nil && $0.time > settled })
        let card = try XCTUnwrap(presented.view("card")).rect
        // The card leaves a strip at the top for the scaled-down presenting screen.
        XCTAssertGreaterThan(card.minY, 0)
        XCTAssertLessThan(card.minY, 100)
        XCTAssertEqual(card.maxY, 720, accuracy: 0.5, "the card reaches the window's bottom")

        // The finger moves from 1.0 s; the library's pan handler translates the card.
        let dragged = recording.frames.filter { $0.time > 1.05 && $0.time < 1.2 && $0.transition == nil }
        XCTAssertGreaterThan(try XCTUnwrap(dragged.last?.view("card")).rect.minY, card.minY + 10)

        XCTAssertFalse(recording.frames(during: "dismiss").isEmpty, "the drag dismissed the card")
        XCTAssertNil(recording.frames.last?.view("card"), "the card is gone at the end")
        // The library calls dismiss on every pan move past its threshold; UIKit logs each
        // repeat while the first dismissal runs, and so does the engine.
        let others = recording.frames.flatMap(\.diagnostics).filter {
            $0.kind != "transition.refused" && $0.kind != "layout.invalidConstraint"
        }
        XCTAssertEqual(others, [])
    }

    /// The library's aspect-ratio constraint,
    /// `widthAnchor.constraint(equalTo: heightAnchor, multiplier:)`, is accepted. Apple's NSLayoutDimension
    /// page: "the generic methods declared by NSLayoutAnchor must now take a matching
    /// NSLayoutDimension object" — width and height anchors are both dimensions, so UIKit
    /// accepts a width equal to a multiple of a height.
    func testTheAspectRatioConstraintIsAccepted() throws {
        let recording = try TransitionRecorder().record(DeckDemo.self, script: Self.script)
        let refused = recording.frames.flatMap(\.diagnostics).filter { $0.kind == "layout.invalidConstraint" }
        XCTAssertEqual(refused.first?.message, nil)
    }

    /// The library's rounded corners are drawn: each is a `CornerView` whose `CALayer`
    /// subclass draws a black corner piece from its animatable `radius` (8 points) in
    /// `display()`. On the presented card, a pixel in the very corner is that black piece,
    /// a pixel inside the arc is the card's white, and the frame matches its reference
    /// within the snapshot tolerance.
    func testTheCardsRoundedCornersAreDrawn() throws {
        let plain = try TransitionRecorder().record(DeckDemo.self, script: Self.script)
        let index = try XCTUnwrap(plain.frames.firstIndex { $0.time >= 0.9 }, "a frame after the presentation")
        var recorder = TransitionRecorder()
        recorder.images = .frames([index])
        let recording = try recorder.record(DeckDemo.self, script: Self.script)
        let image = try XCTUnwrap(recording.image(at: index))
        let card = try XCTUnwrap(recording.frames[index].view("card")).rect
        func luminance(_ x: Double, _ y: Double) -> Int {
            let p = image.rgba(x: Int(x), y: Int(y))
            return (p.red + p.green + p.blue) / 3
        }
        let top = card.minY.rounded(.up)
        // The corner pixel lies about 11 points from the arc's centre (8, 8) in: outside the arc.
        XCTAssertLessThan(luminance(card.minX, top), 40, "top-left corner covered by the corner piece")
        XCTAssertLessThan(luminance(card.maxX - 1, top), 40, "top-right corner covered by the corner piece")
        // 3.5 points in along both axes lies about 6.4 points from the centre: inside the arc.
        XCTAssertGreaterThan(luminance(card.minX + 3, top + 3), 215, "inside the arc: the card")
        XCTAssertGreaterThan(luminance(card.midX, top), 215, "between the corners: the card")
        assertTransitionSnapshot(image, named: "presented-card-corners")
    }

    /// The dismissal animator sets the card's frame to one whose top is the container's
    /// bottom edge, and the card slides down and out, as on an iPhone. The library's
    /// `dismissalTransitionWillBegin` switches constraints off and its
    /// `containerViewWillLayoutSubviews` animates the card to its resting frame in 0.1 s;
    /// UIKit lays the container out between the two steps, before the animator runs, so
    /// that short animation ends where the card already is and the dismissal starts from
    /// there (the engine's own tests hold that order).
    func testTheDismissedCardLeavesDownwards() throws {
        let recording = try TransitionRecorder().record(DeckDemo.self, script: Self.script)
        let dismissing = recording.frames(during: "dismiss").compactMap { $0.view("card")?.rect }
        let first = try XCTUnwrap(dismissing.first)
        XCTAssertGreaterThanOrEqual(dismissing.map(\.minY).min() ?? 0, first.minY - 1, "never moves up")
        XCTAssertGreaterThan(try XCTUnwrap(dismissing.last).minY, 400, "ends low, leaving downwards")
    }
}
