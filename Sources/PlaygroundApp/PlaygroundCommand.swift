import ArgumentParser

/// The `playground-x11` command line.
public struct PlaygroundCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "playground-x11",
        abstract: "Transition Playground: UIKit's custom view-controller transitions in an X11 window.",
        subcommands: [CurveCommand.self])

    public init() {}

    public func run() throws {}
}
