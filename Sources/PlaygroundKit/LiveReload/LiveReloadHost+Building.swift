import Platform

#if canImport(Glibc)
    import Glibc
#endif

/// Building: one build at a time (a save during a build asks for another), through
/// SwiftPM or, for an edit SwiftPM's plan already covers, by running the plan's stale
/// commands directly; and the snapshots of its products that children run from.
extension LiveReloadHost {
    func startBuild() throws {
        rebuildWanted = false
        buildStart = SpawnedProcess.now()
        buildChangeTime = changeTime
        buildCPUStart = Self.endedChildrenCPUSeconds()
        buildingChanges = unbuiltChanges
        unbuiltChanges = []
        linkRoute = ""
        setOverlay(.status("building…"))
        // Another build holding the lock (a developer's `swift build`) is left alone: its
        // objects are not ours to remove, and SwiftPM waits for it.
        var lock = BuildFolderLock(buildFolder: "\(package.root)/.build")
        if lock != nil { removeObjects(compiling: buildingChanges) }
        if let steps = directCommands(for: buildingChanges), let held = lock {
            buildFolderLock = held
            directSteps = BuildManifest.Steps(steps, changed: buildingChanges)
            try runNextStep()
        } else {
            lock = nil  // SwiftPM takes it.
            try startSwiftPM()
        }
    }

    /// SwiftPM builds the product, with the flags of a plain `swift build` in this
    /// configuration, so that its plan and products are the ones the developer's own
    /// `swift build` and `swift run` use.
    func startSwiftPM() throws {
        directSteps = nil
        builder = try SpawnedProcess(
            [
                "swift", "build", "--package-path", package.root, "--product", package.product, "-c",
                package.configuration,
            ], mergingStandardOutput: true, echoes: false,
            environment: SpawnedProcess.environment(asAShellRuns: "swift"))
    }

    func checkBuilder() throws {
        guard let builder else { return }
        builder.readOutput()
        guard builder.checkExit() else { return }
        self.builder = nil
        if linkingImage != nil {
            try imageLinkEnded(builder)
            return
        }
        if directSteps != nil {
            directStepEnded(succeeded: builder.succeeded)
            if builder.succeeded, let output = runningLinkOutput { latestProduct = output }
            if builder.succeeded {
                try runNextStep()
            } else {
                // SwiftPM builds again and reports the error in its own words.
                buildFolderLock = nil
                try startSwiftPM()
            }
            return
        }
        if builder.succeeded {
            planIsCurrent = true
            latestProduct = package.binaryPath
            finishBuild()
        } else {
            unbuiltChanges.formUnion(buildingChanges)
            builder.writeOutputToStandardError()
            let first = BuildOutput.firstError(in: builder.outputText, root: package.root) ?? "the build failed"
            printError("\(PlaygroundCommand.commandName): build failed: \(first)")
            setOverlay(.banner(first))
        }
        if rebuildWanted { try startBuild() }
    }

    /// Starts the direct build's next command, or ends the build once none is left.
    func runNextStep() throws {
        guard var steps = directSteps else { return }
        guard let step = steps.next(modificationTime: WatchedPackage.modificationTime) else {
            directSteps = nil
            buildFolderLock = nil
            if steps.wroteNothing && !buildingChanges.isEmpty {
                // The saved sources' objects were removed before the compile, so it always
                // writes them; a run that wrote nothing skipped an edit in a way the watch
                // does not know of, and a save that broke the build would show nothing.
                // A safety net that costs nothing when unused: SwiftPM builds it.
                printError(
                    "\(PlaygroundCommand.commandName): the compiler skipped the saved files: building through SwiftPM")
                try startSwiftPM()
                return
            }
            finishBuild(route: " (direct)\(linkRoute)")
            if rebuildWanted { try startBuild() }
            return
        }
        directSteps = steps
        let read = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
        for object in step.objectsStaleByImports(modificationTime: WatchedPackage.modificationTime, contents: read) {
            unlink(object)
        }
        do {
            builder = try SpawnedProcess(commandLine(for: step), mergingStandardOutput: true, echoes: false)
        } catch {
            buildFolderLock = nil
            try startSwiftPM()
        }
    }

    /// A build succeeded: a new child from its product, or nothing when the product is the
    /// same. `route` follows the time on stderr (" (direct)": SwiftPM's commands run here;
    /// then how the product was linked, and why not quickly when it was not).
    func finishBuild(route: String = "") {
        let milliseconds = Int(((SpawnedProcess.now() - buildStart) * 1000).rounded())
        buildEndTime = SpawnedProcess.now()
        builtChangeTime = buildChangeTime
        let cpu = Int(((Self.endedChildrenCPUSeconds() - buildCPUStart) * 1000).rounded())
        printError("\(PlaygroundCommand.commandName): built in \(milliseconds) ms\(route); \(cpu) ms CPU")
        imageCheckWanted = true
        if let binary = try? snapshot(latestProduct ?? package.binaryPath), binary != current?.binary || restartAsked {
            restartAsked = false
            pending = nil
            do {
                pending = try startChild(binary: binary)
                // A link that could not be quick says so: the save took longer than it should.
                let whole = linkRoute.hasPrefix(", whole link") ? " (whole link)" : ""
                setOverlay(.status("built in \(milliseconds) ms\(whole), starting…"))
            } catch {
                // The running build stays; the next save tries again.
                report("the new build could not start", tail: "\(error)")
            }
        } else {
            // Nothing compiled changed: the running build stays, nothing flickers.
            setOverlay(.status("built in \(milliseconds) ms, no change"), for: 1.5)
        }
    }

    /// A snapshot of the product at `path` in the watch's folder, for a child to run while
    /// the next build replaces the product; the newest snapshot when nothing changed.
    func snapshot(_ path: String) throws -> String {
        let last = current?.binary ?? pending?.binary
        let made = try builds.snapshot(of: path, as: "\(package.product)-\(binarySerial + 1)", unlessSameAs: last)
        if made != last { binarySerial += 1 }
        return made
    }
}
