import Geometry

extension PlaygroundCommand {
    /// Checks the playground's inputs before anything opens: the demo name must be known
    /// (one line listing the valid ones otherwise) and the script must parse (its first bad
    /// line as `script:LINE: message`).
    @MainActor
    func playgroundOptions(demos: [PlaygroundDemo]) throws -> PlaygroundRunOptions {
        var screen = PlaygroundSession.Screen.catalog
        if let demo {
            guard PlaygroundDemo.named(demo, in: demos) != nil else {
                let names = demos.map(\.name).joined(separator: ", ")
                let hint = Self.demoSuggestion(for: demo, in: demos).map { " (did you mean '\($0)'?)" } ?? ""
                throw PlaygroundError(
                    "unknown demo '\(demo)'\(hint); valid names: \(names.isEmpty ? "(none)" : names)")
            }
            screen = .demo(demo)
        }
        var timeline: InputTimeline?
        if let script {
            timeline = InputTimeline(
                script: try InputScript(parsing: try ScriptFile.text(atPath: script), file: script), fps: steppedFPS)
        }
        let sharing = try SharingOutputs.checked(gif: gif, video: video, trace: trace, script: script, frames: frames)
        return PlaygroundRunOptions(
            screen: screen, size: Size(width: Double(size.width), height: Double(size.height)),
            scale: scale, fps: steppedFPS, explicitFPS: fps, timeline: timeline, framesFolder: frames,
            tracePath: trace, seconds: seconds, frameCount: frameCount, sharing: sharing)
    }

    /// The demo name `typed` was likely meant to be: a demo whose catalog title it is (any
    /// case, spaces for hyphens: `--demo "Sheet detents"`), else the one name a typing slip
    /// away from it, as a script's unknown command is suggested; nil when nothing is near.
    static func demoSuggestion(for typed: String, in demos: [PlaygroundDemo]) -> String? {
        func folded(_ s: String) -> String { String(s.lowercased().map { $0 == " " ? "-" : $0 }) }
        if let titled = demos.first(where: { folded($0.title) == folded(typed) || $0.name == folded(typed) }) {
            return titled.name
        }
        return InputScript.suggestion(for: typed, among: demos.map(\.name))
    }
}
