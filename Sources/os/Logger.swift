/// Writes messages to a log (`Logger`), one method per level; each message is an
/// `OSLogMessage`, so interpolated values carry their privacy and format.
public struct Logger: Sendable {
    let log: OSLog

    /// A logger for `subsystem`'s `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger for the default log, with no subsystem or category.
    public init() {
        log = .default
    }

    /// A logger writing to `log`.
    public init(_ log: OSLog) {
        self.log = log
    }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(message.text, type: level) }
    /// Writes `message` at the debug level: detail for tracing a path through the code.
    public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
    /// Writes `message` at the default level: something worth noticing.
    public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    /// Writes `message` at the error level: a warning, which Apple logs as an error.
    public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    /// Writes `message` at the fault level: a critical condition, which Apple logs as a fault.
    public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}
