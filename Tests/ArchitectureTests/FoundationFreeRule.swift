/// The memory rule as a rule over imports: the code linked into `playground-x11`
/// and into a user's executable built on `PlaygroundKit` imports `FoundationEssentials`,
/// never full `Foundation`.
///
/// One `import Foundation` anywhere in those targets links libFoundation, and with it ICU
/// and FoundationInternationalization, into every such process: resident memory
/// for nothing the playground uses. The portable form stays allowed,
/// full Foundation in the `#else` of `#if canImport(FoundationEssentials)`, for platforms
/// without the smaller module.
enum FoundationFreeRule {
    /// Targets that may import full Foundation, and why. Every other Swift target under
    /// `Sources/` is held to the rule, so a new target is checked from its first file.
    static let exempt: [String: String] = [
        "PlaygroundTesting": "links XCTest, which loads Foundation itself",
        "UIKitCompatibility": "re-exports Foundation for its CG types; no product of ours links it into PlaygroundKit",
        "UIKitFoundationNames": "subclasses Foundation's NSObject; only UIKitCompatibility and UIKit link it",
        "playground-bench": "a developer's benchmark, not part of the playground's process",
        "PortKit": "a source-porting tool's rules (files, diffs); no product the playground loads links it",
        "playground-port": "the porting command over PortKit, a process of its own",
    ]
    /// The `#if` condition under whose `#else` full Foundation may be imported.
    static let portableCondition = "canImport(FoundationEssentials)"

    /// Every import of full Foundation outside the exempt targets and the portable form.
    static func violations(in imports: SourceImports) -> [LayeringRules.Violation] {
        var found: [LayeringRules.Violation] = []
        for (target, list) in imports.byTarget where exempt[target] == nil {
            for item in list where item.module == "Foundation" && item.branch != "#else of \(portableCondition)" {
                found.append(
                    LayeringRules.Violation(
                        file: item.file, line: item.line,
                        rule:
                            "\(target) is linked into playground-x11 or PlaygroundKit, which must not load full Foundation "
                            + "(ICU, megabytes of memory); import FoundationEssentials under #if \(portableCondition)"))
            }
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}
