#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The direct build's link of the product: SwiftPM's own link command, made quicker in two
/// ways that leave what it links alone.
///
/// - Through the toolchain's `lld` when it ships one beside `swiftc`: the driver's default
///   on Linux, gold, spends about twice the CPU time on the ~30 MB debug executable.
/// - Without the compiler driver in front: the driver's jobs for the command (`-###`:
///   gather the modules' autolink entries, run clang, which runs the linker) are written
///   to a file the first time and run by the shell after that, while the command and the
///   files it names with `@` (the list of objects) stay the same.
///
/// Rule: the jobs run are the driver's own for exactly this command; another command,
/// another list of objects or a failed link asks the driver again.
struct DirectLink {
    /// The command line to link with (SwiftPM's, with lld).
    let arguments: [String]
    /// The command and the contents of the lists it names: the jobs file's key.
    let key: String

    /// The link of `arguments`, a plan's command; nil for any other command. `isFile`
    /// answers whether a path is a file (to find the toolchain's lld); `contents` reads
    /// the lists the command names (nil: unreadable, and then no link of ours).
    init?(_ arguments: [String], isFile: (String) -> Bool, contents: (String) -> String?) {
        guard let driver = arguments.first, driver.hasSuffix("/swiftc"), arguments.contains("-emit-executable")
        else { return nil }
        var linked = arguments
        let toolchain = String(driver.dropLast("swiftc".count))
        // A package that names its linker keeps it.
        let namesLinker = arguments.contains { $0.hasPrefix("-use-ld") || $0.hasPrefix("-ld-path") }
        if !namesLinker && isFile("\(toolchain)ld.lld") {
            linked += ["-use-ld=lld"]
        }
        var key = linked.joined(separator: "\u{0}")
        for argument in linked where argument.hasPrefix("@") {
            guard let list = contents(String(argument.dropFirst())) else { return nil }
            key += "\u{0}\(list)"
        }
        self.arguments = linked
        self.key = key
    }

    /// The shell command that asks the driver for its jobs, keeps them in `jobsFile` and
    /// runs them; stops at the first that fails.
    func planAndRun(keepingJobsIn jobsFile: String) -> [String] {
        let command = arguments.map(Self.quoted).joined(separator: " ")
        let jobs = Self.quoted(jobsFile)
        return ["/bin/sh", "-ec", "\(command) -### > \(jobs).new\nmv \(jobs).new \(jobs)\nexec /bin/sh -e \(jobs)"]
    }

    /// Whether jobs the driver wrote can run again: one absolute command a line, and no
    /// response file of the driver's own (it names one in the temporary folder when a
    /// command line grows too long, and removes it after the run).
    static func jobsCanRunAgain(_ text: String, temporaryFolder: String) -> Bool {
        let lines = text.split(separator: "\n")
        guard !lines.isEmpty, lines.allSatisfy({ $0.hasPrefix("/") }) else { return false }
        var folder = temporaryFolder
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return !text.contains("@\(folder)/") && !text.contains("@'\(folder)/")
    }

    /// `text` as one word for `/bin/sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
