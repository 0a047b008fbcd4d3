import DemoKit
import Engine
import Platform

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The playground as a library: `Playground.main(demos:)` is the whole of an executable
/// that opens a user's own demos in the playground window.
///
/// It runs the same command line as `playground-x11` (window, catalog, slow motion,
/// pause and scrub, HUD, diagnostics, `--headless` recording, `--trace`, `curve`), with
/// the catalog listing `demos`. A user's package:
///
///     import PlaygroundKit
///     Playground.main(demos: [MyTransitionDemo.self])
///
/// PlaygroundKit does not link the built-in demos, so a user's package does not compile
/// them; to list them too, depend on the `Demos` product and pass
/// `DemoCatalog.all + [MyTransitionDemo.self]`, as `playground-x11` passes `DemoCatalog.all`.
public enum Playground {
    /// Parses the command line and runs the playground with `demos` in its catalog (and
    /// `--demo NAME`). Exits the process: 0 on success, 2 with one `error:` line on bad
    /// input, such as two demos of the same name.
    ///
    /// Messages and `--help` name the executable by `name` (default: its own file name, so
    /// `swift run my-transition` says `my-transition: error: ...`); `title` is the window's
    /// title and the catalog's heading (default "Transition Playground"). `--version` prints
    /// `NAME VERSION (Transition Playground X.Y.Z)`, or `NAME (Transition Playground X.Y.Z)`
    /// without a `version`: the executable is the caller's program, not the playground.
    @MainActor
    public static func main(
        demos: [any Demo.Type], name: String? = nil, title: String? = nil, version: String? = nil
    ) -> Never {
        main(entries: demos.map(PlaygroundDemo.init(demo:)), name: name, title: title, version: version)
    }

    /// The built-in demos are no longer linked into PlaygroundKit: name them yourself.
    @available(
        *, unavailable,
        message: "depend on the Demos product and pass DemoCatalog.all + your demos to main(demos:)"
    )
    @MainActor
    public static func main(
        demos: [any Demo.Type], includingBuiltIns: Bool, name: String? = nil, title: String? = nil
    ) -> Never {
        fatalError("unavailable")
    }

    /// `main(demos:)` for ready-made catalog entries (a demo built from a closure).
    @MainActor
    public static func main(
        entries: [PlaygroundDemo], name: String? = nil, title: String? = nil, version: String? = nil
    ) -> Never {
        let executable = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent }
        var identity = PlaygroundIdentity()
        if let name = name ?? executable, !name.isEmpty { identity.name = name }
        if let title, !title.isEmpty { identity.title = title }
        if let version, !version.isEmpty { identity.version = version }
        let demos: [PlaygroundDemo]
        do {
            demos = try catalog(entries)
        } catch {
            printError("\(identity.name): error: \(error)")
            exitProcess(2)
        }
        identity.demoNames = demos.map(\.name)
        // The run's windows, for UIKit code that asks for "the screen"; owned here, not global.
        WindowScene.$current.withValue(WindowScene()) {
            PlaygroundIdentity.$current.withValue(identity) { PlaygroundCommand.main(demos: demos) }
        }
    }

    /// The catalog `main` lists: `entries`, checked; throws when two share a name
    /// (`--demo NAME` must name one).
    @MainActor
    static func catalog(_ entries: [PlaygroundDemo]) throws -> [PlaygroundDemo] {
        let all = entries
        var seen: Set<String> = []
        for entry in all where !seen.insert(entry.name).inserted {
            throw PlaygroundError("two demos are named '\(entry.name)'; each needs its own name")
        }
        return all
    }
}
