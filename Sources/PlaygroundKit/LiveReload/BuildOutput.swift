/// Reads the compiler's output for the window's banner: its first error, as
/// `FILE:LINE: error: message` in the compiler's own words, the file relative to the package.
enum BuildOutput {
    /// The first `file.swift:LINE:COLUMN: error: ...` line, else the first line naming an
    /// error (a linker's), else nil.
    static func firstError(in output: String, root: String) -> String? {
        let lines = output.split(separator: "\n").map(String.init)
        let located = #/^(.+?\.swift):(\d+):\d+: (error: .*)$/#
        for line in lines {
            guard let match = line.firstMatch(of: located) else { continue }
            var file = String(match.output.1)
            if file.hasPrefix(root + "/") { file.removeFirst(root.count + 1) }
            return "\(file):\(match.output.2): \(match.output.3)"
        }
        return lines.first { $0.contains("error:") }
    }
}
