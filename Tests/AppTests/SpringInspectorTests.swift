import DemoKit
import Demos
import Engine
import Foundation
import Geometry
import XCTest

@testable import PlaygroundKit

/// The spring inspector: conversions between forms against their closed forms, the copied
/// code for known springs, and the panel driving a demo's spring from its sliders.
final class SpringInspectorTests: XCTestCase {
    override class func tearDown() {
        Recording.removeScratch()
    }

    // MARK: Conversions

    /// SwiftUI's response is one undamped period, 2 pi sqrt(m/k), and the damping ratio is
    /// c / (2 sqrt(m k)); both round-trip through `Spring(response:dampingRatio:)`.
    func testResponseFormRoundTrips() {
        let spring = Spring(response: 0.55, dampingRatio: 0.7)
        let r = SpringConversions(spring: spring, initialVelocity: 0).responseForm
        XCTAssertEqual(r.response, 0.55, accuracy: 1e-12)
        XCTAssertEqual(r.dampingRatio, 0.7, accuracy: 1e-12)
        // A heavier mass with the same k/m and ratio has the same response.
        let heavy = Spring(mass: 4, stiffness: 4 * spring.stiffness, damping: 4 * spring.damping)
        XCTAssertEqual(
            SpringConversions(spring: heavy, initialVelocity: 0).responseForm.response, 0.55, accuracy: 1e-12)
    }

    /// UIKit's duration form: at rest (v = 0) the envelope z / sqrt(1 - z^2) e^(-z w T) = 0.001
    /// gives w = ln(1000 z / sqrt(1 - z^2)) / (z T) in closed form; the spring the engine
    /// solves has that w, and converting back gives the duration.
    func testUIKitFormMatchesTheClosedFormAndRoundTrips() {
        let z = 0.5
        let t = 0.8
        let spring = Spring(duration: t, dampingRatio: z, initialVelocity: 0)
        let w = log(1000 * z / (1 - z * z).squareRoot()) / (z * t)
        XCTAssertEqual(spring.naturalFrequency, w, accuracy: 1e-6 * w)
        let back = SpringConversions(spring: spring, initialVelocity: 0).uikitForm
        XCTAssertEqual(back?.duration ?? 0, t, accuracy: 1e-6)
        XCTAssertEqual(back?.dampingRatio ?? 0, z, accuracy: 1e-12)
        // With a velocity, and critically damped, the round trip holds too.
        for (zeta, v) in [(0.7, 2.0), (1.0, 0.0), (1.0, 1.5)] {
            let s = Spring(duration: 0.6, dampingRatio: zeta, initialVelocity: v)
            XCTAssertEqual(
                SpringConversions(spring: s, initialVelocity: v).uikitForm?.duration ?? 0, 0.6, accuracy: 1e-5,
                "z \(zeta) v \(v)")
        }
    }

    /// UIKit clamps the damping ratio to 1: an overdamped spring has no duration form.
    func testOverdampedHasNoUIKitForm() {
        let spring = Spring(response: 0.5, dampingRatio: 1.4)
        XCTAssertNil(SpringConversions(spring: spring, initialVelocity: 0).uikitForm)
        XCTAssertTrue(
            SpringCode.text(for: .response(dampingRatio: 1.4, response: 0.5))
                .contains("UISpringTimingParameters(mass: 1, stiffness: "))
    }

    /// The plot's figures: from rest, the overshoot of an underdamped spring is
    /// e^(-pi z / sqrt(1 - z^2)), and it settles (envelope sqrt(1 + (z w / wd)^2) e^(-z w t)
    /// under 0.001) at ln(1000 / sqrt(1 - z^2)) / (z w).
    func testSettlingTimeAndOvershootMatchClosedForms() {
        for z in [0.2, 0.5, 0.8] {
            let curve = SpringCurve(form: .response(dampingRatio: z, response: 0.5))
            let w = 2 * Double.pi / 0.5
            XCTAssertEqual(curve.overshoot, exp(-Double.pi * z / (1 - z * z).squareRoot()), accuracy: 1e-4, "z \(z)")
            XCTAssertEqual(curve.settlingTime, log(1000 / (1 - z * z).squareRoot()) / (z * w), accuracy: 1e-9, "z \(z)")
        }
        XCTAssertEqual(
            SpringCurve(form: .response(dampingRatio: 1, response: 0.5)).overshoot, 0, accuracy: 1e-9,
            "critically damped from rest never overshoots")
    }

    // MARK: Code

    /// A known spring's code, whole: UIKit's duration form 0.5 s, damping 0.8, velocity 0.
    /// With w = ln(1000 * 0.8 / 0.6) / (0.8 * 0.5) = 17.9886 (the closed form above), SwiftUI's
    /// response is 2 pi / w = 0.349, POP's tension k = w^2 = 323.589 and friction c = 2 z w = 28.782.
    func testCopiedCodeForAKnownSpring() {
        let w = log(1000 * 0.8 / 0.6) / (0.8 * 0.5)
        XCTAssertEqual(SpringCode.number(2 * Double.pi / w), "0.349")
        XCTAssertEqual(
            SpringCode.text(for: .uikit(duration: 0.5, dampingRatio: 0.8, initialVelocity: 0)),
            """
            // Settles in 0.5 s, overshoot 1.5 %.

            // UIKit: UIViewPropertyAnimator
            let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 0))
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)

            // UIKit: UIView animation
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
                // the changes to animate
            }, completion: nil)

            // SwiftUI
            withAnimation(.spring(response: 0.349, dampingFraction: 0.8)) {
                // the changes to animate
            }

            // POP
            let spring = POPSpringAnimation(propertyNamed: kPOPLayerPosition)
            spring.dynamicsTension = 323.589
            spring.dynamicsFriction = 28.782
            spring.dynamicsMass = 1

            """)
        let pop = SpringCode.text(for: .pop(bounciness: 10, speed: 12))
        XCTAssertTrue(pop.hasSuffix("spring.springBounciness = 10\nspring.springSpeed = 12\n"), pop)
    }

    // MARK: The panel

    /// `i` opens the panel on popping's position spring; a press on the bounciness slider's
    /// track sets the demo's bounciness from the x fraction, and the next present uses it.
    func testSliderSetsTheDemosSpringForTheNextRun() throws {
        try MainActor.assumeIsolated {
            let entry = PlaygroundDemo(demo: PoppingDemo.self)
            let size = Size(width: 400, height: 720)
            var script = "key i\nwait 0.1\n"
            let probe = try Recording.make(script, screen: .demo("popping"), demos: [entry], size: size)
            let inspector = try XCTUnwrap(probe.session.inspector.panel, "i opened the inspector")
            XCTAssertEqual(inspector.current?.form, .pop(bounciness: 10, speed: 12))
            let layout = inspector.layout(in: size)
            let track = layout.tracks[0]
            // A press at 3/4 of the bounciness track (0...20) sets 15.
            let x = track.minX + track.width * 0.75
            let y = track.midY
            script += "click \(x) \(y)\nwait 0.1\n"
            let tuned = try Recording.make(script, screen: .demo("popping"), demos: [entry], size: size)
            XCTAssertEqual(tuned.session.inspector.panel?.current?.form, .pop(bounciness: 15, speed: 12))
            // The press did not reach the demo: nothing was presented.
            XCTAssertTrue(tuned.trace.frames.allSatisfy { $0.transition == nil })
        }
    }

    /// In a wide window the panel stands beside the demo, at the right edge, clear of a
    /// phone-sized demo on the left; in a narrow one it runs along the bottom.
    func testPanelStandsBesideTheDemoInAWideWindow() {
        MainActor.assumeIsolated {
            let inspector = SpringInspector(springs: {
                [SpringSetting(name: "s", form: .pop(bounciness: 4, speed: 12)) { _ in }]
            })
            let wide = inspector.layout(in: Size(width: 800, height: 720)).panel
            XCTAssertGreaterThanOrEqual(wide.minX, 400, "right of a 400-point demo")
            XCTAssertLessThanOrEqual(wide.maxX, 800)
            let narrow = inspector.layout(in: Size(width: 400, height: 720)).panel
            XCTAssertEqual(narrow.maxY, 712, accuracy: 1e-9, "along the bottom")
        }
    }

    /// A demo without springs answers `i` with a toast and no panel.
    func testDemoWithoutSpringsSaysSo() throws {
        try MainActor.assumeIsolated {
            let r = try Recording.make(
                "key i\nwait 0.1\n", screen: .demo("fade"), seconds: 0.3,
                demos: [PlaygroundDemo(demo: FadeDemo.self)])
            XCTAssertNil(r.session.inspector.panel)
            XCTAssertEqual(r.session.toast.text, SpringInspectorTool.nothingToInspect)
        }
    }
}
