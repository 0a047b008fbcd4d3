// The C-style entry points, `os_log` and `os_signpost`, under their C names: code written
// against Apple's `os` module calls them by these names.

/// Writes a message made from a C format and its arguments (`os_log(_:dso:log:type:_:)`).
///
/// The format is `printf`'s, with `%@` for any value and an optional privacy in braces
/// (`%{public}@`, `%{private}d`). As Apple documents for these formats, dynamic strings and
/// objects (`%@`, `%s`) are redacted unless marked `{public}`, and scalars are shown unless
/// marked `{private}`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
    _ args: CVarArg...
) {
    guard log.isEnabled(type: type) else { return }
    log.write(LogFormat(message.description).render(args), type: type)
}

/// Writes an interpolated message at `type` (`os_log(_:dso:log:_:)`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(message.text, type: type)
}

/// Marks a point or an interval in `log` for a profiler (`os_signpost`); no profiler reads
/// signposts here, so nothing is recorded.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive
) {}

/// Marks a point or an interval with a formatted message (`os_signpost`); nothing is
/// recorded here, as for the form without a message.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
    signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...
) {}

/// A `printf` format with `os_log`'s privacy markers, rendered with its arguments.
struct LogFormat {
    let format: String

    init(_ format: String) { self.format = format }

    /// The message: each conversion takes the next argument; a missing argument is written
    /// as `<missing>` rather than read from nowhere.
    func render(_ arguments: [CVarArg]) -> String {
        var out = ""
        var rest = Substring(format)
        var next = arguments.makeIterator()
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                out += "%"
                rest = rest.dropFirst()
                continue
            }
            var privacy = OSLogPrivacy.auto
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                let marker = rest[rest.index(after: rest.startIndex)..<close]
                if marker.contains("public") { privacy = .public }
                if marker.contains("private") { privacy = .private }
                if marker.contains("sensitive") { privacy = .sensitive }
                rest = rest[rest.index(after: close)...]
            }
            let flags = rest.prefix { "-+ 0#.123456789".contains($0) }
            rest = rest.dropFirst(flags.count)
            rest = rest.drop { "hlqLztj".contains($0) }
            guard let conversion = rest.first else { break }
            rest = rest.dropFirst()
            guard let argument = next.next() else {
                out += "<missing>"
                continue
            }
            let (text, scalar) = Self.convert(argument, conversion: conversion, flags: String(flags))
            out += privacy.redacts(scalar: scalar) ? "<private>" : text
        }
        return out + rest
    }

    /// One argument by its conversion, and whether it is a scalar (shown by default).
    private static func convert(_ argument: CVarArg, conversion: Character, flags: String) -> (String, Bool) {
        switch conversion {
        case "d", "i":
            guard let integer = argument as? any BinaryInteger else { break }
            return (cFormatted("%\(flags)lld", Int64(truncatingIfNeeded: integer)), true)
        case "u", "o", "x", "X":
            guard let integer = argument as? any BinaryInteger else { break }
            return (cFormatted("%\(flags)ll\(conversion)", UInt64(truncatingIfNeeded: integer)), true)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let number = argument as? any BinaryFloatingPoint else { break }
            return (cFormatted("%\(flags)\(conversion)", Double(number)), true)
        case "c":
            guard let integer = argument as? any BinaryInteger, let scalar = Unicode.Scalar(UInt32(integer)) else {
                break
            }
            return (String(Character(scalar)), true)
        case "s":
            if let pointer = argument as? UnsafePointer<CChar> { return (String(cString: pointer), false) }
            if let pointer = argument as? UnsafeMutablePointer<CChar> { return (String(cString: pointer), false) }
        default:
            break
        }
        return (String(describing: argument), false)
    }
}
