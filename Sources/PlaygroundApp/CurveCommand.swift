import ArgumentParser

/// `playground-x11 curve`: samples an animation curve or spring as CSV (and optionally a plot).
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print t,value,velocity of a 0 -> 1 animation until it settles.")

    func run() throws {}
}
