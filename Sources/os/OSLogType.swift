/// The level of a log message (`OSLogType`), from routine detail to a system-level fault.
/// The raw values are Apple's, so code that stores or compares them keeps its meaning.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// Apple's numeric level.
    public let rawValue: UInt8

    /// A level from Apple's numeric value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level: something that might result in a failure.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful, but not essential, for troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Useful only during development or while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program or a system-level failure.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name as the log shows it.
    var name: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Default"
        }
    }
}
