#if canImport(Glibc)
    import Glibc
#endif

/// How an interpolated integer is written (`OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    var radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// A format in `radix` with the given options.
    init(
        radix: Int, explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
        minDigits: Int = 0
    ) {
        self.radix = radix
        self.explicitPositiveSign = explicitPositiveSign
        self.includePrefix = includePrefix
        self.uppercase = uppercase
        self.minDigits = minDigits
    }

    /// Decimal, as Swift prints it.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// Lower-case hexadecimal with no prefix.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// Octal with no prefix.
    public static let octal = OSLogIntegerFormatting(radix: 8)

    /// Decimal with a `+` before positive values if asked, padded with zeros to `minDigits`.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, minDigits: minDigits)
    }

    /// Hexadecimal, with `0x` if `includePrefix`, upper-case digits if `uppercase`.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits)
    }

    /// Octal, with `0o` if `includePrefix`: the hexadecimal options in base 8.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        var format = hex(
            explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
            minDigits: minDigits)
        format.radix = 8
        return format
    }

    /// `value` written in this format.
    func string<T: FixedWidthInteger>(for value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0o" : "") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How an interpolated floating-point number is written (`OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: String
    let precision: Int?
    let explicitPositiveSign: Bool

    /// Fixed-point with six decimals, as C's `%f`.
    public static let fixed = OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: false)
    /// Exponential notation, as C's `%e`.
    public static let exponential = OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: false)
    /// Hexadecimal floating point, as C's `%a`.
    public static let hex = OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: false)

    /// Fixed-point with `precision` decimals.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    /// Exponential notation with `precision` decimals.
    public static func exponential(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    /// `value` written in this format by C's `snprintf`, which defines these conversions.
    func string(for value: Double) -> String {
        let sign = explicitPositiveSign ? "+" : ""
        let format = precision.map { "%\(sign).\($0)\(conversion)" } ?? "%\(sign)\(conversion)"
        return cFormatted(format, value)
    }
}

/// How an interpolated value is padded to a column width (`OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: false)
    }
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), leftAligned: true)
    }

    /// `text` padded to the column width; text as wide or wider is kept whole.
    func padded(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftAligned ? text + padding : padding + text
    }
}

/// One C `printf` conversion of `arguments`, as `os_log`'s formats are defined.
func cFormatted(_ format: String, _ arguments: CVarArg...) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    let count = withVaList(arguments) { list in
        buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) }
    }
    guard count >= 0 else { return "" }
    if Int(count) >= buffer.count {
        buffer = [CChar](repeating: 0, count: Int(count) + 1)
        _ = withVaList(arguments) { list in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, list) }
        }
    }
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
