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
/// package as it is now: the plan is used only after a SwiftPM build of this watch
/// succeeded, only while no manifest or pin file is newer than it, only for files it
/// lists, and only under SwiftPM's own lock of the build folder. SwiftPM's database does
/// not see these runs, so its next build runs the same commands once more (the compiler
/// finds nothing to do, the linker links again): slower once, never wrong.
extension LiveReloadHost {
    /// The plan's commands that bring the product up to date with `changes`, in order;
    /// nil where SwiftPM must build.
    func directCommands(for changes: Set<String>) -> [BuildManifest.Command]? {
        guard directBuilds, swiftPMBuilt, !changes.isEmpty else { return nil }
        let build = "\(package.root)/.build"
        guard let planTime = Self.modificationTime("\(build)/\(package.configuration).yaml") else { return nil }
        for folder in package.packageFolders {
            for name in ["Package.swift", "Package.resolved"] {
                if let time = Self.modificationTime("\(folder)/\(name)"), time >= planTime { return nil }
            }
        }
        if manifestCache?.time != planTime {
            manifestCache = nil
            guard
                let text = try? String(contentsOfFile: "\(build)/\(package.configuration).yaml", encoding: .utf8),
                let manifest = BuildManifest(text: text)
            else { return nil }
            manifestCache = (planTime, manifest)
        }
        // `.build/debug` names the folder of the host's triple, which names the product's target.
        guard let manifest = manifestCache?.manifest,
            let folder = try? FileManager.default.destinationOfSymbolicLink(
                atPath: "\(build)/\(package.configuration)"),
            let triple = folder.split(separator: "/").dropLast().last
        else { return nil }
        return manifest.staleCommands(
            for: "\(package.product)-\(triple)-\(package.configuration).exe", changed: changes,
            exists: WatchedPackage.isFile)
    }

    /// Takes SwiftPM's lock of the build folder (the one `swift build` takes, so the two
    /// never build at once); false when another build holds it.
    func lockBuildFolder() -> Bool {
        var temporary = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        while temporary.count > 1 && temporary.hasSuffix("/") { temporary.removeLast() }
        let name = "\(package.root)/.build".replacing("/", with: "_")
        let fd = open("\(temporary)/\(name).lock", O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return false }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return false
        }
        buildFolderLock = fd
        return true
    }

    func unlockBuildFolder() {
        guard buildFolderLock >= 0 else { return }
        close(buildFolderLock)
        buildFolderLock = -1
    }

    /// Seconds since the epoch of the file's last change; nil when it does not exist.
    static func modificationTime(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }
}
