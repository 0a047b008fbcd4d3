import Foundation

extension PlaygroundDemo {
    /// The demos this process lists and `--demo` may name: those handed to
    /// `Playground.main`, else the built-in catalog.
    public static var active: [PlaygroundDemo] { registered ?? catalog }

    /// Set once by `Playground.main` before the command line is parsed.
    private static var registered: [PlaygroundDemo]?

    /// Makes `entries` the active list, and their names and summaries the `--help` text's.
    static func use(_ entries: [PlaygroundDemo]) {
        registered = entries
        HelpDemoList.shared.set(entries.map { ($0.name, $0.summary) })
    }
}

/// The demo names `--help` lists. The command's configuration is read outside the main
/// actor, so the list is kept behind a lock rather than in the main-actor catalog.
final class HelpDemoList: @unchecked Sendable {
    static let shared = HelpDemoList()
    private let lock = NSLock()
    private var entries: [(name: String, summary: String)]?

    /// Replaces the list.
    func set(_ list: [(name: String, summary: String)]) {
        lock.lock()
        defer { lock.unlock() }
        entries = list
    }

    /// The list set by `Playground.main`, or nil when the built-in catalog is in use.
    var current: [(name: String, summary: String)]? {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
