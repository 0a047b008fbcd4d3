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
}

extension StringProtocol {
    fileprivate func trimming(_ characters: String) -> String {
        var s = Substring(self)
        while let c = s.first, characters.contains(c) { s.removeFirst() }
        while let c = s.last, characters.contains(c) { s.removeLast() }
        return String(s)
    }
}
