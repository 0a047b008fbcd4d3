// The README's "Write your own transition" example, compiled and run by a test.
// README.md must contain the code between the markers verbatim (ReadmeExampleTests checks).
import Foundation
import XCTest

// README-EXAMPLE-BEGIN
import Engine
import Geometry
import Transitions

/// Grows the presented card out of the centre while it fades in, and back on dismissal.
final class GrowTransition: AnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        guard let card = context.view(forKey: isPresenting ? .to : .from) else {
            return context.completeTransition(false)
        }
        let small = AffineTransform(scaleX: 0.6, y: 0.6)
        if isPresenting, let cardController = context.viewController(forKey: .to) {
            card.frame = context.finalFrame(for: cardController)
            card.transform = small
            card.alpha = 0
            context.containerView.addSubview(card)
        }
        View.animate(withDuration: transitionDuration(using: context), options: [.curveEaseOut], animations: {
            card.transform = self.isPresenting ? .identity : small
            card.alpha = self.isPresenting ? 1 : 0
        }, completion: { _ in
            // Exactly once, saying whether it finished: the window takes input again.
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// Hands out the animator both ways. The presenter keeps it: `transitioningDelegate` is weak.
final class GrowDelegate: TransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any AnimatedTransitioning)? {
        GrowTransition(isPresenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        GrowTransition(isPresenting: false)
    }
}

/// A screen whose button presents a card with the transition; tapping the card dismisses it.
final class GrowDemoController: ViewController {
    let grow = GrowDelegate()

    override func viewDidLoad() {
        let button = Button(title: "Grow") { [unowned self] _ in
            let card = ViewController()
            card.title = "card"
            card.modalPresentationStyle = .overFullScreen
            card.transitioningDelegate = grow
            card.view.addGestureRecognizer(TapGestureRecognizer { [unowned card] _ in
                card.dismiss(animated: true)
            })
            present(card, animated: true)
        }
        button.id = "present-button"
        button.frame = Rect(x: 100, y: 300, width: 200, height: 44)
        view.addSubview(button)
    }
}
// README-EXAMPLE-END

/// The README's example compiles (it is this file), does what the README says, and is the
/// same text as the README shows.
final class ReadmeExampleTests: XCTestCase {
    func testReadmeShowsThisFilesExampleVerbatim() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(contentsOf: here, encoding: .utf8)
        let begin = try XCTUnwrap(source.range(of: "// README-EXAMPLE-BEGIN\n"))
        let end = try XCTUnwrap(source.range(of: "// README-EXAMPLE-END"))
        let example = String(source[begin.upperBound..<end.lowerBound])
        let readme = try String(contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```swift\n" + example + "```\n"),
                      "README.md's example differs from Tests/AppTests/ReadmeExampleTests.swift")
    }

    func testTheExampleGrowsTheCardInAndOut() { MainActor.assumeIsolated {
        let clock = VirtualClock()
        let window = Window(size: Size(width: 400, height: 720), clock: clock)
        window.rootViewController = GrowDemoController()
        @MainActor func run(_ seconds: Double) {
            for _ in 0..<Int(seconds * 60) { clock.advance(by: 1.0 / 60); window.tick() }
        }
        window.tick()
        window.send(.pointerDown(Point(x: 200, y: 322)))
        window.send(.pointerUp(Point(x: 200, y: 322)))
        run(0.2)
        let card = window.rootView.viewWithID("vc.card")
        XCTAssertNotNil(card)
        XCTAssertEqual(window.currentTransition?.kind, .present)
        XCTAssertGreaterThan(card?.presentationAlpha ?? 0, 0.05)
        XCTAssertLessThan(card?.presentationAlpha ?? 1, 0.99, "half way it is still fading in")
        run(0.4)
        XCTAssertNil(window.currentTransition, "completeTransition was called")
        XCTAssertEqual(card?.presentationAlpha, 1)
        XCTAssertEqual(card?.presentationTransform, .identity)
        XCTAssertTrue(window.diagnostics.entries.isEmpty, "\(window.diagnostics.entries)")

        window.send(.pointerDown(Point(x: 200, y: 100)))
        window.send(.pointerUp(Point(x: 200, y: 100)))
        run(0.2)
        XCTAssertEqual(window.currentTransition?.kind, .dismiss)
        run(0.4)
        XCTAssertNil(window.currentTransition)
        XCTAssertNil(window.rootView.viewWithID("vc.card"), "the card left the window")
        XCTAssertNotNil(window.rootView.viewWithID("present-button"))
        XCTAssertTrue(window.diagnostics.entries.isEmpty, "\(window.diagnostics.entries)")
    } }
}
