/// A structured warning the engine (or a layer above it) raises instead of crashing or
/// freezing: a kind for tests to match, a sentence for people, and the clock time.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// An open set of kinds: layers above add their own (`Diagnostic.Kind("transition.noCompletion")`).
    public struct Kind: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// A dotted name, layer first ("input.blocked").
        public let rawValue: String
        /// A kind from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A kind from a literal name.
        public init(stringLiteral value: String) { self.rawValue = value }
        public var description: String { rawValue }
    }

    /// What went wrong, for matching.
    public var kind: Kind
    /// One sentence for people.
    public var message: String
    /// The window clock's time when it was reported, seconds.
    public var time: Double
    /// How many times in a row this diagnostic was reported, each within
    /// `Diagnostics.repeatInterval` of the one before (1 for a first report). Every attempt
    /// stays an entry, as UIKit logs each; a banner shows the latest with its count.
    public var repeatCount = 1

    /// The message with the repeat count when there is one ("... (5 times)"): one banner
    /// line for a run of repeats.
    public var summary: String { repeatCount > 1 ? "\(message) (\(repeatCount) times)" : message }

    /// A diagnostic from its parts.
    public init(kind: Kind, message: String, time: Double) {
        self.kind = kind
        self.message = message
        self.time = time
    }

    public var description: String { "[\(kind)] \(message) (t=\(time))" }
}

extension Diagnostic.Kind {
    /// Input arrived while `isInputBlocked` and was dropped.
    public static let inputBlocked: Self = "input.blocked"
    /// A gesture action or layout closure asked for something impossible.
    public static let engineMisuse: Self = "engine.misuse"
}

/// The window's list of diagnostics, readable by the app (to show them) and by tests.
@preconcurrency @MainActor
public final class Diagnostics {
    /// Everything reported so far, oldest first.
    public private(set) var entries: [Diagnostic] = []
    /// Called for each new diagnostic (the app shows a banner or prints it).
    public var onReport: ((Diagnostic) -> Void)?
    private let clock: any Clock
    /// Seconds of clock time within which the same diagnostic again counts as a repeat
    /// (`Diagnostic.repeatCount`): a gesture that retries on every move is one run.
    public static let repeatInterval: Double = 1

    init(clock: any Clock) { self.clock = clock }

    /// Records a diagnostic stamped with the clock's time.
    public func report(_ kind: Diagnostic.Kind, _ message: String) {
        var d = Diagnostic(kind: kind, message: message, time: clock.now)
        if let last = entries.last, last.kind == kind, last.message == message,
            d.time - last.time <= Self.repeatInterval
        {
            d.repeatCount = last.repeatCount + 1
        }
        entries.append(d)
        onReport?(d)
    }

    /// The entries of one kind.
    public func entries(of kind: Diagnostic.Kind) -> [Diagnostic] {
        entries.filter { $0.kind == kind }
    }

    /// Forgets every entry.
    public func removeAll() { entries.removeAll() }
}
