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
                throw PlaygroundError("unknown demo '\(demo)'; valid names: \(names.isEmpty ? "(none)" : names)")
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
}
