import Foundation
import PlaygroundKit
import UIKitCompatibility
import XCTest

private final class Badge: UIView {
    var cellHeight: CGFloat = 30
}

/// Core Animation and appearance code as UIKit libraries write it (a HUD's spinner, a
/// message view's transaction, a drop-down's appearance defaults, a forced dark style, a
/// transform inverted as a value), through the UIKit names.
final class CoreAnimationPortTests: XCTestCase {
    /// A HUD's stepped spinner, written as PKHUD writes it: a `CAKeyframeAnimation` of
    /// `transform.rotation.z` with `NSNumber` values and key times, `.discrete`, repeated
    /// `Float(INT_MAX)` times, added to an image view's layer. Apple,
    /// `CAAnimationCalculationMode.discrete`: "Each keyframe value is used in turn, no
    /// interpolated values are calculated." Every frame draws the view turned by one of the
    /// values (a whole twelfth of a turn), the values come in turn, every one of them within
    /// a pass, and the model transform stays the identity.
    func testAKeyframeSpinnerWithNumbersTurnsTheDrawnView() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 200, height: 200), clock: clock)
            let spinner = UIImageView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
            window.rootView.addSubview(spinner)
            let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            animation.values = (0...12).map { NSNumber(value: Double($0) * .pi / 6) }
            animation.keyTimes = (0...12).map { NSNumber(value: Double($0) / 12) }
            animation.duration = 1.2
            animation.calculationMode = .discrete
            animation.repeatCount = Float(INT_MAX)
            spinner.layer.add(animation, forKey: "progressAnimation")
            var steps: [Int] = []
            for _ in 1...72 {
                clock.advance(by: 1.0 / 60)
                window.tick()
                let drawn = spinner.makeLayer().transform
                let twelfths = atan2(drawn.b, drawn.a) / (.pi / 6)
                XCTAssertEqual(twelfths, twelfths.rounded(), accuracy: 1e-9, "a value, never one in between")
                XCTAssertEqual(drawn.a * drawn.a + drawn.b * drawn.b, 1, accuracy: 1e-9, "turned, not scaled")
                let step = (Int(twelfths.rounded()) + 12) % 12
                if steps.last != step { steps.append(step) }
            }
            XCTAssertEqual(Set(steps), Set(0..<12), "every value within a pass")
            for (a, b) in zip(steps, steps.dropFirst()) { XCTAssertEqual(b, (a + 1) % 12, "in turn") }
            XCTAssertEqual(spinner.transform, .identity)
        }
    }

    /// A message view's hide, as SwiftMessages writes it: two `UIView.animate` calls inside
    /// a `CATransaction` whose completion block resets the view. Apple,
    /// `setCompletionBlock(_:)`: the block is "called ... as soon as all animations
    /// subsequently added by this transaction group have completed". It runs once, after
    /// the longer of the two.
    func testATransactionsCompletionWaitsForBothViewAnimations() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let scene = WindowScene()
            WindowScene.$current.withValue(scene) {
                let window = UIWindow(size: CGSize(width: 200, height: 200), clock: clock)
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
                window.rootView.addSubview(view)
                var completions: [Double] = []
                CATransaction.begin()
                CATransaction.setCompletionBlock {
                    view.alpha = 1
                    view.transform = .identity
                    completions.append(clock.now)
                }
                UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .curveEaseIn]) {
                    view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                }
                UIView.animate(withDuration: 0.3, delay: 0, options: [.beginFromCurrentState, .curveEaseIn]) {
                    view.alpha = 0
                }
                CATransaction.commit()
                for _ in 0..<30 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                }
                XCTAssertEqual(completions.count, 1)
                XCTAssertEqual(completions.first ?? 0, 0.3, accuracy: 1 / 60 + 1e-9)
                XCTAssertEqual(view.alpha, 1)
            }
        }
    }

    /// A drop-down's defaults, as DropDown writes them: `DropDown.appearance()` with its own
    /// property set; a drop-down shown afterwards takes it.
    func testAppearanceReachesALibrarysOwnProperty() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let window = UIWindow(size: CGSize(width: 200, height: 200), clock: VirtualClock())
                let appearance = Badge.appearance()
                appearance.cellHeight = 44
                appearance.backgroundColor = .systemTeal
                let badge = Badge(frame: .zero)
                window.rootView.addSubview(badge)
                XCTAssertEqual(badge.cellHeight, 44)
                XCTAssertEqual(badge.backgroundColor, .systemTeal)
            }
        }
    }

    /// A window forced dark, as SwiftMessages does with `window.overrideUserInterfaceStyle`,
    /// and a toast reading `traitCollection.userInterfaceStyle == .light` to pick its colour.
    func testAWindowsDarkOverrideReachesItsViewsTraits() {
        MainActor.assumeIsolated {
            let window = UIWindow(size: CGSize(width: 200, height: 200), clock: VirtualClock())
            let toast = UIView(frame: .zero)
            window.rootView.addSubview(toast)
            XCTAssertTrue(toast.traitCollection.userInterfaceStyle == .light)
            let style: UIUserInterfaceStyle = .dark
            window.overrideUserInterfaceStyle = style
            XCTAssertEqual(toast.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(UIUserInterfaceStyle(rawValue: 2), .dark)
        }
    }

    /// A transform inverted as a value, as CFAlertViewController writes it, and
    /// `CGAffineTransformInvert`'s rule for one that cannot be: "the affine transform is
    /// returned unchanged".
    func testInvertedIsAValue() {
        let scale = CGAffineTransform(scaleX: 2, y: 4)
        let back: CGAffineTransform = scale.inverted()
        XCTAssertEqual(CGPoint(x: 3, y: 5).applying(scale).applying(back), CGPoint(x: 3, y: 5))
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(flat.inverted(), flat)
    }

    /// An activity indicator's zig-zag, as NVActivityIndicatorView writes it: a
    /// `CAKeyframeAnimation` of `transform` through `NSValue(caTransform3D:)` translations,
    /// linear, repeated `HUGE` times, with offsets read by `NSCoder.cgPoint(for:)`. The drawn
    /// translation follows the keyframes' straight lines (Apple,
    /// `CAAnimationCalculationMode.linear`: "Simple linear calculation between keyframe
    /// values.") and a boxed matrix reads back as itself.
    func testBoxedTransformKeyframesMoveTheDrawnView() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 200, height: 200), clock: clock)
            let dot = UIView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
            window.rootView.addSubview(dot)
            let offset = NSCoder.cgPoint(for: "{12, -6}")
            XCTAssertEqual(offset, CGPoint(x: 12, y: -6))
            let corners = [CGPoint.zero, offset, CGPoint(x: -offset.x, y: offset.y), .zero]
            let boxed = corners.map { NSValue(caTransform3D: CATransform3DMakeTranslation($0.x, $0.y, 0)) }
            XCTAssertEqual(boxed[1].caTransform3DValue, CATransform3DMakeTranslation(12, -6, 0))
            let zigzag = CAKeyframeAnimation(keyPath: "transform")
            zigzag.values = boxed
            zigzag.keyTimes = [0, 0.33, 0.66, 1]
            zigzag.duration = 0.7
            zigzag.repeatCount = HUGE
            zigzag.timingFunction = CAMediaTimingFunction(name: .linear)
            dot.layer.add(zigzag, forKey: "animation")
            let rest = dot.makeLayer().transform
            XCTAssertEqual(rest, dot.presentationTransformToSuperview)
            for frame in 1...120 {
                clock.advance(by: 1.0 / 60)
                window.tick()
                let f = (Double(frame) / 60).truncatingRemainder(dividingBy: 0.7) / 0.7
                let times = [0, 0.33, 0.66, 1.0]
                let i = min((1..<4).first { f < times[$0] } ?? 3, 3) - 1
                let local = (f - times[i]) / (times[i + 1] - times[i])
                let x = corners[i].x + (corners[i + 1].x - corners[i].x) * local
                let y = corners[i].y + (corners[i + 1].y - corners[i].y) * local
                let drawn = dot.makeLayer().transform
                XCTAssertEqual(drawn.tx - rest.tx, x, accuracy: 1e-6, "frame \(frame)")
                XCTAssertEqual(drawn.ty - rest.ty, y, accuracy: 1e-6, "frame \(frame)")
            }
        }
    }

    /// Apple, `CABasicAnimation`: "byValue and toValue are non-nil. Interpolates between
    /// (toValue - byValue) and toValue." / "fromValue and byValue are non-nil. Interpolates
    /// between fromValue and (fromValue + byValue)." / "byValue is non-nil. Interpolates
    /// between the layer's current value of the property in the render layer and that value
    /// plus byValue." And `isAdditive`: the value is added to the current one. Checked on
    /// `position.x` of a view at x = 100 against the closed forms.
    func testByValueAndAdditiveAnimations() {
        MainActor.assumeIsolated {
            let cases: [(from: Double?, to: Double?, by: Double, start: Double, end: Double)] = [
                (nil, 160, 40, 120, 160), (20, nil, 40, 20, 60), (nil, nil, 40, 100, 140),
            ]
            for c in cases {
                let clock = VirtualClock()
                let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
                let box = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 20))
                window.rootView.addSubview(box)
                let slide = CABasicAnimation(keyPath: "position.x")
                slide.fromValue = c.from
                slide.toValue = c.to
                slide.byValue = c.by
                slide.duration = 0.5
                box.layer.add(slide, forKey: "slide")
                for frame in 1...29 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                    let f = Double(frame) / 60 / 0.5
                    let x = box.makeLayer().transform.tx + 50
                    XCTAssertEqual(x, c.start + (c.end - c.start) * f, accuracy: 1e-9, "\(c) frame \(frame)")
                }
            }
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 300, height: 200), clock: clock)
            let bar = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 20))
            window.rootView.addSubview(bar)
            let bounce = CAKeyframeAnimation(keyPath: "position.y")
            bounce.values = [0, -30, 0]
            bounce.isAdditive = true
            bounce.duration = 1
            bar.layer.add(bounce, forKey: "bounce")
            for frame in 1...59 {
                clock.advance(by: 1.0 / 60)
                window.tick()
                let f = Double(frame) / 60
                let change = f < 0.5 ? -30 * f / 0.5 : -30 + 30 * (f - 0.5) / 0.5
                let y = bar.makeLayer().transform.ty + 10
                XCTAssertEqual(y, 60 + change, accuracy: 1e-9, "frame \(frame)")
            }
        }
    }

    /// An indicator clears its layer between runs, as NVActivityIndicatorView writes it:
    /// `layer.sublayers = nil` and `layer.sublayers?.removeAll()`. Apple, `CALayer.sublayers`:
    /// "An array containing the layer's sublayers." Setting it replaces them, in order.
    func testSettingSublayersReplacesThem() {
        MainActor.assumeIsolated {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let (a, b, c) = (CALayer(), CAShapeLayer(), CALayer())
            host.layer.addSublayer(a)
            host.layer.addSublayer(b)
            host.layer.sublayers?.removeAll()
            XCTAssertNil(host.layer.sublayers)
            XCTAssertNil(a.superlayer)
            host.layer.sublayers = [c, a]
            XCTAssertEqual(host.layer.sublayers?.map(ObjectIdentifier.init), [c, a].map(ObjectIdentifier.init))
            XCTAssertTrue(a.superlayer === host.layer)
            host.layer.sublayers = nil
            XCTAssertNil(host.layer.sublayers)
            XCTAssertNil(c.superlayer)
        }
    }

    /// A spinner's line turned by its container, as NVActivityIndicatorView writes it:
    /// `lineContainer.sublayerTransform = CATransform3DMakeRotation(angle, 0, 0, 1)`. Apple,
    /// `CALayer.sublayerTransform`: "Specifies the transform to apply to sublayers when
    /// rendering." It turns each added layer about the container's anchor point (its
    /// centre): points of the line land where the rotation about the centre puts them.
    func testSublayerTransformTurnsAddedLayersAboutTheAnchor() {
        MainActor.assumeIsolated {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let container = CALayer()
            container.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
            let line = CALayer()
            line.frame = CGRect(x: 18, y: 0, width: 4, height: 10)
            line.backgroundColor = UIColor.black.cgColor
            container.addSublayer(line)
            host.layer.addSublayer(container)
            for angle in [0.0, .pi / 2, .pi / 3, -2.0] {
                container.sublayerTransform = CATransform3DMakeRotation(angle, 0, 0, 1)
                guard let lineNode = host.makeLayer().sublayers.last?.sublayers.last else {
                    return XCTFail("the line is drawn inside its container")
                }
                for p in [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 10), CGPoint(x: 2, y: 5)] {
                    let inContainer = p.applying(lineNode.transform)
                    let (dx, dy) = (18 + p.x - 20, p.y - 20)
                    XCTAssertEqual(inContainer.x, 20 + dx * cos(angle) - dy * sin(angle), accuracy: 1e-9)
                    XCTAssertEqual(inContainer.y, 20 + dx * sin(angle) + dy * cos(angle), accuracy: 1e-9)
                }
            }
            XCTAssertEqual(container.sublayerTransform.affineTransform, CGAffineTransform(rotationAngle: -2))
        }
    }
}
