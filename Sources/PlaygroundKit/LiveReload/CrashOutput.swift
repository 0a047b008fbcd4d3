/// What a crashed child said that a person needs in one line: the runtime's `Fatal error`
/// line, else its "Program crashed" line, else the last lines it wrote. The backtrace
/// after them stays on stderr, whole.
enum CrashOutput {
    static func summary(of output: String, lines count: Int = 2) -> String {
        let lines = output.split(separator: "\n").map { $0.trimming(" *") }.filter { !$0.isEmpty }
        if let fatal = lines.first(where: { $0.contains("Fatal error") }) { return fatal }
        if let crashed = lines.first(where: { $0.hasPrefix("Program crashed") }) { return crashed }
        return lines.suffix(count).joined(separator: " | ")
    }

    /// True when `output` shows the runtime reporting a crash: Swift's backtracer keeps a
    /// crashed program alive while it writes the backtrace (a second or more under load), so
    /// a program that stopped answering may be crashing rather than stuck.
    static func showsCrash(_ output: String) -> Bool {
        output.contains("Fatal error") || output.contains("Program crashed")
    }
}

extension StringProtocol {
    fileprivate func trimming(_ characters: String) -> String {
        var s = Substring(self)
        while let c = s.first, characters.contains(c) { s.removeFirst() }
        while let c = s.last, characters.contains(c) { s.removeLast() }
        return String(s)
    }
}
