extension PlaygroundDemo {
    /// The demos this process lists and `--demo` may name: those handed to
    /// `Playground.main` (none before it ran). PlaygroundKit knows no built-in demo:
    /// `playground-x11` hands it `DemoCatalog.all` as a user's executable hands its own.
    package static var active: [PlaygroundDemo] { registered ?? [] }

    /// Set once by `Playground.main` before the command line is parsed.
    private static var registered: [PlaygroundDemo]?

    /// Makes `entries` the active list, and their names the `--help` text's.
    static func use(_ entries: [PlaygroundDemo]) {
        registered = entries
        PlaygroundIdentity.shared.setDemoNames(entries.map(\.name))
    }
}
