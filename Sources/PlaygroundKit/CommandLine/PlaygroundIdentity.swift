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

    /// The identity of the run in progress (the defaults outside `Playground.main`, as in tests).
    @TaskLocal static var current = PlaygroundIdentity()
}
