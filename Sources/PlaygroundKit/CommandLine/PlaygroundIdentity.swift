/// What the running executable is: the name in its messages and `--help`, the title of its
/// window and catalog, and the demos it lists. `playground-x11` and "Transition Playground"
/// unless `Playground.main` was given others (a user's own executable keeps its own name).
///
/// A value, bound for the run by `Playground.main` (`$current.withValue`), not a global
/// that anyone may set: ArgumentParser asks for the command's configuration statically,
/// so the name and the demo list reach `--help` as a task-local value passed down the call.
struct PlaygroundIdentity: Sendable {
    /// The executable's name in `NAME: error: ...` lines and `--help`'s usage.
    var name = "playground-x11"
    /// The window's title and the catalog's heading.
    var title = "Transition Playground"
    /// The names of the demos `--help` lists; nil outside `Playground.main`.
    var demoNames: [String]?
    /// The executable's own version, when its author gave one to `Playground.main`.
    var version: String?

    /// What `--version` prints. The built-in playground prints the library's version alone;
    /// any other executable is its author's program, so its version line names the program
    /// (and its own version, when given) and the playground it runs on: a user who reads
    /// "0.2.0" from `my-transition --version` would take it for their own release.
    var versionText: String {
        let library = PlaygroundVersion.current
        if name == PlaygroundIdentity().name, version == nil { return library }
        let own = version.map { "\(name) \($0)" } ?? name
        return "\(own) (Transition Playground \(library))"
    }

    /// The identity of the run in progress (the defaults outside `Playground.main`, as in tests).
    @TaskLocal static var current = PlaygroundIdentity()
}
