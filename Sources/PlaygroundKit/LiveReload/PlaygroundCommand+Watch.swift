import ArgumentParser

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PlaygroundCommand {
    /// `--watch` is for a person at a window; `--watch-child` must carry what the parent gave.
    func validateWatch() throws {
        if watch && (headless || script != nil) {
            throw ValidationError("--watch is for a person at a window: it does not work with --headless or --script")
        }
        if let watchChild, WatchChildSpec(argument: watchChild) == nil {
            throw ValidationError("--watch-child must be SOCKET:MEMORY:CAPACITY:WIDTH:HEIGHT, not \(watchChild)")
        }
    }

    /// Runs the watching process (`--watch`) or one of its children (`--watch-child`).
    @MainActor
    func runWatching(demos: [PlaygroundDemo], log: FrameLog) throws {
        if let argument = watchChild, let spec = WatchChildSpec(argument: argument) {
            // The replay, not `--demo`, says which demo to open: a renamed one is a banner, not an error.
            var command = self
            command.demoArguments = []
            let options = try command.playgroundOptions(demos: demos)
            try WatchChild.run(spec: spec, replayPath: watchReplay, options: options, demos: demos, log: log)
            return
        }
        let options = try playgroundOptions(demos: demos)
        let package = try WatchedPackage.locate(
            from: FileManager.default.currentDirectoryPath,
            executable: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0])
        let host = try LiveReloadHost(
            options: options, package: package, title: PlaygroundIdentity.current.title,
            useSharedMemory: !noSharedMemory, log: log, logsWindow: logFrames)
        try host.run()
    }
}
