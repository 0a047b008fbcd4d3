import Geometry
import XCTest

@testable import Engine

/// UIKit Dynamics' animator rules: snapping, collisions, coming to rest and telling its
/// delegate, and the same motion on every run.
final class DynamicAnimatorTests: XCTestCase {
    @MainActor
    private final class Recorder: DynamicAnimatorDelegate, CollisionBehaviorDelegate {
        var events: [String] = []
        func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { events.append("resume") }
        func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { events.append("pause") }
        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: AnyHashable?, at point: Point
        ) { events.append("began \(identifier.map { "\($0)" } ?? "bounds")") }
        func collisionBehavior(
            _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: AnyHashable?
        ) { events.append("ended \(identifier.map { "\($0)" } ?? "bounds")") }
    }

    @MainActor
    private static func addItem(_ h: Harness, size: Size = Size(width: 100, height: 100), center: Point) -> View {
        let v = View(frame: Rect(origin: .zero, size: size))
        v.center = center
        h.root.addSubview(v)
        return v
    }

    /// Runs until the animator pauses (or `limit` seconds); returns the seconds it ran.
    @MainActor
    @discardableResult
    private static func runToRest(_ h: Harness, _ animator: DynamicAnimator, limit: Double = 20) -> Double {
        var t = 0.0
        while animator.isRunning, t < limit {
            h.step()
            t += 1 / h.fps
        }
        return t
    }

    /// Apple, `UISnapBehavior`: "A spring-like behavior whose initial motion is damped over
    /// time so that the object settles at a specific point"; `damping`: "The valid range for
    /// damping extends from 0.0, for maximum oscillation, through 1.0, for minimum
    /// oscillation. The default value is 0.5." The item ends at the point, upright, and the
    /// animator pauses; with damping 1 it never passes the point, with less it does.
    func testSnapSettlesAtThePointAndLessDampingOvershootsMore() {
        MainActor.assumeIsolated {
            var overshoots: [Double] = []
            for damping in [1.0, 0.5, 0.2] {
                let h = Harness(size: Size(width: 800, height: 600))
                let item = Self.addItem(h, center: Point(x: 100, y: 100))
                item.transform = AffineTransform(rotationAngle: 0.4)
                let animator = DynamicAnimator(referenceView: h.root)
                let target = Point(x: 500, y: 400)
                let snap = SnapBehavior(item: item, snapTo: target)
                snap.damping = damping
                animator.addBehavior(snap)
                var farthest = 0.0
                let t = Self.runToRest(h, animator) { farthest = max(farthest, item.center.x - target.x) }
                XCTAssertFalse(animator.isRunning, "damping \(damping): paused at rest after \(t) s")
                assertClose(item.center, target, 0.5, "settled at the snap point")
                XCTAssertEqual(atan2(item.transform.b, item.transform.a), 0, accuracy: 0.01, "and upright")
                overshoots.append(farthest)
            }
            XCTAssertLessThan(overshoots[0], 0.5, "damping 1 does not pass the point")
            XCTAssertGreaterThan(overshoots[1], overshoots[0] + 1)
            XCTAssertGreaterThan(overshoots[2], overshoots[1] + 1)
        }
    }

    /// Apple, `UICollisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with:)`:
    /// "Specifies a collision boundary based on the bounds of the animation reference
    /// system". An item that falls onto it stops at the edge (no deeper than the solver's
    /// slop) and the animator pauses; `UIDynamicItemBehavior.elasticity`: "Valid range is
    /// from 0.0 for no bounce upon collision, to 1.0 for completely elastic collisions":
    /// rebound speed e v, so the first bounce rises e² of the drop.
    func testReferenceBoundsStopAnItemAndElasticityGivesTheBounceHeight() {
        MainActor.assumeIsolated {
            for elasticity in [0.0, 0.3, 0.6] {
                let h = Harness(size: Size(width: 400, height: 600), fps: 240)
                let item = Self.addItem(h, center: Point(x: 200, y: 150))
                let animator = DynamicAnimator(referenceView: h.root)
                let collision = CollisionBehavior(items: [item])
                collision.setTranslatesReferenceBoundsIntoBoundary(
                    with: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
                let properties = DynamicItemBehavior(items: [item])
                properties.elasticity = elasticity
                for b in [GravityBehavior(items: [item]), collision, properties] { animator.addBehavior(b) }
                let floor = 600.0 - 20 - 50
                let drop = floor - 150
                // The first bounce: from the first upward velocity to the next downward one.
                var phase = 0
                var apex = floor
                Self.runToRest(h, animator) {
                    let vy = properties.linearVelocity(for: item).y
                    if phase == 0, vy < 0 { phase = 1 }
                    if phase == 1 {
                        apex = min(apex, item.center.y)
                        if vy > 0 { phase = 2 }
                    }
                }
                XCTAssertFalse(animator.isRunning, "e \(elasticity): at rest on the boundary")
                XCTAssertEqual(item.center.y, floor, accuracy: 0.3, "stopped at the edge")
                XCTAssertEqual(item.center.x, 200, accuracy: 1e-6)
                let rise = floor - apex
                XCTAssertEqual(
                    rise, elasticity * elasticity * drop, accuracy: 0.03 * drop + 1, "bounce of e \(elasticity)")
            }
        }
    }

    /// Apple, `UICollisionBehavior.addBoundary(withIdentifier:from:to:)` adds a line items
    /// collide with; `UICollisionBehaviorDelegate` hears when contact begins and ends.
    /// A tilted item falling on a segment comes to rest lying flat on it.
    func testABoundarySegmentCatchesAnItemAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 800, height: 800))
            let item = Self.addItem(h, size: Size(width: 120, height: 60), center: Point(x: 400, y: 100))
            item.transform = AffineTransform(rotationAngle: 0.3)
            let animator = DynamicAnimator(referenceView: h.root)
            let recorder = Recorder()
            animator.delegate = recorder
            let collision = CollisionBehavior(items: [item])
            collision.addBoundary(withIdentifier: "shelf", from: Point(x: 100, y: 500), to: Point(x: 700, y: 500))
            collision.collisionDelegate = recorder
            let properties = DynamicItemBehavior(items: [item])
            properties.friction = 0.5
            for b in [GravityBehavior(items: [item]), collision, properties] { animator.addBehavior(b) }
            Self.runToRest(h, animator)
            XCTAssertFalse(animator.isRunning)
            let angle = atan2(item.transform.b, item.transform.a)
            let turns = (angle / Double.pi).rounded()
            XCTAssertEqual(angle, turns * Double.pi, accuracy: 0.02, "lying flat on a long side")
            XCTAssertEqual(item.center.y, 500 - 30, accuracy: 0.5, "resting on the segment")
            XCTAssertEqual(recorder.events.first, "resume")
            XCTAssertEqual(recorder.events.last, "pause")
            XCTAssertEqual(recorder.events.filter { $0 == "pause" }.count, 1, "one pause at rest")
            XCTAssertTrue(recorder.events.contains("began shelf"))
            XCTAssertEqual(collision.boundaryIdentifiers, ["shelf"])
        }
    }

    /// Apple, `UIDynamicAnimatorDelegate`: `dynamicAnimatorWillResume(_:)` is "Called when a
    /// dynamic animator is about to resume the animations for its behaviors' associated
    /// dynamic items" and `dynamicAnimatorDidPause(_:)` "when a dynamic animator pauses the
    /// animations". At rest it stops stepping (the window may sleep); a velocity added
    /// through `UIDynamicItemBehavior` ("to confer a velocity to a dynamic item to match
    /// the ending velocity of a user gesture") wakes it, and it pauses again.
    func testTheAnimatorPausesAtRestAndResumesWhenGivenVelocity() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 800, height: 600))
            let item = Self.addItem(h, center: Point(x: 200, y: 200))
            let animator = DynamicAnimator(referenceView: h.root)
            let recorder = Recorder()
            animator.delegate = recorder
            XCTAssertFalse(animator.isRunning, "nothing to run before a behavior")
            let properties = DynamicItemBehavior(items: [item])
            properties.resistance = 4
            var actions = 0
            properties.action = { actions += 1 }
            animator.addBehavior(properties)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(recorder.events, ["resume"])
            Self.runToRest(h, animator)
            XCTAssertEqual(recorder.events, ["resume", "pause"], "still from the start: pauses once")
            XCTAssertFalse(h.window.isAnimating, "a paused animator keeps no frame coming")
            let steps = actions
            XCTAssertEqual(Double(steps) * animator.stepInterval, animator.elapsedTime, accuracy: 1e-9)

            properties.addLinearVelocity(Point(x: 300, y: 0), for: item)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(recorder.events, ["resume", "pause", "resume"])
            Self.runToRest(h, animator)
            XCTAssertEqual(recorder.events, ["resume", "pause", "resume", "pause"])
            // Resistance r decays speed as e^(-r t): the item coasts v / r.
            XCTAssertEqual(item.center.x, 200 + 300 / 4, accuracy: 2)
            XCTAssertGreaterThan(actions, steps, "the action runs every step")

            animator.removeAllBehaviors()
            XCTAssertTrue(animator.behaviors.isEmpty)
            XCTAssertFalse(animator.isRunning)
        }
    }

    /// Apple, `UIDynamicItemBehavior.density`: "In an elastic collision, these items exhibit
    /// a natural conservation of momentum according to their relative masses." Head on,
    /// with elasticity 1, item one (mass m1, speed v) and item two (at rest, twice the mass)
    /// leave with (m1 - m2) v / (m1 + m2) and 2 m1 v / (m1 + m2); with `collisionMode`
    /// `.boundaries` they pass through each other.
    func testItemsCollideElasticallyWithMomentumConservedOnlyInItemsMode() {
        MainActor.assumeIsolated {
            for mode in [CollisionBehavior.Mode.everything, .items, .boundaries] {
                let h = Harness(size: Size(width: 1000, height: 600), fps: 240)
                let a = Self.addItem(h, center: Point(x: 200, y: 300))
                let b = Self.addItem(h, size: Size(width: 100, height: 200), center: Point(x: 500, y: 300))
                let animator = DynamicAnimator(referenceView: h.root)
                let collision = CollisionBehavior(items: [a, b])
                collision.collisionMode = mode
                let properties = DynamicItemBehavior(items: [a, b])
                properties.elasticity = 1
                properties.addLinearVelocity(Point(x: 300, y: 0), for: a)
                animator.addBehavior(collision)
                animator.addBehavior(properties)
                h.step(240)
                let va = properties.linearVelocity(for: a)
                let vb = properties.linearVelocity(for: b)
                if mode == .boundaries {
                    XCTAssertEqual(va.x, 300, accuracy: 1e-9, "no item collisions in .boundaries")
                    XCTAssertEqual(vb.x, 0, accuracy: 1e-9)
                    continue
                }
                XCTAssertEqual(va.x, -100, accuracy: 3, "m1 = 1, m2 = 2: (1 - 2) / 3 of 300")
                XCTAssertEqual(vb.x, 200, accuracy: 3, "2 / 3 of 300")
                XCTAssertEqual(va.x + 2 * vb.x, 300, accuracy: 1e-6, "momentum")
                XCTAssertEqual(properties.angularVelocity(for: a), 0, accuracy: 1e-6, "head on: no spin")
            }
        }
    }

    /// Apple, `UIDynamicBehavior.childBehaviors`: a behavior composed of others; adding it
    /// to an animator adds its children, whose `dynamicAnimator` is then that animator,
    /// and removing it removes them.
    func testChildBehaviorsActWithTheirParent() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 800, height: 800))
            let item = Self.addItem(h, center: Point(x: 200, y: 200))
            let animator = DynamicAnimator(referenceView: h.root)
            let parent = DynamicBehavior()
            let gravity = GravityBehavior(items: [item])
            parent.addChildBehavior(gravity)
            XCTAssertNil(gravity.dynamicAnimator)
            animator.addBehavior(parent)
            XCTAssertTrue(gravity.dynamicAnimator === animator)
            XCTAssertEqual(animator.behaviors.count, 1, "only the parent is listed")
            h.step(30)
            XCTAssertGreaterThan(item.center.y, 300, "the child's gravity acts")
            animator.removeBehavior(parent)
            XCTAssertNil(gravity.dynamicAnimator)
            XCTAssertFalse(animator.isRunning, "no items left to move")
            let y = item.center.y
            h.step(30)
            XCTAssertEqual(item.center.y, y, "nothing moves it any more")
        }
    }

    /// An animator set up before its reference view is on screen (UIKit code does it in
    /// `viewDidLoad`) runs once the view is in a window, from that moment on.
    func testAnAnimatorMadeOffScreenStartsWhenItsViewIsShown() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 800, height: 800), fps: 240)
            let container = View(frame: Rect(x: 0, y: 0, width: 800, height: 800))
            let item = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
            container.addSubview(item)
            let animator = DynamicAnimator(referenceView: container)
            animator.addBehavior(GravityBehavior(items: [item]))
            h.step(24)
            XCTAssertEqual(item.center.y, 125, "nothing moves off screen")
            XCTAssertEqual(animator.elapsedTime, 0)
            h.root.addSubview(container)
            h.step(240)
            XCTAssertEqual(animator.elapsedTime, 1, accuracy: 1e-9, "a second of steps after it was shown")
            XCTAssertEqual(item.center.y, 125 + 500, accuracy: 1000 * animator.stepInterval / 2 + 1e-6)
        }
    }

    /// The same behaviors on the same virtual clock give the same motion, bit for bit.
    func testTheSameRunGivesTheSameMotion() {
        MainActor.assumeIsolated {
            @MainActor func run() -> [Double] {
                let h = Harness(size: Size(width: 400, height: 400))
                let a = Self.addItem(h, size: Size(width: 60, height: 40), center: Point(x: 150, y: 80))
                let b = Self.addItem(h, size: Size(width: 50, height: 90), center: Point(x: 190, y: 250))
                let animator = DynamicAnimator(referenceView: h.root)
                let collision = CollisionBehavior(items: [a, b])
                collision.translatesReferenceBoundsIntoBoundary = true
                let properties = DynamicItemBehavior(items: [a, b])
                properties.elasticity = 0.4
                properties.addAngularVelocity(3, for: a)
                for x in [GravityBehavior(items: [a, b]), collision, properties] { animator.addBehavior(x) }
                var trace: [Double] = []
                for _ in 0..<180 {
                    h.step()
                    trace += [a.center.x, a.center.y, a.transform.b, b.center.x, b.center.y, b.transform.b]
                }
                return trace
            }
            let first = run()
            XCTAssertEqual(first.map(\.bitPattern), run().map(\.bitPattern))
            XCTAssertGreaterThan(first[first.count - 5], 300, "both items fell onto the floor")
        }
    }
}

extension DynamicAnimatorTests {
    /// `runToRest` with a check after every frame.
    @MainActor
    @discardableResult
    fileprivate static func runToRest(_ h: Harness, _ animator: DynamicAnimator, limit: Double = 20, each: () -> Void)
        -> Double
    {
        var t = 0.0
        while animator.isRunning, t < limit {
            h.step()
            each()
            t += 1 / h.fps
        }
        return t
    }
}
