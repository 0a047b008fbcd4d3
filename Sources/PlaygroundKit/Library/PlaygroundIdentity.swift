import Foundation

/// What the running executable is: the name in its messages and `--help`, the title of its
/// window and catalog, and the demo names `--help` lists. `playground-x11`, "Transition
/// Playground" and the built-in catalog unless `Playground.main` was given others (a user's
/// own executable keeps its own name).
///
/// Set once, before the command line is parsed, and read from the command's configuration
/// outside the main actor (where the main-actor catalog cannot be read), so it is kept
/// behind a lock.
final class PlaygroundIdentity: @unchecked Sendable {
    static let shared = PlaygroundIdentity()
    private let lock = NSLock()
    private var storedName = "playground-x11"
    private var storedTitle = "Transition Playground"
    private var storedDemoNames: [String]?

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

    /// The demo names `--help` lists: those handed to `Playground.main`, or nil when the
    /// built-in catalog is in use.
    var demoNames: [String]? {
        lock.lock()
        defer { lock.unlock() }
        return storedDemoNames
    }

    /// Replaces the demo names `--help` lists.
    func setDemoNames(_ names: [String]) {
        lock.lock()
        defer { lock.unlock() }
        storedDemoNames = names
    }

    /// Replaces the name and the title (each kept when nil or empty).
    func set(name: String?, title: String?) {
        lock.lock()
        defer { lock.unlock() }
        if let name, !name.isEmpty { storedName = name }
        if let title, !title.isEmpty { storedTitle = title }
    }
}
