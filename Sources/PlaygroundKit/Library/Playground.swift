import DemoKit
import Foundation

/// The playground as a library: `Playground.main(demos:)` is the whole of an executable
/// that opens a user's own demos in the playground window.
///
/// It runs the same command line as `playground-x11` (window, catalog, slow motion,
/// pause and scrub, HUD, diagnostics, `--headless` recording, `--trace`, `curve`), with
/// the catalog listing `demos`, alone or after the built-in ones. A user's package:
///
///     import PlaygroundKit
///     Playground.main(demos: [MyTransitionDemo.self])
public enum Playground {
    /// Parses the command line and runs the playground with `demos` in its catalog (and
    /// `--demo NAME`); with `includingBuiltIns` the built-in demos come first. Exits the
    /// process: 0 on success, 2 with one `error:` line on bad input, such as two demos of
    /// the same name.
    @MainActor
    public static func main(demos: [any Demo.Type], includingBuiltIns: Bool = false) -> Never {
        main(entries: (includingBuiltIns ? PlaygroundDemo.catalog : []) + demos.map(PlaygroundDemo.init(demo:)))
    }

    /// `main(demos:)` for ready-made catalog entries (a demo built from a closure).
    @MainActor
    public static func main(entries: [PlaygroundDemo]) -> Never {
        var seen: Set<String> = []
        for entry in entries where !seen.insert(entry.name).inserted {
            printError("\(PlaygroundCommand.commandName): error: two demos are named '\(entry.name)'; each needs its own name")
            exit(2)
        }
        PlaygroundDemo.use(entries)
        PlaygroundCommand.main()
        exit(0)
    }
}
