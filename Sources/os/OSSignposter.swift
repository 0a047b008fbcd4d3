/// Marks intervals and events for a profiler (`OSSignposter`). No profiler reads signposts
/// on Linux, so each call does its bookkeeping (IDs, interval states) and records nothing;
/// code that measures with it runs unchanged.
public struct OSSignposter: Sendable {
    /// False: no profiler is listening.
    public var isEnabled: Bool { false }

    /// A signposter for `subsystem`'s `category`.
    public init(subsystem: String, category: String) {}
    /// A signposter for the log `logger` writes to.
    public init(logger: Logger) {}
    /// A signposter for `log`.
    public init(logHandle: OSLog) {}
    /// A signposter for the default log.
    public init() {}

    /// A signposter that records nothing, even where signposts are recorded.
    public static let disabled = OSSignposter()

    /// A new signpost ID, distinct from the IDs made before it with overwhelming probability
    /// (64 random bits; no counter is shared between signposters).
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(UInt64.random(in: 1..<UInt64.max)) }

    /// The ID for events about `object`: the same object gives the same ID.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
        OSSignpostID(UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)))
    }

    /// Starts an interval named `name`; hand the state to `endInterval`.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "")
        -> OSSignpostIntervalState
    {
        OSSignpostIntervalState(id: id)
    }

    /// Ends the interval that `state` began.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage = "") {}

    /// Marks a single point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "") {}

    /// Runs `task` inside an interval named `name` and returns its result.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage = "", around task: () throws -> T
    ) rethrows -> T {
        try task()
    }
}

/// Identifies the intervals and events of one piece of work (`OSSignpostID`).
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The ID's value.
    public let rawValue: UInt64

    /// An ID with `value`.
    public init(_ value: UInt64) { rawValue = value }
    /// A new ID for `log` (`OSSignpostID(log:)`): 64 random bits, as `makeSignpostID()`.
    public init(log: OSLog) { rawValue = UInt64.random(in: 1..<UInt64.max) }
    /// The ID for events about `object` in `log`: the same object gives the same ID.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The ID of work that never overlaps itself: one interval at a time.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// No ID.
    public static let invalid = OSSignpostID(0)
    /// The null ID, as Apple's `OS_SIGNPOST_ID_NULL`.
    public static let null = OSSignpostID(0)

    /// Orders IDs by value.
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What `beginInterval` hands to `endInterval` (`OSSignpostIntervalState`).
public final class OSSignpostIntervalState: Sendable {
    /// The ID the interval began with.
    public let signpostID: OSSignpostID
    init(id: OSSignpostID) { signpostID = id }
}

/// Whether a signpost begins or ends an interval, or marks an event (`OSSignpostType`).
public enum OSSignpostType: Sendable {
    /// Starts an interval.
    case begin
    /// Ends an interval.
    case end
    /// A point in time.
    case event
}
