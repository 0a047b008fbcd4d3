import Foundation
import XCTest

/// The playground's process and a user's PlaygroundKit executable stay free of full
/// Foundation (peak memory); these tests read every source file's imports.
final class FoundationFreeTests: XCTestCase {
    func testTheLinkedTargetsImportNoFullFoundation() throws {
        let imports = try SourceImports.read(packageRoot: LayeringTests.packageRoot)
        // Not vacuous: the real tree is read, its portable imports included, and every
        // exemption names a target that exists.
        let kit = imports.byTarget["PlaygroundKit", default: []]
        XCTAssertTrue(
            kit.contains { $0.module == "FoundationEssentials" },
            "no FoundationEssentials import read from PlaygroundKit")
        for target in FoundationFreeRule.exempt.keys {
            XCTAssertNotNil(imports.byTarget[target], "the exemption for \(target) names no target under Sources/")
        }
        let violations = FoundationFreeRule.violations(in: imports)
        XCTAssertEqual(violations, [], violations.map(\.description).joined(separator: "\n"))
    }

    // The rule itself, fed imports that break it: each must be caught at its file and line.

    func testAFoundationImportInTheKitIsCaught() {
        let bad = imports(["PlaygroundKit": ("Sources/PlaygroundKit/A.swift", "import Engine\nimport Foundation\n")])
        XCTAssertEqual(FoundationFreeRule.violations(in: bad).map(\.file), ["Sources/PlaygroundKit/A.swift"])
        XCTAssertEqual(FoundationFreeRule.violations(in: bad).map(\.line), [2])
    }

    func testEveryFormOfTheImportIsCaughtInEveryLinkedTarget() {
        let forms = [
            "import Foundation", "@_exported import Foundation", "import struct Foundation.URL",
            "public import Foundation.NSString",
        ]
        for target in [
            "Geometry", "LayerTree", "Engine", "Transitions", "DemoKit", "Demos", "Renderer", "Platform",
            "Sharing", "PlaygroundKit", "playground-x11",
        ] {
            for form in forms {
                let bad = imports([target: ("Sources/\(target)/A.swift", form)])
                XCTAssertEqual(FoundationFreeRule.violations(in: bad).count, 1, "\(target): '\(form)' was not caught")
            }
        }
    }

    func testFoundationUnderAnyOtherConditionIsCaught() {
        let sources = [
            "#if canImport(Foundation)\nimport Foundation\n#endif",
            "#if os(Linux)\nimport Glibc\n#else\nimport Foundation\n#endif",
            "#if canImport(FoundationEssentials)\nimport Foundation\n#endif",
            "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#elseif os(Linux)\nimport Foundation\n#endif",
            "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#endif\nimport Foundation",
        ]
        for source in sources {
            let bad = imports(["Sharing": ("Sources/Sharing/A.swift", source)])
            XCTAssertEqual(FoundationFreeRule.violations(in: bad).count, 1, "not caught:\n\(source)")
        }
    }

    func testThePortableFormAndTheExemptTargetsPass() {
        let portable = """
            #if canImport(FoundationEssentials)
            import FoundationEssentials
            #else
            import Foundation
            #endif
            #if canImport(Glibc)
            import Glibc
            #endif
            """
        XCTAssertEqual(
            FoundationFreeRule.violations(in: imports(["PlaygroundKit": ("Sources/PlaygroundKit/A.swift", portable)])),
            [])
        XCTAssertEqual(
            FoundationFreeRule.violations(
                in: imports([
                    "PlaygroundTesting": (
                        "Sources/PlaygroundTesting/A.swift",
                        "import Foundation"
                    )
                ])), [])
    }

    func testImportsKnowTheirBranch() {
        let source = "#if A\n#if B\nimport X\n#else\nimport Y\n#endif\nimport Z\n#elseif C\nimport W\n#endif\nimport V"
        let branches = SourceImports.imports(inSource: source, file: "f").map { "\($0.module):\($0.branch ?? "-")" }
        XCTAssertEqual(branches, ["X:B", "Y:#else of B", "Z:A", "W:C", "V:-"])
    }

    /// Imports as `read(packageRoot:)` would give them, from (file, source) per target.
    private func imports(_ files: [String: (String, String)]) -> SourceImports {
        SourceImports(byTarget: files.mapValues { SourceImports.imports(inSource: $0.1, file: $0.0) }, cLibraries: [])
    }
}
