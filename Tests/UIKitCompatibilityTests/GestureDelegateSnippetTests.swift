import PlaygroundKit
import UIKitCompatibility
import XCTest

/// A UIKit-style delegate, as an app writes it: the card's recognizers may run together,
/// but the tap must wait until the pan has failed, so a drag never also counts as a tap.
final class CardGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var pan: UIPanGestureRecognizer?

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === pan
    }

    /// Both may run together, so only the failure requirement keeps a drag from tapping.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

/// A card that dims on a tap and follows a drag (UIKit's usual pair of recognizers).
final class CardHost: UIViewController {
    let card = UIView()
    let arbiter = CardGestureDelegate()

    override func viewDidLoad() {
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        card.frame = CGRect(x: 100, y: 400, width: 200, height: 200)
        view.addSubview(card)
        let pan = UIPanGestureRecognizer { [unowned self] sender in
            let t = sender.translation(in: view)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            sender.setTranslation(.zero, in: view)
        }
        let tap = UITapGestureRecognizer { [unowned self] _ in card.alpha = card.alpha < 1 ? 1 : 0.5 }
        tap.allowableMovement = 200
        arbiter.pan = pan
        tap.delegate = arbiter
        card.addGestureRecognizer(tap)
        card.addGestureRecognizer(pan)
    }
}

/// The gesture delegate's UIKit names port unchanged and keep UIKit's rule.
final class GestureDelegateSnippetTests: XCTestCase {
    /// Apple, `gestureRecognizer(_:shouldRequireFailureOf:)`: true "to set up a dynamic
    /// failure requirement between gestureRecognizer and otherGestureRecognizer". A click
    /// taps (the pan fails on the lift, then the tap recognizes); a drag moves the card and
    /// is no tap, although the tap allows that much movement and may run with the pan.
    func testATapWaitingForThePanTapsOnAClickAndNotOnADrag() throws {
        let recording = try TransitionRecorder().record(
            script: "click 200 500\nwait 0.2\ndrag 200 500 300 500 0.3\nwait 0.2"
        ) { CardHost() }
        let clicked = try XCTUnwrap(recording.frames.first { $0.view("card")?.alpha == 0.5 })
        XCTAssertEqual(clicked.view("card")?.frame, [100, 400, 200, 200], "a click does not move the card")
        let last = try XCTUnwrap(recording.frames.last?.view("card"))
        XCTAssertEqual(last.alpha, 0.5, "the drag was not also a tap")
        XCTAssertEqual(last.frame, [200, 400, 200, 200], "the drag moved the card")
    }
}
