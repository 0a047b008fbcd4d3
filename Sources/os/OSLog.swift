#if canImport(Glibc)
    import Glibc
#endif

/// A log to write to (`OSLog`): a subsystem (the app or library, in reverse-DNS form) and a
/// category within it. There is no unified logging system on Linux, so a message goes to
/// standard error as one line that names both; `OSLog.disabled` writes nothing.
public final class OSLog: Sendable {
    /// The reverse-DNS name of the app or library that writes to the log.
    public let subsystem: String
    /// The part of the subsystem the messages are about.
    public let category: String
    /// False for `OSLog.disabled`, whose messages are dropped.
    let isOn: Bool

    /// A log for `subsystem`'s `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.isOn = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isOn = false
    }

    /// The shared log with no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops every message, for turning logging off by passing another log.
    public static let disabled = OSLog(disabled: ())

    /// Whether a message of `type` would be written: every type but on `disabled`.
    public func isEnabled(type: OSLogType) -> Bool { isOn }

    /// Whether signposts are recorded: never, since no profiler reads them here.
    public var signpostsEnabled: Bool { false }

    /// Writes one message: a line on standard error, level and log first, with a single
    /// `write(2)` so that lines of several threads never interleave.
    func write(_ message: String, type: OSLogType) {
        guard isOn else { return }
        var prefix = type.name
        if !subsystem.isEmpty { prefix += " \(subsystem)" }
        if !category.isEmpty { prefix += " [\(category)]" }
        let bytes = Array("\(prefix): \(message)\n".utf8)
        bytes.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
