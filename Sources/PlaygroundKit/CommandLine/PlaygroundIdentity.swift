import Synchronization

/// What the running executable is: the name in its messages and `--help`, the title of its
/// window and catalog, and the demo names `--help` lists. `playground-x11`, "Transition
/// Playground" and the built-in catalog unless `Playground.main` was given others (a user's
/// own executable keeps its own name).
///
/// Set once, before the command line is parsed, and read from the command's configuration
/// outside the main actor (where the main-actor catalog cannot be read), so it is kept
/// behind a lock.
final class PlaygroundIdentity: Sendable {
    static let shared = PlaygroundIdentity()

    private struct State {
        var name = "playground-x11"
        var title = "Transition Playground"
        var demoNames: [String]?
    }
    private let state = Mutex(State())

    /// The executable's name in `NAME: error: ...` lines and `--help`'s usage.
    var name: String { state.withLock { $0.name } }

    /// The window's title and the catalog's heading.
    var title: String { state.withLock { $0.title } }

    /// The demo names `--help` lists: those handed to `Playground.main`, or nil when the
    /// built-in catalog is in use.
    var demoNames: [String]? { state.withLock { $0.demoNames } }

    /// Replaces the demo names `--help` lists.
    func setDemoNames(_ names: [String]) {
        state.withLock { $0.demoNames = names }
    }

    /// Replaces the name and the title (each kept when nil or empty).
    func set(name: String?, title: String?) {
        state.withLock {
            if let name, !name.isEmpty { $0.name = name }
            if let title, !title.isEmpty { $0.title = title }
        }
    }
}
