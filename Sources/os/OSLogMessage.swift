/// A log message written as a string literal with interpolations (`OSLogMessage`): each
/// interpolated value may carry a privacy, a number format and an alignment, as
/// `"\(name, privacy: .public) has \(count, format: .hex) items"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as it is written, with redacted values replaced by `<private>`.
    let text: String

    /// A message with no interpolations.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message built from its literal pieces and interpolated values.
    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The pieces of an `OSLogMessage` (`OSLogInterpolation`): literal text and values, each
/// value formatted and, by its privacy, shown or redacted as it is appended.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Space for the literal text to come.
    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    /// Appends literal text as it is.
    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    /// Appends `shown` unless `privacy` redacts a value of its kind (`scalar` or not).
    private mutating func append(_ shown: String, privacy: OSLogPrivacy, scalar: Bool, align: OSLogStringAlignment) {
        text += privacy.redacts(scalar: scalar) ? "<private>" : align.padded(shown)
    }

    /// Appends a string; redacted unless its privacy says `.public`.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(argumentString(), privacy: privacy, scalar: false, align: align)
    }

    /// Appends an integer in `format`; shown unless its privacy redacts it.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(format.string(for: number()), privacy: privacy, scalar: true, align: align)
    }

    /// Appends a floating-point number in `format`; shown unless its privacy redacts it.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
        _ number: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(format.string(for: Double(number())), privacy: privacy, scalar: true, align: align)
    }

    /// Appends a Boolean as `true`/`false` or, with `.answer`, `YES`/`NO`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        let value = boolean()
        let shown = format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
        append(shown, privacy: privacy, scalar: true, align: .none)
    }

    /// Appends a value by its `description`; redacted unless its privacy says `.public`.
    /// Numbers and Booleans take their own overloads, which show them by default.
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(value().description, privacy: privacy, scalar: false, align: align)
    }

    /// Appends a type's name; redacted unless its privacy says `.public`.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(String(describing: value()), privacy: privacy, scalar: false, align: align)
    }
}

/// How an interpolated Boolean is spelled (`OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
