import DemoKit
import Engine

/// The code a developer pastes to get the inspected spring in UIKit, SwiftUI and POP.
///
/// UIKit: `UISpringTimingParameters(dampingRatio:initialVelocity:)` in a property animator
/// of the UIKit duration, and `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`; an overdamped spring, which
/// neither takes, gets `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
/// SwiftUI: `.spring(response:dampingFraction:)`. POP: the form's own bounciness and speed
/// when the demo wrote it in POP's terms, else `dynamicsTension/Friction/Mass`.
enum SpringCode {
    /// All three snippets for `form`, one after the other, under a comment with the
    /// figures the inspector shows (`figures(for:)`).
    static func text(for form: SpringForm) -> String {
        let spring = form.spring
        let conversions = SpringConversions(spring: spring, initialVelocity: form.initialVelocity)
        let r = conversions.responseForm
        let shown = figures(for: form)
        var lines = ["// Settles in \(shown.settles) s, overshoot \(shown.overshoot) %."]
        if let duration = shown.uikitDuration {
            lines += [
                "// UIKit's duration form is \(duration) s for this spring: the time its envelope takes to fall",
                "// to 0.1 % of the distance, where UIKit ends the animation.",
            ]
        }
        lines.append("")
        if let u = conversions.uikitForm {
            let v = number(u.initialVelocity)
            lines += [
                "// UIKit: UIViewPropertyAnimator",
                "let timing = UISpringTimingParameters(dampingRatio: \(number(u.dampingRatio)), initialVelocity: CGVector(dx: \(v), dy: \(v)))",
                "let animator = UIViewPropertyAnimator(duration: \(number(u.duration)), timingParameters: timing)",
                "",
                "// UIKit: UIView animation",
                "UIView.animate(withDuration: \(number(u.duration)), delay: 0, usingSpringWithDamping: \(number(u.dampingRatio)), initialSpringVelocity: \(v), options: [], animations: {",
                "    // the changes to animate",
                "}, completion: nil)",
            ]
        } else {
            let v = number(form.initialVelocity)
            lines += [
                "// UIKit: UIViewPropertyAnimator (overdamped: the physical form)",
                "let timing = UISpringTimingParameters(mass: \(number(spring.mass)), stiffness: \(number(spring.stiffness)), damping: \(number(spring.damping)), initialVelocity: CGVector(dx: \(v), dy: \(v)))",
                "let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timing)",
            ]
        }
        lines += [
            "",
            "// SwiftUI",
            "withAnimation(.spring(response: \(number(r.response)), dampingFraction: \(number(r.dampingRatio)))) {",
            "    // the changes to animate",
            "}",
            "",
            "// POP",
            "let spring = POPSpringAnimation(propertyNamed: kPOPLayerPosition)",
        ]
        if case .pop(let b, let s) = form {
            lines += ["spring.springBounciness = \(number(b))", "spring.springSpeed = \(number(s))"]
        } else {
            lines += [
                "spring.dynamicsTension = \(number(spring.stiffness))",
                "spring.dynamicsFriction = \(number(spring.damping))",
                "spring.dynamicsMass = \(number(spring.mass))",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The figures of `form`'s 0 -> 1 motion as the inspector prints them, the same in its
    /// plot and in the copied code: the settling time (seconds, two decimals) and overshoot
    /// (percent, one decimal) the engine's motion has (`SpringCurve`), and for a spring not
    /// written in UIKit's duration form, the duration that form takes for it (`withDuration:`
    /// in the code). That duration is shorter than the settling time: UIKit's rule follows the
    /// oscillation's envelope, not the motion, and stops the animation at its end.
    static func figures(for form: SpringForm) -> (settles: String, uikitDuration: String?, overshoot: String) {
        let curve = SpringCurve(form: form)
        let settles = number((curve.settlingTime * 100).rounded() / 100)
        let overshoot = number((curve.overshoot * 1000).rounded() / 10)
        var duration: String?
        if case .uikit = form {
            duration = nil
        } else if let u = SpringConversions(spring: form.spring, initialVelocity: form.initialVelocity).uikitForm {
            duration = number(u.duration)
        }
        return (settles, duration, overshoot)
    }

    /// The plot's caption: `figures(for:)` in one short line.
    static func caption(for form: SpringForm) -> String {
        let shown = figures(for: form)
        let uikit = shown.uikitDuration.map { " · UIKit \($0) s" } ?? ""
        return "settles in \(shown.settles) s\(uikit) · overshoot \(shown.overshoot) %"
    }

    /// Up to three decimals, trailing zeros dropped: 0.5, 12, 0.553.
    static func number(_ value: Double) -> String {
        var text = String(cFormat: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
