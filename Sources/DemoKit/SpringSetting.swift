import Engine

/// A spring in the form a demo writes it, as the spring inspector shows and edits it.
///
/// Each case is one of the ways UIKit, SwiftUI and POP describe a spring; `spring` turns it
/// into the physical oscillator (`Engine.Spring`) with the same conversions the engine
/// animates with, so what the inspector plots is what the next run does.
public enum SpringForm: Equatable, Sendable {
    /// `UISpringTimingParameters(dampingRatio:)` with SwiftUI's `response` (seconds per
    /// undamped oscillation): `.spring(response:dampingFraction:)`.
    case response(dampingRatio: Double, response: Double)
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`:
    /// the spring settles exactly at `duration`; velocity in distances per second.
    case uikit(duration: Double, dampingRatio: Double, initialVelocity: Double)
    /// POP's `springBounciness` and `springSpeed` (0...20 each).
    case pop(bounciness: Double, speed: Double)
    /// `CASpringAnimation`'s mass, stiffness and damping.
    case physical(mass: Double, stiffness: Double, damping: Double)

    /// The oscillator this form describes.
    public var spring: Spring {
        switch self {
        case .response(let z, let r): return Spring(response: r, dampingRatio: z)
        case .uikit(let t, let z, let v): return Spring(duration: t, dampingRatio: z, initialVelocity: v)
        case .pop(let b, let s): return Spring(bounciness: b, speed: s)
        case .physical(let m, let k, let c): return Spring(mass: m, stiffness: k, damping: c)
        }
    }

    /// The initial velocity the form carries (UIKit's), in distances per second; 0 otherwise.
    public var initialVelocity: Double {
        if case .uikit(_, _, let v) = self { return v }
        return 0
    }

    /// The form's own parameters, in order, with the range a slider offers.
    package var parameters: [SpringParameter] {
        zip(Self.sliders(of: self), values).map { SpringParameter(name: $0.name, value: $1, range: $0.range) }
    }

    /// The form's numbers in the order of its parameters.
    private var values: [Double] {
        switch self {
        case .response(let z, let r): return [z, r]
        case .uikit(let t, let z, let v): return [t, z, v]
        case .pop(let b, let s): return [b, s]
        case .physical(let m, let k, let c): return [m, k, c]
        }
    }

    /// What each parameter of `form`'s case is called and the range its slider spans: the
    /// same for every value of the case, so a table, not a computation.
    private static func sliders(of form: SpringForm) -> [(name: String, range: ClosedRange<Double>)] {
        switch form {
        case .response: return [("damping ratio", 0.05...1.5), ("response", 0.05...2)]
        case .uikit: return [("duration", 0.1...3), ("damping", 0.05...1), ("velocity", 0...10)]
        case .pop: return [("bounciness", 0...20), ("speed", 0...20)]
        case .physical: return [("mass", 0.1...10), ("stiffness", 1...1000), ("damping", 0...100)]
        }
    }

    /// The same form with parameter `index` set to `value` (clamped to its range).
    package func setting(_ index: Int, to value: Double) -> SpringForm {
        var values = self.values
        guard values.indices.contains(index) else { return self }
        let range = Self.sliders(of: self)[index].range
        values[index] = min(max(value, range.lowerBound), range.upperBound)
        switch self {
        case .response: return .response(dampingRatio: values[0], response: values[1])
        case .uikit: return .uikit(duration: values[0], dampingRatio: values[1], initialVelocity: values[2])
        case .pop: return .pop(bounciness: values[0], speed: values[1])
        case .physical: return .physical(mass: values[0], stiffness: values[1], damping: values[2])
        }
    }
}

/// One named number of a spring form, with the range its slider spans.
package struct SpringParameter: Equatable, Sendable {
    /// What the API calls it ("bounciness", "damping ratio").
    package var name: String
    /// Its value now.
    package var value: Double
    /// What the slider offers.
    package var range: ClosedRange<Double>

    /// A parameter from its parts.
    package init(name: String, value: Double, range: ClosedRange<Double>) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// One of a demo's springs for the inspector: its name, its form and values now, and how
/// to hand a change back (it applies from the next run of the transition on).
@MainActor
public struct SpringSetting {
    /// What the spring moves ("position", "present").
    public var name: String
    /// The form the demo writes it in, with the values it uses now.
    public var form: SpringForm
    /// Stores a new value of the same form in the demo's settings.
    public var apply: (SpringForm) -> Void

    /// A setting from its parts.
    public init(name: String, form: SpringForm, apply: @escaping (SpringForm) -> Void) {
        self.name = name
        self.form = form
        self.apply = apply
    }
}
