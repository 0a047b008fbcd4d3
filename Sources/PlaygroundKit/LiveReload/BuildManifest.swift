#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SwiftPM's own build plan for a configuration (`.build/debug.yaml`, llbuild's manifest),
/// read to rerun only the commands a save made stale, without SwiftPM's start-up (it asks
/// the compiler for its target and options and checks its dependencies on every run).
///
/// Rule: the plan is only a shortcut where SwiftPM would run exactly the same commands.
/// `staleCommands` answers nil, and SwiftPM builds, whenever anything beyond an edit of an
/// existing source it knows is involved: a new, removed or unknown file, or a stale step
/// that is not a plain command line (C compiled through its own tool, the package's
/// structure).
struct BuildManifest: Equatable {
    /// One command of the plan: what it reads and writes, and its command line (plain
    /// `shell` commands only; `phony` ones only group other nodes).
    struct Command: Equatable {
        var name: String
        var tool: String
        var inputs: [String]
        var outputs: [String]
        var arguments: [String]
    }

    var commands: [Command]
    /// The node that stands for each target (`my-transition-x86_64-...-debug.exe`).
    var targets: [String: [String]]

    /// Reads the manifest's text; nil when it is not in the form SwiftPM writes.
    init?(text: String) {
        var commands: [Command] = []
        var targets: [String: [String]] = [:]
        var section = ""
        var current: Command?
        func finish() {
            if let command = current { commands.append(command) }
            current = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") {
                finish()
                section = String(line.dropLast(line.hasSuffix(":") ? 1 : 0))
                continue
            }
            if line.hasPrefix("  \""), !line.hasPrefix("   ") {
                // `  "NAME": [...]` (a target) or `  "NAME":` (a command follows).
                guard let close = line.dropFirst(3).firstIndex(of: "\"") else { return nil }
                let name = String(line[line.index(line.startIndex, offsetBy: 3)..<close])
                let rest = line[line.index(after: close)...].drop { $0 == ":" || $0 == " " }
                if section == "targets" {
                    guard let nodes = Self.strings(rest) else { return nil }
                    targets[name] = nodes
                } else if section == "commands" {
                    finish()
                    current = Command(name: name, tool: "", inputs: [], outputs: [], arguments: [])
                }
                continue
            }
            guard section == "commands", current != nil, line.hasPrefix("    "),
                let colon = line.firstIndex(of: ":")
            else { continue }
            let key = line[line.startIndex..<colon].trimmingPrefix("    ")
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            switch key {
            case "tool": current?.tool = String(value)
            case "inputs": current?.inputs = Self.strings(value) ?? []
            case "outputs": current?.outputs = Self.strings(value) ?? []
            case "args": current?.arguments = Self.strings(value) ?? []
            default: break
            }
        }
        finish()
        guard !commands.isEmpty else { return nil }
        self.commands = commands
        self.targets = targets
    }

    /// A JSON array of strings, as the manifest writes lists.
    private static func strings(_ text: Substring) -> [String]? {
        try? JSONDecoder().decode([String].self, from: Data(text.utf8))
    }

    /// The object files the plan's compile commands write for the sources among `edited`
    /// (absolute paths), by each command's output file map (`-output-file-map`, which
    /// SwiftPM passes every Swift module's compile); `contents` reads a file (nil: it
    /// cannot be read).
    ///
    /// A build removes them before the compiler runs, so that the compiler takes every
    /// save. On Linux the driver knows a source's modification time in whole seconds (it
    /// drops the fraction), and skips a source whose time equals the one its build record
    /// holds: a save in the same second as the save the last compile took looks unchanged,
    /// the compile writes nothing and succeeds, and SwiftPM's build, which runs the same
    /// driver over the same record, skips it too. A source whose object is missing is
    /// compiled whatever its time. Nothing extra is compiled: the edited sources would be.
    func objects(compiling edited: Set<String>, contents: (String) -> String?) -> [String] {
        var objects: [String] = []
        for command in commands where command.inputs.contains(where: edited.contains) {
            guard let map = command.outputFileMap(contents: contents) else { continue }
            for source in command.inputs where edited.contains(source) {
                if let object = map[source]?["object"] { objects.append(object) }
            }
        }
        return objects
    }

    /// The commands to run, in order, so that target `target` reflects the edits to
    /// `changed` (absolute paths): each command that reads a changed file, and each that
    /// reads what such a command writes. Nil when the plan cannot say (SwiftPM must build):
    /// an unknown target, a changed path no command reads (a new file) or that is gone, or
    /// a stale command that is not a plain command line.
    func staleCommands(for target: String, changed: Set<String>, exists: (String) -> Bool) -> [Command]? {
        var read: Set<String> = []
        for command in commands { read.formUnion(command.inputs) }
        for path in changed where !read.contains(path) || !exists(path) { return nil }
        guard let order = commandOrder(for: target) else { return nil }
        var dirty = changed
        var stale: [Command] = []
        for index in order {
            let command = commands[index]
            guard command.inputs.contains(where: dirty.contains) else { continue }
            // SwiftPM's lists (a module's sources, a link's objects) name files: an edit of
            // a listed file, which is all that gets here, leaves every list as it is.
            if command.tool == "write-auxiliary-file" { continue }
            dirty.formUnion(command.outputs)
            if command.tool == "phony" { continue }
            // A command reading a group node (`<...>`) would learn of a change only through
            // the group, which `Steps` does not track.
            guard command.tool == "shell", !command.arguments.isEmpty,
                !command.inputs.contains(where: { $0.hasPrefix("<") })
            else { return nil }
            stale.append(command)
        }
        return stale
    }

    /// True when the target's product, last changed at `productTime`, is newer than every
    /// file the target's commands read that no command writes: its sources, module maps
    /// and their folders (a folder changes when a file is added, removed or saved by
    /// renaming). Then the plan's outputs are the package as it is now, and a direct build
    /// may start from them without a SwiftPM build first. False when anything is newer or
    /// gone (SwiftPM builds).
    func productIsCurrent(for target: String, productTime: Double, modificationTime: (String) -> Double?) -> Bool {
        guard let order = commandOrder(for: target) else { return false }
        var written: Set<String> = []
        for command in commands { written.formUnion(command.outputs) }
        for index in order {
            for input in commands[index].inputs where !input.hasPrefix("<") && !written.contains(input) {
                guard let time = modificationTime(input), time <= productTime else { return false }
            }
        }
        return true
    }

    /// Every command `target` needs, each after the commands it reads from; nil for an
    /// unknown target or a cycle.
    func commandOrder(for target: String) -> [Int]? {
        guard let goals = targets[target] else { return nil }
        var producer: [String: Int] = [:]
        for (index, command) in commands.enumerated() {
            for output in command.outputs { producer[output] = index }
        }
        var order: [Int] = []
        var state: [Int: Bool] = [:]  // false: being visited, true: done
        func visit(_ node: String) -> Bool {
            guard let index = producer[node] else { return true }
            if let done = state[index] { return done }
            state[index] = false
            for input in commands[index].inputs where !visit(input) { return false }
            state[index] = true
            order.append(index)
            return true
        }
        for goal in goals where !visit(goal) { return nil }
        return order
    }

    /// Runs stale commands one at a time, in order, as a build system that re-reads what a
    /// command wrote does: a command runs only if one of its inputs changed, and a
    /// command's output counts as changed only if the command touched it. The compiler
    /// leaves a module interface it would write the same untouched, so an edit inside a
    /// function body recompiles that module and links, and nothing that only reads the
    /// interface runs.
    struct Steps {
        private var remaining: [Command]
        private var changed: Set<String>
        private var running: Command?
        /// The running command's outputs' modification times before it ran (nil: absent).
        private var before: [String: Double?] = [:]
        /// The edits the steps started from.
        private let edited: Set<String>

        /// The commands `staleCommands` chose, for the edits to `changed`.
        init(_ commands: [Command], changed: Set<String>) {
            remaining = commands
            self.changed = changed
            edited = changed
        }

        /// True when the commands run so far wrote nothing: the compiler skipped every
        /// edited source.
        var wroteNothing: Bool { changed == edited }

        /// The next command to run, having taken in what the last one changed; nil when
        /// the build is done. `modificationTime` reads a file's (nil: it does not exist).
        mutating func next(modificationTime: (String) -> Double?) -> Command? {
            if let last = running {
                for output in last.outputs
                where output.hasPrefix("<") || modificationTime(output) != before[output] ?? nil {
                    changed.insert(output)
                }
                running = nil
            }
            while !remaining.isEmpty {
                let command = remaining.removeFirst()
                guard command.inputs.contains(where: changed.contains) else { continue }
                before = Dictionary(uniqueKeysWithValues: command.outputs.map { ($0, modificationTime($0)) })
                running = command
                return command
            }
            return nil
        }
    }
}

extension BuildManifest.Command {
    /// The command's output file map (`-output-file-map`): each source's outputs by kind,
    /// and the module's own under `""`; nil when it has none or it cannot be read.
    func outputFileMap(contents: (String) -> String?) -> [String: [String: String]]? {
        guard let flag = arguments.firstIndex(of: "-output-file-map"), flag + 1 < arguments.count,
            let text = contents(arguments[flag + 1])
        else { return nil }
        return try? JSONDecoder().decode([String: [String: String]].self, from: Data(text.utf8))
    }

    /// Every object this module compile writes, when a module it imports (a `.swiftmodule`
    /// input) was written after the module's last build record (`.priors`, beside the
    /// record's `swift-dependencies`) yet in the same whole second; otherwise none.
    ///
    /// The driver takes an imported module for unchanged when its time, in whole seconds
    /// (Linux), is before the last build's start: an interface changed within a second of
    /// that build would recompile none of its users, leaving objects built against the old
    /// one. A build removes these objects before the command runs, so the whole module is
    /// compiled: slower, and only after two builds that change an interface within a second.
    func objectsStaleByImports(modificationTime: (String) -> Double?, contents: (String) -> String?) -> [String] {
        let imports = inputs.filter { $0.hasSuffix(".swiftmodule") }
        guard !imports.isEmpty, let map = outputFileMap(contents: contents),
            let record = map[""]?["swift-dependencies"], record.hasSuffix(".swiftdeps"),
            let recorded = modificationTime(String(record.dropLast("swiftdeps".count)) + "priors")
        else { return [] }
        let sameSecond = imports.contains { path in
            guard let time = modificationTime(path) else { return false }
            return time > recorded && time.rounded(.down) <= recorded
        }
        guard sameSecond else { return [] }
        return inputs.compactMap { map[$0]?["object"] }
    }
}
