import Geometry
import XCTest

@testable import Engine

private final class ShapeHost: View {
    override class var layerClass: AnyClass { ShapeLayer.self }
}

/// `CATransaction` (`LayerTransaction`) on the window's virtual clock, against Core
/// Animation's documented rules.
final class LayerTransactionTests: XCTestCase {
    @MainActor private static func shapeLayer(in h: Harness) -> ShapeLayer {
        let host = ShapeHost(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.addSubview(host)
        return host.layer as! ShapeLayer
    }

    @MainActor private static func strokeEnd(from: Double, to: Double, duration: Double) -> BasicAnimation {
        let a = BasicAnimation(keyPath: "strokeEnd")
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        return a
    }

    /// Apple, `CATransaction.setCompletionBlock(_:)`: "The completion block object that is
    /// guaranteed to be called (on the main thread) as soon as all animations subsequently
    /// added by this transaction group have completed (or have been removed.) If no
    /// animations are added before the current transaction group is committed (or the
    /// completion block is set to a different value,) the block will be invoked immediately."
    /// Checked for layer animations of several lengths: the block runs on the first frame
    /// after the longest ended, never before, and once.
    func testTheCompletionBlockWaitsForEveryAnimationAddedAfterIt() {
        MainActor.assumeIsolated {
            for durations in [[0.3], [0.2, 0.5], [0.5, 0.1, 0.3]] {
                let h = Harness()
                WindowScene.$current.withValue(WindowScene()) {
                    let layer = Self.shapeLayer(in: h)
                    var runs: [Double] = []
                    LayerTransaction.begin()
                    LayerTransaction.completionBlock = { runs.append(h.clock.now) }
                    for (i, d) in durations.enumerated() {
                        layer.add(Self.strokeEnd(from: 0, to: 1, duration: d), forKey: "a\(i)")
                    }
                    LayerTransaction.commit()
                    XCTAssertEqual(runs, [], "the block waits while animations run")
                    let longest = durations.max()!
                    while h.clock.now < longest - 1e-9 {
                        XCTAssertEqual(runs, [], "\(durations) at \(h.clock.now)")
                        h.advance(0.05)
                    }
                    h.advance(0.05)
                    XCTAssertEqual(runs.count, 1, "\(durations)")
                    XCTAssertGreaterThanOrEqual(runs.first ?? 0, longest - 1e-9)
                    h.step(10)
                    XCTAssertEqual(runs.count, 1, "the block runs once")
                }
            }
        }
    }

    /// The same rule's other branches: a transaction committed with no animation runs its
    /// block at the commit; a block replaced with none added runs when replaced; removing
    /// the animations counts as their completion; an animation added before the block was
    /// set is not waited for.
    func testTheCompletionBlockRunsAtOnceWithNothingToWaitFor() {
        MainActor.assumeIsolated {
            let h = Harness()
            WindowScene.$current.withValue(WindowScene()) {
                let layer = Self.shapeLayer(in: h)
                var log: [String] = []
                LayerTransaction.begin()
                LayerTransaction.completionBlock = { log.append("empty") }
                XCTAssertEqual(log, [])
                LayerTransaction.commit()
                XCTAssertEqual(log, ["empty"], "committed with no animation: at once")

                LayerTransaction.begin()
                LayerTransaction.completionBlock = { log.append("replaced") }
                LayerTransaction.completionBlock = { log.append("second") }
                XCTAssertEqual(log, ["empty", "replaced"], "replaced with nothing added: at once")
                layer.add(Self.strokeEnd(from: 0, to: 1, duration: 1), forKey: "long")
                LayerTransaction.commit()
                XCTAssertEqual(log.count, 2)
                h.advance(0.1)
                layer.removeAnimation(forKey: "long")
                XCTAssertEqual(log, ["empty", "replaced", "second"], "removal completes the wait")

                LayerTransaction.begin()
                layer.add(Self.strokeEnd(from: 0, to: 1, duration: 1), forKey: "before")
                LayerTransaction.completionBlock = { log.append("after") }
                LayerTransaction.commit()
                XCTAssertEqual(log.last, "after", "an animation added before the block is not waited for")
            }
        }
    }

    /// `UIView.animate` inside a transaction: UIKit's view animations are layer animations,
    /// so the block waits for them too (the pattern a message library uses to learn when two
    /// animations of one view both ended).
    func testTheCompletionBlockWaitsForViewAnimationsMadeInside() {
        MainActor.assumeIsolated {
            let h = Harness()
            WindowScene.$current.withValue(WindowScene()) {
                let box = h.addBox()
                var doneAt: Double?
                LayerTransaction.begin()
                LayerTransaction.completionBlock = { doneAt = h.clock.now }
                View.animate(withDuration: 0.2) { box.alpha = 0 }
                View.animate(withDuration: 0.4) { box.transform = AffineTransform(scaleX: 0.8, y: 0.8) }
                LayerTransaction.commit()
                h.advance(0.3)
                XCTAssertNil(doneAt, "one animation still runs")
                h.advance(0.15)
                XCTAssertEqual(doneAt ?? -1, 0.45, accuracy: 1e-9)
            }
        }
    }

    /// Nested transactions: the outer block waits for the animations added in the inner
    /// one too, the inner one's only for its own.
    func testAnOuterBlockWaitsForTheAnimationsOfNestedTransactions() {
        MainActor.assumeIsolated {
            let h = Harness()
            WindowScene.$current.withValue(WindowScene()) {
                let layer = Self.shapeLayer(in: h)
                var log: [String] = []
                LayerTransaction.begin()
                LayerTransaction.completionBlock = { log.append("outer") }
                layer.add(Self.strokeEnd(from: 0, to: 1, duration: 0.2), forKey: "outer")
                LayerTransaction.begin()
                LayerTransaction.completionBlock = { log.append("inner") }
                layer.add(Self.strokeEnd(from: 0, to: 1, duration: 0.5), forKey: "inner")
                LayerTransaction.commit()
                LayerTransaction.commit()
                h.advance(0.3)
                XCTAssertEqual(log, [])
                h.advance(0.3)
                XCTAssertEqual(log, ["inner", "outer"])
            }
        }
    }

    /// Apple, `setAnimationDuration(_:)`: "Sets the animation duration used by all
    /// animations within this transaction group." An animation that gives no duration or
    /// timing function of its own takes the transaction's (nested transactions inherit what
    /// they do not set); one that gives its own keeps it; outside a transaction the default
    /// is Core Animation's quarter second.
    func testTheTransactionsDurationAndTimingReachAnimationsThatGiveNone() {
        MainActor.assumeIsolated {
            let h = Harness()
            WindowScene.$current.withValue(WindowScene()) {
                let layer = Self.shapeLayer(in: h)
                XCTAssertEqual(LayerTransaction.animationDuration, 0.25)
                XCTAssertNil(LayerTransaction.animationTimingFunction)
                let easeIn = MediaTimingFunction(name: .easeIn)
                LayerTransaction.begin()
                LayerTransaction.animationDuration = 2
                LayerTransaction.animationTimingFunction = easeIn
                LayerTransaction.begin()
                XCTAssertEqual(LayerTransaction.animationDuration, 2, "a nested transaction inherits")
                layer.add(Self.strokeEnd(from: 0, to: 1, duration: 0), forKey: "unset")
                layer.add(Self.strokeEnd(from: 0, to: 1, duration: 0.5), forKey: "own")
                LayerTransaction.commit()
                LayerTransaction.commit()
                XCTAssertEqual(LayerTransaction.animationDuration, 0.25, "the setting ends with its transaction")
                XCTAssertEqual(layer.animation(forKey: "unset")?.duration, 2)
                XCTAssertEqual(layer.animation(forKey: "unset")?.timingFunction, easeIn)
                XCTAssertEqual(layer.animation(forKey: "own")?.duration, 0.5)
                for t in stride(from: 0.1, through: 1.9, by: 0.3) {
                    let running = layer.animation(forKey: "unset")!
                    XCTAssertEqual(running.fraction(atElapsed: t), easeIn.bezier.value(at: t / 2), accuracy: 1e-12)
                }
            }
        }
    }

    /// Apple, `kCATransactionDisableActions`: "A key whose value indicates whether implicit
    /// actions for property changes made within the transaction group are suppressed." A
    /// shape layer's `path` change (which runs its action, an animation) takes effect at
    /// once while actions are disabled, and animates again after the commit.
    func testDisabledActionsMakeChangesTakeEffectAtOnce() {
        MainActor.assumeIsolated {
            let h = Harness()
            WindowScene.$current.withValue(WindowScene()) {
                let layer = ShapeLayer()
                let pathAction = BasicAnimation(keyPath: "path")
                pathAction.duration = 1
                layer.actions = ["path": pathAction]
                h.root.layer.addSublayer(layer)
                let small = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
                let large = Path(rect: Rect(x: 0, y: 0, width: 50, height: 50))
                layer.path = small
                layer.removeAllAnimations()
                LayerTransaction.begin()
                LayerTransaction.disablesActions = true
                XCTAssertTrue(LayerTransaction.disablesActions)
                layer.path = large
                LayerTransaction.commit()
                XCTAssertNil(layer.animationKeys(), "no action ran")
                XCTAssertFalse(LayerTransaction.disablesActions)
                layer.path = small
                XCTAssertEqual(layer.animationKeys(), ["path"], "actions run again after the commit")
            }
        }
    }

    /// Outside a scene there is no transaction to open: a completion block runs at once.
    func testOutsideASceneACompletionBlockRunsAtOnce() {
        MainActor.assumeIsolated {
            var ran = false
            LayerTransaction.begin()
            LayerTransaction.completionBlock = { ran = true }
            XCTAssertTrue(ran)
            LayerTransaction.commit()
        }
    }
}
