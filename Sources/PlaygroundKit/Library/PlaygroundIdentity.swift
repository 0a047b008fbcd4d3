import Foundation

/// What the running executable calls itself: the name in its messages and `--help`, and the
/// title of its window and catalog. `playground-x11` and "Transition Playground" unless
/// `Playground.main` was given others (a user's own executable keeps its own name).
///
/// Set once, before the command line is parsed, and read from the command's configuration
/// outside the main actor, so it is kept behind a lock.
final class PlaygroundIdentity: @unchecked Sendable {
    static let shared = PlaygroundIdentity()
    private let lock = NSLock()
    private var storedName = "playground-x11"
    private var storedTitle = "Transition Playground"

    /// The executable's name in `NAME: error: ...` lines and `--help`'s usage.
    var name: String {
        lock.lock()
        defer { lock.unlock() }
        return storedName
    }

    /// The window's title and the catalog's heading.
    var title: String {
        lock.lock()
        defer { lock.unlock() }
        return storedTitle
    }

    /// Replaces the name and the title (each kept when nil or empty).
    func set(name: String?, title: String?) {
        lock.lock()
        defer { lock.unlock() }
        if let name, !name.isEmpty { storedName = name }
        if let title, !title.isEmpty { storedTitle = title }
    }
}
