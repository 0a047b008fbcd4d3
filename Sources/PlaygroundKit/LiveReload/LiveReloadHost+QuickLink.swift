#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The quick link (`SplitLink`): the engine image linked while the watch is idle, and a
/// save's link of the package's own objects against it, or the reason it links the whole
/// product instead.
extension LiveReloadHost {
    /// An engine image: its file, the objects it was linked from, and a time no earlier
    /// than its link's start (an object changed at or after it may be missing from it).
    struct EngineImage: Equatable {
        var path: String
        var objects: [String]
        var linkStart: Double
    }

    /// Why a save links the whole product.
    struct LinkRefusal: Error, Equatable {
        var reason: String
    }

    /// The command line that links `link`'s product quickly, and the program it writes;
    /// the reason when it cannot.
    func quickLink(of link: [String]) -> Result<(arguments: [String], output: String), LinkRefusal> {
        guard quickLinks else { return .failure(LinkRefusal(reason: "PLAYGROUND_WATCH_BUILD=whole-link")) }
        if let reason = SplitLink.linkRefusal(link, configuration: package.configuration) {
            return .failure(LinkRefusal(reason: reason))
        }
        guard let image = engineImage else { return .failure(LinkRefusal(reason: "no engine image yet")) }
        guard let split = split(of: link) else {
            return .failure(LinkRefusal(reason: "the package's objects cannot be told from its dependencies'"))
        }
        if let reason = SplitLink.imageRefusal(
            dependencies: split.dependencies, image: image.path, imageObjects: image.objects,
            imageTime: image.linkStart,
            modificationTime: WatchedPackage.modificationTime)
        {
            return .failure(LinkRefusal(reason: reason))
        }
        let listFile = "\(builds.path)/\(package.product).own-objects"
        let output = "\(builds.path)/\(package.product).quick"
        guard
            (try? (split.own.joined(separator: "\n") + "\n").write(toFile: listFile, atomically: true, encoding: .utf8))
                != nil,
            let arguments = SplitLink.programArguments(
                link: link, listFile: listFile, image: image.path, output: output)
        else { return .failure(LinkRefusal(reason: "the link's command line is not SwiftPM's usual one")) }
        return .success((arguments, output))
    }

    /// The split of the plan's product link `link` into the package's objects and its
    /// dependencies'; nil when it has no such split.
    func split(of link: [String]) -> SplitLink? {
        guard let list = link.first(where: { $0.hasPrefix("@") }),
            let text = try? String(contentsOfFile: String(list.dropFirst()), encoding: .utf8),
            let (manifest, target) = currentPlan()
        else { return nil }
        let root = package.root.hasSuffix("/") ? package.root : package.root + "/"
        return SplitLink(list: text, manifest: manifest, target: target) {
            $0.hasPrefix(root) && !$0.hasPrefix("\(root).build/")
        }
    }

    /// Links a new engine image when the builder is idle, the plan is current, and the
    /// image is missing or no longer holds the dependencies' objects as they are. It holds
    /// the build folder's lock, like any direct step; a save meanwhile builds after it.
    func startImageLinkIfWanted() throws {
        guard imageCheckWanted, builder == nil, !wantsBuild, !rebuildWanted, unbuiltChanges.isEmpty, planIsCurrent,
            quickLinks
        else { return }
        imageCheckWanted = false
        // SwiftPM names the product's link `C.` and the product's target.
        guard let (manifest, target) = currentPlan(),
            let link = manifest.commands.first(where: { $0.name == "C.\(target)" })?.arguments,
            SplitLink.linkRefusal(link, configuration: package.configuration) == nil,
            let split = split(of: link), imageRefused != split.dependencies
        else { return }
        if let image = engineImage,
            SplitLink.imageRefusal(
                dependencies: split.dependencies, image: image.path, imageObjects: image.objects,
                imageTime: image.linkStart,
                modificationTime: WatchedPackage.modificationTime) == nil
        {
            return
        }
        let path = "\(builds.path)/\(package.product).engine-\(imageSerial + 1).so"
        let listFile = "\(builds.path)/\(package.product).engine-objects"
        guard
            (try? (split.dependencies.joined(separator: "\n") + "\n").write(
                toFile: listFile, atomically: true, encoding: .utf8)) != nil,
            let written = WatchedPackage.modificationTime(listFile),
            // Through lld as the program's link (`DirectLink`), which asks for an executable.
            let linked = DirectLink(link, isFile: WatchedPackage.isFile, contents: { _ in "" })?.arguments,
            let command = SplitLink.imageArguments(link: linked, listFile: listFile, image: path)
        else { return }
        guard let lock = BuildFolderLock(buildFolder: "\(package.root)/.build") else {
            // SwiftPM builds the package: try again after the watch's next build.
            return
        }
        buildFolderLock = lock
        imageSerial += 1
        imageLinkStart = SpawnedProcess.now()
        linkingImage = EngineImage(path: path, objects: split.dependencies, linkStart: written)
        do {
            builder = try SpawnedProcess(command, mergingStandardOutput: true, echoes: false)
        } catch {
            linkingImage = nil
            buildFolderLock = nil
        }
    }

    /// Stops the engine image's link (the driver ends the clang and lld it started on
    /// SIGINT); the image is linked again, under a new name, once the watch is idle.
    func cancelImageLink() {
        guard linkingImage != nil else { return }
        builder?.terminate(signal: SIGINT, grace: 1)
        builder = nil
        linkingImage = nil
        buildFolderLock = nil
        imageCheckWanted = true
        printError("\(PlaygroundCommand.commandName): the engine image's link gave way to a save")
    }

    /// The engine image's link ended: saves link against it from now on, or, when it failed,
    /// keep linking the whole product (not tried again for the same objects).
    func imageLinkEnded(_ process: SpawnedProcess) throws {
        guard let image = linkingImage else { return }
        linkingImage = nil
        buildFolderLock = nil
        let milliseconds = Int(((SpawnedProcess.now() - imageLinkStart) * 1000).rounded())
        if process.succeeded {
            engineImage = image
            printError(
                "\(PlaygroundCommand.commandName): engine image linked in \(milliseconds) ms: a save links only the package's own objects"
            )
        } else {
            imageRefused = image.objects
            process.writeOutputToStandardError()
            printError(
                "\(PlaygroundCommand.commandName): the engine image did not link: a save links the whole product")
        }
        if rebuildWanted { try startBuild() }
    }

    /// The CPU time, seconds, of this process's children that ended and were waited for:
    /// across a build, its compiler's and linker's processes.
    static func endedChildrenCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 else { return 0 }
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}
