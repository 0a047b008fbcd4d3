import Engine
import Foundation
import Geometry
import Renderer
import Transitions
import XCTest

@testable import PlaygroundKit

/// Escape back to the catalog while a demo has something presented, during the
/// presentation and after it: everything of the old screen must be freed, or every such
/// visit leaks the demo, its presented controller and their views.
///
/// Apple's rule for the objects in play ("UIPresentationController", developer docs): "From
/// the time a view controller is presented until the time it's dismissed, UIKit uses a
/// presentation controller to manage various aspects of the presentation process for that
/// view controller."
/// The presentation controller lives as long as the presentation does; when the screen that
/// holds the presentation goes away, nothing may keep either alive.
final class LeaveDemoFreesPresentationTests: XCTestCase {
    /// The weakly held pieces of one visit, by name, for the failure message.
    private final class Watched {
        private var objects: [(name: String, ref: Weak)] = []
        func watch(_ name: String, _ object: AnyObject?) {
            XCTAssertNotNil(object, "\(name) exists while the demo is up")
            objects.append((name, Weak(object)))
        }
        var alive: [String] { objects.filter { $0.ref.object != nil }.map(\.name) }
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    /// Custom (dimming sheet), custom (popping card) and full-screen presentations.
    private static let demos = ["bottom-sheet", "popping", "fade"]

    func testEscapeDuringThePresentationFreesTheDemo() throws {
        try MainActor.assumeIsolated {
            for demo in Self.demos { try Self.visit(demo, escapeMidTransition: true) }
        }
    }

    func testEscapeAfterThePresentationFreesTheDemo() throws {
        try MainActor.assumeIsolated {
            for demo in Self.demos { try Self.visit(demo, escapeMidTransition: false) }
        }
    }

    /// Every demo, whatever its `present-button` starts (a push, a tab change, a sheet),
    /// leaves nothing behind either.
    func testEscapeFromEveryDemoFreesIt() throws {
        try MainActor.assumeIsolated {
            for demo in PlaygroundDemo.catalog.map(\.name) {
                for mid in [true, false] { try Self.visit(demo, escapeMidTransition: mid, presents: false) }
            }
        }
    }

    /// Opens `demo` headless, presses its `present-button`, leaves with Escape (while the
    /// transition runs or once it has ended) and checks that every piece of the visit was
    /// freed. With `presents` false the demo need not present anything.
    @MainActor
    private static func visit(_ demo: String, escapeMidTransition: Bool, presents: Bool = true) throws {
        let clock = VirtualClock()
        let size = Size(width: 400, height: 720)
        let session = PlaygroundSession(
            demos: PlaygroundDemo.catalog, screen: .demo(demo), size: size, clock: clock,
            textMeasurer: nil, trace: nil, deterministic: true)
        session.handle(.resize(size))
        func step(_ n: Int = 1) {
            for _ in 0..<n {
                _ = session.layerTree(at: clock.now)
                clock.advance(by: 1.0 / 20)
            }
        }
        let watched = Watched()
        do {
            let entry = try XCTUnwrap(
                ViewTreeSnapshot.entries(of: session.window).first { $0.id == "present-button" }, demo)
            let p = Point(x: entry.onScreen.frame.midX, y: entry.onScreen.frame.midY)
            session.handle(.pointerDown(p))
            step()
            session.handle(.pointerUp(p))
            step(escapeMidTransition ? 2 : 40)
            let window = session.window
            let root = try XCTUnwrap(window.rootViewController, demo)
            watched.watch("window", window)
            watched.watch("root controller", root)
            if escapeMidTransition {
                if presents { XCTAssertNotNil(window.currentTransitionContext, "\(demo): the presentation runs") }
                if let context = window.currentTransitionContext {
                    watched.watch("transition context", context)
                    watched.watch("transition coordinator", context.viewController(forKey: .to)?.transitionCoordinator)
                }
            } else if presents {
                XCTAssertNil(window.currentTransitionContext, "\(demo): the presentation has ended")
            }
            if presents || root.presentedViewController != nil {
                let presented = try XCTUnwrap(root.presentedViewController, demo)
                let pc = try XCTUnwrap(presented.presentationController, demo)
                watched.watch("presented controller", presented)
                watched.watch("presented view", presented.viewIfLoaded)
                watched.watch("presentation controller", pc)
                watched.watch("container view", pc.containerView)
                if let dimming = pc as? DimmingPresentationController {
                    watched.watch("dimming view", dimming.dimmingView)
                }
            }
        }
        session.handle(.key("Escape"))
        step(3)
        XCTAssertEqual(session.screen, .catalog, demo)
        XCTAssertNil(session.banner.text, "\(demo): ending the old screen is no animator's mistake")
        let when = escapeMidTransition ? "during" : "after"
        XCTAssertEqual(watched.alive, [], "\(demo): still alive after Escape \(when) the presentation")
    }
}
