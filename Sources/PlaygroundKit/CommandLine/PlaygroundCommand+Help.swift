extension PlaygroundCommand {
    /// The executable's name in messages and `--help`: `playground-x11`, or a user's own
    /// executable's (see `Playground.main(demos:name:title:)`).
    static var commandName: String { PlaygroundIdentity.current.name }

    /// `--help`'s text after the options: the demos (with `Playground.main`'s list), the
    /// keys of the window, and where the script syntax is.
    static var helpDiscussion: String {
        // Names only: the help is wrapped to the terminal's width without indentation, so
        // one-line summaries would break mid-row; the catalog screen shows them.
        var text = "DEMOS (--demo NAME; the catalog screen shows what each does)\n"
        if let names = PlaygroundIdentity.current.demoNames {
            text += "  " + (names.isEmpty ? "(none)" : names.joined(separator: ", ")) + "\n"
        } else {
            text += "  the catalog screen lists them\n"
        }
        text += """

            KEYS (in the window)
              s          slow motion on/off (0.1x)
              space      pause/resume; Left/Right scrub a paused transition by 5 %
              h          HUD on/off (fps, frame time, transition, view tree with roles)
              [ ] - =    live spring tuning, handed to the demo
              i          spring inspector: sliders, curve plot; c copies the spring as code
              r          record the next transition as a GIF (--gif FILE names it)
              Esc        back to the catalog
              q          quit
              mouse on the top 12 points while a transition runs: scrub its progress

            SCRIPTS (--headless --script FILE)
              one command per line, # starts a comment, points and seconds:
              wait S | click X Y | down X Y | move X Y [S] | up X Y | drag X1 Y1 X2 Y2 S |
              scroll X Y CLICKS | key NAME | type "TEXT"  (README.md, section "Script", has the
              details)
            """
        return text
    }

    /// Refuses `help` followed by anything but a subcommand's name (`help curve`): an
    /// unknown topic is a usage error (exit 2, one line naming the topics), not a reason
    /// to print the whole help and report success.
    static func checkHelpTopic(_ words: [String]) throws {
        let topics = configuration.subcommands.map { $0._commandName }
        // Flags (`help --help`) are ArgumentParser's to take; only the words name topics.
        let words = words.filter { !$0.hasPrefix("-") }
        guard words.count > 1 || !(words.first.map(topics.contains) ?? true) else { return }
        throw PlaygroundError(
            "unknown help topic '\(words.joined(separator: " "))'; the topics are: \(topics.joined(separator: ", ")) (help alone shows the whole help)"
        )
    }
}
