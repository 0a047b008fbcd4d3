#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
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
        guard let planTime = WatchedPackage.modificationTime("\(build)/\(package.configuration).yaml") else {
            return nil
        }
        for folder in package.packageFolders {
            for name in ["Package.swift", "Package.resolved"] {
                if let time = WatchedPackage.modificationTime("\(folder)/\(name)"), time >= planTime { return nil }
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
}
