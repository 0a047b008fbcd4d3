import Geometry
import LayerTree
import XCTest

@testable import Engine

/// `VisualEffectView` with `BlurEffect`: UIKit's shape, and `effect` animating by
/// `View.animate` and `PropertyAnimator`, so a paused animator's `fractionComplete` scrubs
/// the blur.
final class VisualEffectViewTests: XCTestCase {
    /// easeInOut's progress at `x` (0...1 of the duration), from the Bezier's parametric
    /// form B(s) = 3(1-s)^2 s P1 + 3(1-s) s^2 P2 + s^3 with P1 = (0.42, 0), P2 = (0.58, 1):
    /// x(s) is increasing, so bisection finds s, and the progress is y(s).
    static func easeInOut(_ x: Double) -> Double {
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if b(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return b((lo + hi) / 2, 0, 1)
    }

    /// UIKit: "Add subviews to the contentView and not to UIVisualEffectView directly."
    /// The content view fills the effect view and is drawn over the blur (a sublayer of the
    /// layer that carries the material).
    func testContentViewFillsTheViewAndDrawsOverTheMaterial() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
            v.frame = Rect(x: 10, y: 20, width: 200, height: 100)
            h.root.addSubview(v)
            let label = View(frame: Rect(x: 5, y: 5, width: 50, height: 20))
            v.contentView.addSubview(label)
            h.step()
            XCTAssertEqual(v.contentView.frame, v.bounds)
            let layer = v.makeLayer()
            XCTAssertEqual(layer.material, BlurEffect.Style.systemMaterial.material)
            XCTAssertEqual(layer.sublayers.count, 1)
            XCTAssertNil(layer.sublayers[0].material)
            XCTAssertTrue(v.effect is BlurEffect)
            XCTAssertNil(VisualEffectView(effect: nil).makeLayer().material)
        }
    }

    /// UIKit nests a vibrancy effect view in a blur view's `contentView`; the vibrancy view
    /// draws no backdrop of its own ("a vibrancy effect ... must be used with a blur
    /// effect"), so the one blur is the outer view's and the vibrant content sits over it.
    func testAVibrancyViewInsideABlurDrawsNoSecondBackdrop() {
        MainActor.assumeIsolated {
            let h = Harness()
            let blur = BlurEffect(style: .systemThinMaterial)
            let outer = VisualEffectView(effect: blur)
            outer.frame = Rect(x: 0, y: 0, width: 200, height: 100)
            h.root.addSubview(outer)
            let vibrancy = VibrancyEffect(blurEffect: blur, style: .secondaryLabel)
            let inner = VisualEffectView(effect: vibrancy)
            inner.frame = outer.contentView.bounds
            outer.contentView.addSubview(inner)
            inner.contentView.addSubview(View(frame: Rect(x: 5, y: 5, width: 50, height: 20)))
            h.step()
            XCTAssertEqual(outer.makeLayer().material, BlurEffect.Style.systemThinMaterial.material)
            XCTAssertNil(inner.makeLayer().material, "no second blur")
            XCTAssertTrue(vibrancy.blurEffect === blur)
            XCTAssertEqual(vibrancy.style, .secondaryLabel)
            XCTAssertEqual(VibrancyEffect(blurEffect: blur).style, .label)
        }
    }

    /// From nil to an effect inside `View.animate` (easeInOut): at every frame the blur
    /// radius is the style's radius times the curve's progress, and the tint's alpha and
    /// the saturation's distance from 1 grow by the same factor.
    func testAnimatingTheEffectInGrowsRadiusAndTintAlongTheCurve() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = VisualEffectView(effect: nil)
            v.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            h.root.addSubview(v)
            h.step()
            let target = BlurEffect.Style.systemThickMaterial.material
            View.animate(withDuration: 0.5) { v.effect = BlurEffect(style: .systemThickMaterial) }
            XCTAssertEqual(v.effect, BlurEffect(style: .systemThickMaterial), "the model changes at once")
            for frame in 1...30 {
                h.step()
                let p = Self.easeInOut(Double(frame) / 60 / 0.5)
                guard let m = v.presentationMaterial else {
                    XCTAssertLessThan(p, 1e-3, "frame \(frame)")
                    continue
                }
                assertClose(m.blurRadius, target.blurRadius * p, 1e-6, "radius at frame \(frame)")
                assertClose(m.tint.alpha, target.tint.alpha * p, 1e-6, "tint at frame \(frame)")
                assertClose(m.saturation - 1, (target.saturation - 1) * p, 1e-6, "saturation at frame \(frame)")
                assertClose(m.tint.red, target.tint.red, 1e-9, "the tint's colour stays")
            }
            XCTAssertEqual(v.makeLayer().material, target)
        }
    }

    /// The classic scrubbable blur: `PropertyAnimator(duration:curve: .linear) {
    /// effectView.effect = blur }`, paused, `fractionComplete = f` draws the radius `f * R`
    /// (scrubbing is linear, as UIKit's `scrubsLinearly` defaults to true), and continuing
    /// runs the rest; `pausesOnCompletion` keeps it active at the end so it can be scrubbed back.
    func testFractionCompleteScrubsTheBlur() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = VisualEffectView(effect: nil)
            v.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            h.root.addSubview(v)
            h.step()
            let target = BlurEffect.Style.systemMaterial.material
            let animator = PropertyAnimator(duration: 0.4, curve: .easeInOut) {
                v.effect = BlurEffect(style: .systemMaterial)
            }
            animator.pausesOnCompletion = true
            animator.pauseAnimation()
            for f in [0.1, 0.35, 0.8, 0.5, 1.0, 0.25] {
                animator.fractionComplete = f
                h.step()
                assertClose(v.presentationMaterial?.blurRadius ?? 0, target.blurRadius * f, 1e-6, "f = \(f)")
                assertClose(v.presentationMaterial?.tint.alpha ?? 0, target.tint.alpha * f, 1e-6, "f = \(f)")
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            h.step(40)
            XCTAssertEqual(v.presentationMaterial, target)
            XCTAssertEqual(animator.state, .active, "pausesOnCompletion keeps it scrubbable")
            // Back to nil: the same tint fades out, and at the end nothing is drawn.
            View.animate(withDuration: 0.2, options: .curveLinear) { v.effect = nil }
            h.advance(0.1)
            assertClose(v.presentationMaterial?.blurRadius ?? 0, target.blurRadius / 2, 1e-6)
            assertClose(v.presentationMaterial?.tint.red ?? 0, target.tint.red, 1e-9)
            h.advance(0.15)
            XCTAssertNil(v.makeLayer().material)
            XCTAssertNil(v.effect)
        }
    }

    /// UIKit orders its materials ultra-thin, thin, normal, thick: each lets less of the
    /// background through, so the tint's opacity and the radius never fall along that order,
    /// light and dark; the adaptive styles draw their light forms.
    func testStylesFollowTheMaterialsOrder() {
        typealias S = BlurEffect.Style
        for order in [
            [
                S.systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                .systemThickMaterialLight,
            ],
            [S.systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark],
        ] {
            for (a, b) in zip(order, order.dropFirst()) {
                XCTAssertLessThan(a.material.tint.alpha, b.material.tint.alpha, "\(a) < \(b)")
                XCTAssertLessThanOrEqual(a.material.blurRadius, b.material.blurRadius, "\(a) <= \(b)")
            }
        }
        let adaptive: [(S, S)] = [
            (.systemUltraThinMaterial, .systemUltraThinMaterialLight), (.systemThinMaterial, .systemThinMaterialLight),
            (.systemMaterial, .systemMaterialLight), (.systemThickMaterial, .systemThickMaterialLight),
            (.systemChromeMaterial, .systemChromeMaterialLight),
        ]
        for (a, b) in adaptive { XCTAssertEqual(a.material, b.material) }
        for s in S.allCases where s.rawValue >= 16 {
            XCTAssertLessThan(s.material.tint.red, 0.2, "\(s) is dark")
        }
    }

    /// UIKit's `UIVisualEffect` declares a plain `init()` ("An initializer for visual effect
    /// views and blur and vibrancy effect objects."), and code fades a blur out by animating
    /// `effect = UIVisualEffect()`: the blur must shrink to nothing along the curve while the
    /// view keeps a (non-nil) effect.
    func testAnEmptyEffectFadesABlurOut() {
        MainActor.assumeIsolated {
            let h = Harness()
            let start = BlurEffect.Style.systemThickMaterial.material
            let v = VisualEffectView(effect: BlurEffect(style: .systemThickMaterial))
            v.frame = Rect(x: 0, y: 0, width: 400, height: 300)
            h.root.addSubview(v)
            h.step()
            View.animate(withDuration: 0.5) { v.effect = VisualEffect() }
            XCTAssertNotNil(v.effect, "an empty effect is still an effect")
            XCTAssertEqual(v.effect?.material.blurRadius, 0)
            for _ in 1...15 { h.step() }
            let halfway = v.presentationMaterial?.blurRadius ?? -1
            XCTAssertGreaterThan(halfway, 0, "half way the blur is still drawn")
            XCTAssertLessThan(halfway, start.blurRadius, "half way the blur has shrunk")
            for _ in 1...30 { h.step() }
            XCTAssertEqual(v.makeLayer().material?.blurRadius ?? 0, 0, "at the end no blur is drawn")
        }
    }
}
