import Geometry
import LayerTree
import XCTest

@testable import Engine

/// Explicit animations (`CABasicAnimation`, `CAKeyframeAnimation`) of a view layer's own
/// geometry and look (`opacity`, `position`, `transform.rotation.z`, ...) drawn on the
/// window's virtual clock, as a spinner or a shake written against Core Animation needs.
final class LayerGeometryAnimationTests: XCTestCase {
    /// Apple, `CABasicAnimation`: "An object that provides basic, single-keyframe animations
    /// for a layer property." and, Core Animation Programming Guide: animations change the
    /// presentation, never the model. A rotation about z from 0 to 2 pi repeated for ever (a
    /// progress spinner's) draws the rotation `2 pi t / duration` at every frame, about the
    /// view's centre, while the model transform stays the identity.
    func testATransformRotationAnimationTurnsTheDrawnViewOnly() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            box.center = Point(x: 200, y: 150)
            let spin = BasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0.0
            spin.toValue = 2 * Double.pi
            spin.duration = 1.2
            spin.repeatCount = .infinity
            box.layer.add(spin, forKey: "progressAnimation")
            for frame in 1...150 {
                h.step()
                let t = Double(frame) / h.fps
                let angle = 2 * Double.pi * (t / 1.2 - (t / 1.2).rounded(.down))
                let expected = View.transformToSuperview(
                    center: box.center, bounds: box.bounds, transform: AffineTransform(rotationAngle: angle),
                    anchor: box.anchorPoint)
                let drawn = box.makeLayer().transform
                // Angles near a whole turn may land on either side of it: compare the matrices.
                for (d, e) in zip(
                    [drawn.a, drawn.b, drawn.c, drawn.d, drawn.tx, drawn.ty],
                    [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty])
                {
                    XCTAssertEqual(d, e, accuracy: 1e-6, "frame \(frame)")
                }
                XCTAssertEqual(box.transform, .identity, "the model is not animated")
            }
            box.layer.removeAnimation(forKey: "progressAnimation")
            XCTAssertEqual(box.makeLayer().transform, box.presentationTransformToSuperview)
        }
    }

    /// The fill rule: an ended animation that `isRemovedOnCompletion == false` keeps its end
    /// value on screen only with a `.forwards` (or `.both`) fill; otherwise the model shows
    /// again. Checked on `opacity` and `position.x` against the linear closed form.
    func testOpacityAndPositionAnimationsFollowTheirValuesAndFill() {
        MainActor.assumeIsolated {
            for fill in [MediaTimingFillMode.removed, .forwards, .backwards, .both] {
                let h = Harness()
                let box = h.addBox()
                let fade = BasicAnimation(keyPath: "opacity")
                fade.fromValue = 1.0
                fade.toValue = 0.2
                fade.duration = 0.5
                fade.fillMode = fill
                fade.isRemovedOnCompletion = false
                let slide = BasicAnimation(keyPath: "position.x")
                slide.toValue = 250.0
                slide.duration = 0.5
                slide.fillMode = fill
                slide.isRemovedOnCompletion = false
                box.layer.add(fade, forKey: "fade")
                box.layer.add(slide, forKey: "slide")
                let startX = box.center.x
                for frame in 1...29 {
                    h.step()
                    let f = Double(frame) / h.fps / 0.5
                    let node = box.makeLayer()
                    XCTAssertEqual(node.opacity, 1 + (0.2 - 1) * f, accuracy: 1e-9, "\(fill) frame \(frame)")
                    let x = node.transform.tx + box.bounds.width / 2
                    XCTAssertEqual(x, startX + (250 - startX) * f, accuracy: 1e-9, "\(fill) frame \(frame)")
                }
                h.step(5)
                let holds = fill == .forwards || fill == .both
                let node = box.makeLayer()
                XCTAssertEqual(node.opacity, holds ? 0.2 : 1, accuracy: 1e-9, "\(fill)")
                XCTAssertEqual(node.transform.tx + 50, holds ? 250 : startX, accuracy: 1e-9, "\(fill)")
                XCTAssertEqual(box.alpha, 1)
                XCTAssertEqual(box.center.x, startX)
            }
        }
    }

    /// An animation kept on the layer after its end (`isRemovedOnCompletion = false`, a
    /// `.forwards` fill) holds its end value and costs no more frames: Apple, "When true, the
    /// animation is removed from the target layer's render tree once its active duration has
    /// passed"; kept, it is done all the same. UBottomSheet's shadow fade kept the window
    /// ticking until its recording's 60-second limit.
    func testAKeptFinishedAnimationLetsTheWindowRest() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 0.5
            fade.duration = 0.3
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            box.layer.add(fade, forKey: "fadeout")
            _ = box.makeLayer()
            h.step()
            XCTAssertTrue(h.window.isAnimating, "running while it plays")
            h.step(60)
            // A frame as the run loop makes it: tick, draw, then ask whether to go on.
            for _ in 0..<3 {
                h.step()
                XCTAssertEqual(box.makeLayer().opacity, 0.5, accuracy: 1e-9, "the end value holds")
                XCTAssertFalse(h.window.isAnimating, "nothing left to play")
            }
        }
    }

    /// Apple, `CAAnimationCalculationMode.discrete`: "Each keyframe value is used in turn, no
    /// interpolated values are calculated." A stepped spinner (eight keyframes of a turn
    /// about z) draws each value from its key time to the next, never one in between.
    func testADiscreteKeyframeRotationStepsThroughItsValues() {
        MainActor.assumeIsolated {
            let h = Harness()
            let box = h.addBox()
            let steps = (0..<8).map { Double($0) * Double.pi / 4 }
            let spin = KeyframeAnimation(keyPath: "transform.rotation.z")
            spin.values = steps
            spin.keyTimes = (0...8).map { Double($0) / 8 }
            spin.calculationMode = .discrete
            spin.duration = 0.8
            spin.repeatCount = .infinity
            box.layer.add(spin, forKey: "progressAnimation")
            for frame in 1...96 {
                h.step()
                let t = Double(frame) / h.fps
                let local = t.truncatingRemainder(dividingBy: 0.8) / 0.8
                // A frame within rounding of a key time may take either neighbour.
                guard abs(local * 8 - (local * 8).rounded()) > 1e-6 else { continue }
                let expected = steps[min(Int(local * 8), 7)]
                let drawn = box.makeLayer().transform
                XCTAssertEqual(drawn.a, cos(expected), accuracy: 1e-9, "frame \(frame)")
                XCTAssertEqual(drawn.b, sin(expected), accuracy: 1e-9, "frame \(frame)")
            }
        }
    }

    /// Taking a transform apart and putting it back gives it again (no shear), for random
    /// scales, rotations and translations; each field read is the one put in.
    func testTransformPartsRoundTrip() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let sx = Double.random(in: 0.1...4, using: &rng)
            let sy = Double.random(in: 0.1...4, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            let angle = Double.random(in: -3...3, using: &rng)
            let (tx, ty) = (Double.random(in: -50...50, using: &rng), Double.random(in: -50...50, using: &rng))
            let t = AffineTransform(scaleX: sx, y: sy).concatenating(AffineTransform(rotationAngle: angle))
                .concatenating(AffineTransform(translationX: tx, y: ty))
            let parts = TransformParts(t)
            XCTAssertEqual(parts.scaleX, sx, accuracy: 1e-9)
            XCTAssertEqual(parts.scaleY, sy, accuracy: 1e-9)
            XCTAssertEqual(parts.rotation, angle, accuracy: 1e-9)
            XCTAssertEqual(parts["transform.translation.x"] ?? .nan, tx, accuracy: 1e-12)
            let back = parts.transform
            for (a, b) in zip([back.a, back.b, back.c, back.d, back.tx, back.ty], [t.a, t.b, t.c, t.d, t.tx, t.ty]) {
                XCTAssertEqual(a, b, accuracy: 1e-9)
            }
        }
    }

    /// Apple, `CAMediaTiming.beginTime`: "Specifies the begin time of the receiver in
    /// relation to its parent object, if applicable." An activity indicator staggers its
    /// dots with `beginTime = CACurrentMediaTime() + offset`: before its begin time a dot
    /// draws its model opacity (or, with a `.backwards` fill, the start value), then follows
    /// the animation from its own start; a group's child starts its begin time after the group.
    func testBeginTimeStartsAnAnimationLater() {
        MainActor.assumeIsolated {
            let h = Harness()
            let offsets = [0.0, 0.12, 0.24]
            let dots = offsets.map { _ in h.addBox() }
            for (dot, offset) in zip(dots, offsets) {
                let fade = BasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.0
                fade.toValue = 1.0
                fade.duration = 0.5
                fade.beginTime = h.clock.now + offset
                fade.fillMode = offset == 0.24 ? .backwards : .removed
                dot.layer.add(fade, forKey: "fade")
            }
            let grouped = h.addBox()
            let child = BasicAnimation(keyPath: "opacity")
            child.fromValue = 0.0
            child.toValue = 1.0
            child.duration = 0.5
            child.beginTime = 0.12
            let group = LayerAnimationGroup()
            group.animations = [child]
            group.duration = 1
            grouped.layer.add(group, forKey: "group")
            for frame in 1...50 {
                h.step()
                let t = Double(frame) / h.fps
                for (dot, offset) in zip(dots, offsets) {
                    let local = t - offset
                    let expected = local < 0 ? (offset == 0.24 ? 0 : 1) : (local >= 0.5 ? 1 : local / 0.5)
                    XCTAssertEqual(
                        dot.makeLayer().opacity, expected, accuracy: 1e-9, "offset \(offset), frame \(frame)")
                }
                let local = t - 0.12
                let expected = local < 0 ? 1 : (local >= 0.5 ? 1 : local / 0.5)
                XCTAssertEqual(grouped.makeLayer().opacity, expected, accuracy: 1e-9, "group child, frame \(frame)")
            }
        }
    }

    /// Apple, `CAKeyframeAnimation.path`: "The path for a point-based property to follow."
    /// A dot orbiting on a circle (`position` along an oval path, linear, as an orbit
    /// indicator does) is drawn on the circle, at an angle that grows evenly with time;
    /// a rectangle's path takes it along the sides at an even speed.
    func testAPathKeyframeAnimationMovesAPointAlongThePath() {
        MainActor.assumeIsolated {
            let h = Harness()
            let dot = h.addBox()
            dot.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
            let orbit = KeyframeAnimation(keyPath: "position")
            orbit.path = Path(ovalIn: Rect(x: 100, y: 50, width: 100, height: 100))
            orbit.duration = 1
            orbit.repeatCount = .infinity
            dot.layer.add(orbit, forKey: "orbit")
            for frame in 1...59 {
                h.step()
                let t = Double(frame) / h.fps
                let node = dot.makeLayer().transform
                let (x, y) = (node.tx + 5, node.ty + 5)
                XCTAssertEqual(((x - 150) * (x - 150) + (y - 100) * (y - 100)).squareRoot(), 50, accuracy: 0.02)
                var angle = atan2(y - 100, x - 150)
                if angle < -1e-9 { angle += 2 * .pi }
                XCTAssertEqual(angle, 2 * .pi * t, accuracy: 2e-3, "frame \(frame)")
            }
            let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
            for (u, expected) in [
                (0.0, Point(x: 0, y: 0)), (0.125, Point(x: 5, y: 0)), (0.5, Point(x: 10, y: 10)),
                (0.875, Point(x: 0, y: 5)),
            ] {
                let p = KeyframeAnimation.point(along: square, at: u)
                XCTAssertEqual(p?.x ?? .nan, expected.x, accuracy: 1e-9)
                XCTAssertEqual(p?.y ?? .nan, expected.y, accuracy: 1e-9)
            }
        }
    }
}
