#if canImport(Glibc)
    import Glibc
#endif

/// The package `--watch` rebuilds: the nearest `Package.swift` at or above the working
/// directory, the running product's name and build configuration, and the folders whose
/// Swift files make up the product (this package's `Sources` and those of its local path
/// dependencies; tests, README and the build folder are not among them).
struct WatchedPackage: Equatable {
    /// The folder that holds `Package.swift`.
    var root: String
    /// The executable product: the running program's file name.
    var product: String
    /// `debug` or `release`, as the running program was built.
    var configuration: String
    /// Folders watched, each with everything under it.
    var sourceFolders: [String]
    /// This package's folder and those of its local path dependencies: where the manifests are.
    var packageFolders: [String]

    /// Where `swift build --product` leaves the product.
    var binaryPath: String { "\(root)/.build/\(configuration)/\(product)" }

    /// Finds the package above `directory` for the program at `executable`; throws one
    /// line when there is none.
    static func locate(from directory: String, executable: String) throws -> WatchedPackage {
        var folder = directory
        while !isFile("\(folder)/Package.swift") {
            guard folder != "/", !folder.isEmpty else {
                throw PlaygroundError("--watch: no Package.swift in \(directory) or any folder above it")
            }
            folder = parent(of: folder)
        }
        let product = String(executable.split(separator: "/").last ?? "")
        // The watch rebuilds the product in this package's `.build` and runs that: a program
        // built elsewhere would watch sources that never make it (the first build failed
        // with a raw file error), so say so in one line.
        guard isBuilt(executable, byPackageAt: folder) else {
            throw PlaygroundError(
                "--watch: \(product) was not built by the package at \(folder) (it runs from \(executable)); "
                    + "start it with `swift run \(product) --watch` in the package you edit")
        }
        let buildFolder = String(parent(of: executable).split(separator: "/").last ?? "")
        let configuration = buildFolder == "release" ? "release" : "debug"
        let manifest = (try? String(contentsOfFile: "\(folder)/Package.swift", encoding: .utf8)) ?? ""
        var roots = [folder]
        for path in localDependencyPaths(manifest: manifest) {
            roots.append(normalized(path.hasPrefix("/") ? path : "\(folder)/\(path)"))
        }
        var seen: Set<String> = []
        let sources = roots.map { isDirectory("\($0)/Sources") ? "\($0)/Sources" : $0 }.filter {
            seen.insert($0).inserted
        }
        return WatchedPackage(
            root: folder, product: product, configuration: configuration, sourceFolders: sources,
            packageFolders: roots.filter { !$0.isEmpty })
    }

    /// Whether `executable` lies in the build folder of the package at `folder`, by its
    /// path as given or with symbolic links resolved.
    static func isBuilt(_ executable: String, byPackageAt folder: String) -> Bool {
        if normalized(executable).hasPrefix(normalized(folder) + "/.build/") { return true }
        guard let build = realPath("\(folder)/.build"), let program = realPath(executable) else { return false }
        return program.hasPrefix(build + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The `path:` of each `.package(...)` in a manifest's text.
    static func localDependencyPaths(manifest: String) -> [String] {
        let pattern = #/\.package\s*\([^()]*?path:\s*"([^"]+)"/#
        return manifest.matches(of: pattern).map { String($0.output.1) }
    }

    /// `a/b/../c/.` as `a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }

    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Seconds since the epoch of the file's last change; nil when it does not exist.
    static func modificationTime(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
