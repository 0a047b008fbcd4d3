#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The direct build: an edit of sources SwiftPM's plan already knows reruns the plan's
/// stale commands (compile the edited modules, link the product) as SwiftPM would, without
/// SwiftPM's start-up. Anything else, and any failure, goes through SwiftPM.
///
/// Safe because the commands are SwiftPM's own, taken from the plan it wrote for the
/// package as it is now: the plan is used only once its outputs are known to be current
/// (a SwiftPM build of this watch succeeded, or the product the watch started from is
/// newer than every source and source folder the plan reads, as after `swift run`), only
/// while no manifest or pin file is newer than it, only for files it lists, and only
/// under SwiftPM's own lock of the build folder. The link alone differs in how it runs
/// (`DirectLink`), not in what it links. SwiftPM's database does not see these runs, so
/// its next build runs the same commands once more (the compiler finds nothing to do, the
/// linker links again): slower once, never wrong.
extension LiveReloadHost {
    /// The plan's commands that bring the product up to date with `changes`, in order;
    /// nil where SwiftPM must build.
    func directCommands(for changes: Set<String>) -> [BuildManifest.Command]? {
        guard planIsCurrent, !changes.isEmpty, let (manifest, target) = currentPlan() else { return nil }
        return manifest.staleCommands(for: target, changed: changes, exists: WatchedPackage.isFile)
    }

    /// Whether the product the watch started from was built from SwiftPM's plan as the
    /// package is now (`swift run` has just built it), so that the first save may build
    /// directly too; otherwise the first build goes through SwiftPM. Every watched folder
    /// must be older than the product too: a file added anywhere under them changes its
    /// folder, and the plan would not know the file.
    func productMatchesPlan() -> Bool {
        guard let (manifest, target) = currentPlan(),
            let productTime = WatchedPackage.modificationTime(package.binaryPath)
        else { return false }
        for folder in watcher.watchedFolders {
            guard let time = WatchedPackage.modificationTime(folder), time <= productTime else { return false }
        }
        return manifest.productIsCurrent(
            for: target, productTime: productTime, modificationTime: WatchedPackage.modificationTime)
    }

    /// SwiftPM's plan and the product's target in it; nil when direct builds are off, or the
    /// plan is missing, unreadable or older than a manifest or pin file.
    func currentPlan() -> (BuildManifest, String)? {
        guard directBuilds, let (manifest, planTime) = lastPlan() else { return nil }
        let build = "\(package.root)/.build"
        for folder in package.packageFolders {
            for name in ["Package.swift", "Package.resolved"] {
                if let time = WatchedPackage.modificationTime("\(folder)/\(name)"), time >= planTime { return nil }
            }
        }
        // `.build/debug` names the folder of the host's triple, which names the product's target.
        guard
            let folder = try? FileManager.default.destinationOfSymbolicLink(
                atPath: "\(build)/\(package.configuration)"),
            let triple = folder.split(separator: "/").dropLast().last
        else { return nil }
        return (manifest, "\(package.product)-\(triple)-\(package.configuration).exe")
    }

    /// SwiftPM's plan as its last build wrote it, and the plan file's modification time;
    /// nil when it is missing or unreadable. Read again only when the file changes.
    func lastPlan() -> (BuildManifest, Double)? {
        let path = "\(package.root)/.build/\(package.configuration).yaml"
        guard let planTime = WatchedPackage.modificationTime(path) else { return nil }
        if manifestCache?.time != planTime {
            manifestCache = nil
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                let manifest = BuildManifest(text: text)
            else { return nil }
            manifestCache = (planTime, manifest)
        }
        return manifestCache.map { ($0.manifest, $0.time) }
    }

    /// Removes the objects of the saved sources in `changes` that the last plan compiles
    /// (`BuildManifest.objects(compiling:contents:)`), so that the build about to start,
    /// direct or SwiftPM's, compiles every one of them even when the save came in the same
    /// second as the one the last compile took. Called with the build folder's lock held.
    /// Any plan will do, even one older than the manifest: a removed object is only ever
    /// compiled again.
    func removeObjects(compiling changes: Set<String>) {
        guard !changes.isEmpty, let (manifest, _) = lastPlan() else { return }
        let read = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
        for object in manifest.objects(compiling: changes, contents: read) { unlink(object) }
    }

    /// The command line that runs `step`: the plan's own, except the product's link (see
    /// `DirectLink`), which links only the package's own objects against the engine image
    /// when it can (`SplitLink`), and runs the driver's kept jobs when they are for this
    /// very link.
    func commandLine(for step: BuildManifest.Command) -> [String] {
        runningLinkKey = nil
        runningLinkOutput = nil
        let read = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
        guard DirectLink(step.arguments, isFile: WatchedPackage.isFile, contents: read) != nil else {
            return step.arguments
        }
        var arguments = step.arguments
        switch quickLink(of: step.arguments) {
        case .success(let quick):
            arguments = quick.arguments
            runningLinkOutput = quick.output
            linkRoute = ", quick link"
        case .failure(let refusal):
            runningLinkOutput = package.binaryPath
            linkRoute = ", whole link: \(refusal.reason)"
        }
        guard let link = DirectLink(arguments, isFile: WatchedPackage.isFile, contents: read) else {
            runningLinkOutput = package.binaryPath
            linkRoute = ", whole link: the quick link's lists cannot be read"
            return step.arguments
        }
        if link.key == linkJobsKey, let text = try? String(contentsOfFile: linkJobsFile, encoding: .utf8),
            DirectLink.jobsCanRunAgain(text, temporaryFolder: temporaryFolder)
        {
            return ["/bin/sh", "-e", linkJobsFile]
        }
        linkJobsKey = nil
        runningLinkKey = link.key
        return link.planAndRun(keepingJobsIn: linkJobsFile)
    }

    /// A direct step ended: a link that asked the driver for its jobs keeps them for the
    /// next link when it succeeded; any failure forgets them.
    func directStepEnded(succeeded: Bool) {
        defer { runningLinkKey = nil }
        guard succeeded else {
            linkJobsKey = nil
            return
        }
        guard let key = runningLinkKey, let text = try? String(contentsOfFile: linkJobsFile, encoding: .utf8),
            DirectLink.jobsCanRunAgain(text, temporaryFolder: temporaryFolder)
        else { return }
        linkJobsKey = key
    }

    /// Where the link's jobs are kept: in the watch's own folder, gone when the watch ends.
    var linkJobsFile: String { "\(builds.path)/link-jobs.sh" }

    private var temporaryFolder: String { ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp" }
}
