import Foundation

/// Each target's dependencies as `Package.swift` declares them, read from its text.
///
/// An import of a sibling target that the manifest does not declare builds only by luck
/// (the module happens to be built first for another target) and hides a layer's real
/// reach, so every import of a package target or product must be declared.
struct DeclaredDependencies {
    /// Target name to the names in its `dependencies:` list (targets and products).
    var byTarget: [String: Set<String>]

    /// Reads the `.target(...)`, `.executableTarget(...)` and `.testTarget(...)` calls of a
    /// manifest: each one's `name:` and the quoted names in its `dependencies:` list.
    static func parse(manifest: String) -> DeclaredDependencies {
        var byTarget: [String: Set<String>] = [:]
        let chars = Array(manifest)
        for opener in [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("] {
            var search = manifest.startIndex
            while let found = manifest.range(of: opener, range: search..<manifest.endIndex) {
                search = found.upperBound
                // The call's text, up to its closing parenthesis.
                var depth = 1
                var i = manifest.distance(from: manifest.startIndex, to: found.upperBound)
                let start = i
                while i < chars.count, depth > 0 {
                    if chars[i] == "(" { depth += 1 } else if chars[i] == ")" { depth -= 1 }
                    i += 1
                }
                let call = String(chars[start..<max(start, i - 1)])
                guard let name = firstQuoted(after: "name:", in: call) else { continue }
                var dependencies: Set<String> = []
                if let list = call.range(of: "dependencies:") {
                    let rest = call[list.upperBound...]
                    // The bracketed list that follows.
                    if let open = rest.firstIndex(of: "[") {
                        var depth = 0
                        var end = open
                        for index in rest[open...].indices {
                            if rest[index] == "[" { depth += 1 }
                            if rest[index] == "]" { depth -= 1 }
                            if depth == 0 {
                                end = index
                                break
                            }
                        }
                        dependencies = Set(quoted(in: String(rest[open...end])))
                    }
                }
                byTarget[name] = dependencies
            }
        }
        // A platform's block may add to a list after it is written:
        // `package.targets.first { $0.name == "UIKit" }?.dependencies.append("QuartzCore")`.
        for line in manifest.split(separator: "\n") where line.contains("?.dependencies.append(") {
            guard let target = firstQuoted(after: "$0.name ==", in: String(line)),
                let dependency = firstQuoted(after: ".append(", in: String(line))
            else { continue }
            byTarget[target, default: []].insert(dependency)
        }
        return DeclaredDependencies(byTarget: byTarget)
    }

    /// Every import in `imports` of a package target (or a product named in some target's
    /// list) that the importing target does not declare.
    func violations(in imports: SourceImports) -> [LayeringRules.Violation] {
        let known = Set(byTarget.keys).union(byTarget.values.flatMap { $0 })
        var found: [LayeringRules.Violation] = []
        for (target, list) in imports.byTarget {
            guard let declared = byTarget[target] else { continue }
            for item in list where known.contains(item.module) && item.module != target {
                if !declared.contains(item.module) {
                    found.append(
                        .init(
                            file: item.file, line: item.line,
                            rule:
                                "\(target) imports \(item.module), which Package.swift does not declare as its dependency"
                        ))
                }
            }
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    private static func firstQuoted(after label: String, in text: String) -> String? {
        guard let at = text.range(of: label) else { return nil }
        return quoted(in: String(text[at.upperBound...])).first
    }

    private static func quoted(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
