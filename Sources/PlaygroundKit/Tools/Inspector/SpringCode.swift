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
    /// All three snippets for `form`, one after the other.
    static func text(for form: SpringForm) -> String {
        let spring = form.spring
        let conversions = SpringConversions(spring: spring, initialVelocity: form.initialVelocity)
        let r = conversions.responseForm
        var lines: [String] = []
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

    /// Up to three decimals, trailing zeros dropped: 0.5, 12, 0.553.
    static func number(_ value: Double) -> String {
        var text = String(cFormat: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
