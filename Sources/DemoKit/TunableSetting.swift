import Engine

/// One number of a demo that two keys step live (a spring's damping, a duration): where it
/// is stored, how far one key press moves it and the range it stays in.
///
/// A demo declares its settings in a `Tuning` instead of switching on keys by hand; the
/// default `Demo.tune(key:)` steps them and describes the result.
@MainActor
public struct TunableSetting {
    /// What the number is called in the description ("damping").
    public var name: String
    /// How far one key press moves it.
    public var step: Double
    /// The values it may take; a step never leaves them.
    public var range: ClosedRange<Double>
    /// Decimal places shown (0 shows a whole number).
    public var decimals: Int
    /// Unit written after the value ("s"), or empty.
    public var unit: String
    /// The names of a choice's options, in order (the value is the chosen one's index), or
    /// empty for a number. A choice steps round the cycle and is described by its name.
    public var choices: [String] = []
    private let read: () -> Double
    private let write: (Double) -> Void

    /// The setting stored at `keyPath` of `settings` (a demo's settings object, shared with
    /// its animators so a change reaches the next run).
    public init<Settings: AnyObject>(
        _ name: String, of settings: Settings, _ keyPath: ReferenceWritableKeyPath<Settings, Double>,
        step: Double, in range: ClosedRange<Double>, decimals: Int = 1, unit: String = ""
    ) {
        self.name = name
        self.step = step
        self.range = range
        self.decimals = decimals
        self.unit = unit
        read = { settings[keyPath: keyPath] }
        write = { settings[keyPath: keyPath] = $0 }
    }

    /// A choice among `choices` (at least one), its index stored at `keyPath` of `settings`:
    /// a key press moves to the next or previous option, from the last round to the first,
    /// and the description names the option ("material none (opaque)").
    public init<Settings: AnyObject>(
        _ name: String, of settings: Settings, _ keyPath: ReferenceWritableKeyPath<Settings, Double>,
        choices: [String]
    ) {
        self.init(name, of: settings, keyPath, step: 1, in: 0...Double(max(choices.count - 1, 0)), decimals: 0)
        self.choices = choices
    }

    /// The value now.
    public var value: Double { read() }

    /// Moves the value one step up or down, clamped to `range`; a choice goes round instead.
    public func step(up: Bool) {
        let moved = up ? value + step : value - step
        if choices.isEmpty {
            write(min(max(moved, range.lowerBound), range.upperBound))
        } else {
            let count = Double(choices.count)
            write((moved + count).truncatingRemainder(dividingBy: count))
        }
    }

    /// "damping 0.9", "duration 0.35 s", "speed 12": the name and the value rounded to
    /// `decimals` places, then the unit; a choice's name and its option's ("material regular").
    public var description: String {
        if !choices.isEmpty {
            return "\(name) " + choices[min(max(Int(value.rounded()), 0), choices.count - 1)]
        }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let shown = decimals > 0 ? "\(rounded)" : "\(Int(rounded))"
        return unit.isEmpty ? "\(name) \(shown)" : "\(name) \(shown) \(unit)"
    }
}

/// A demo's live-tuned numbers: what they belong to ("present spring") and the settings,
/// in key order. The first setting is stepped down and up by "[" and "]", the second by
/// "-" and "=", the keys the playground leaves to demos.
@MainActor
public struct Tuning {
    /// The keys that step each setting down and up, in the order of `settings`.
    package static let keyPairs: [(down: String, up: String)] = [("[", "]"), ("-", "=")]

    /// What the settings belong to, leading the description ("present spring").
    public var subject: String
    /// The settings, at most one per key pair.
    public var settings: [TunableSetting]

    /// A tuning of `subject` by `settings`.
    public init(_ subject: String, _ settings: [TunableSetting]) {
        self.subject = subject
        self.settings = settings
    }

    /// Steps the setting `key` belongs to and describes them all ("present spring damping
    /// 0.8, duration 0.7 s"); nil, changing nothing, for a key that steps none.
    public func tune(key: Key) -> String? {
        for (setting, keys) in zip(settings, Self.keyPairs) where key.name == keys.down || key.name == keys.up {
            setting.step(up: key.name == keys.up)
            return "\(subject) " + settings.map(\.description).joined(separator: ", ")
        }
        return nil
    }
}
