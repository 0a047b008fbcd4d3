import Foundation
import XCTest

/// The layering in `Package.swift` and the README stays true as the project grows: these
/// tests read every source file's imports and fail on the first one that crosses a layer.
final class LayeringTests: XCTestCase {
    /// The package root, found from this file's place in `Tests/ArchitectureTests/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheSourcesKeepTheLayering() throws {
        let imports = try SourceImports.read(packageRoot: Self.packageRoot)
        // The rules must see the real tree, or they would pass vacuously.
        XCTAssertFalse(imports.byTarget["Engine", default: []].isEmpty, "no imports read from Sources/Engine")
        XCTAssertTrue(imports.cLibraries.contains("CX11"), "C libraries not recognised: \(imports.cLibraries)")
        let violations = LayeringRules.violations(in: imports)
        XCTAssertEqual(violations, [], violations.map(\.description).joined(separator: "\n"))
    }

    // The checker itself, fed imports that break the rules: each must be caught, with the
    // file and line a developer jumps to.

    func testAnEngineFileImportingTheRendererIsCaught() {
        let bad = imports(["Engine": ("Sources/Engine/Views/View.swift", "import Geometry\nimport Renderer\n")])
        XCTAssertEqual(
            LayeringRules.violations(in: bad).map(\.description),
            ["Sources/Engine/Views/View.swift:2: Engine must know no pixels or X11, but imports Renderer"])
    }

    func testEveryPixelFreeLayerIsGuardedAgainstEveryPixelOrX11Module() {
        for target in ["Engine", "Transitions", "Demos", "DemoKit"] {
            for module in ["Renderer", "Platform", "CX11", "CFreeType", "CPNG"] {
                let bad = imports([target: ("Sources/\(target)/A.swift", "@_exported import \(module)")])
                XCTAssertEqual(
                    LayeringRules.violations(in: bad).count >= 1, true, "\(target) importing \(module) was not caught")
            }
        }
    }

    func testARendererFileImportingTheEngineIsCaught() {
        let bad = imports(["Renderer": ("Sources/Renderer/Compose/X.swift", "import struct Engine.Key")])
        XCTAssertEqual(
            LayeringRules.violations(in: bad).map(\.rule),
            ["Renderer must know no views, controllers or X11, but imports Engine"])
    }

    func testUpwardImportsInsideTheEngineSideAreCaught() {
        let bad = imports(["Engine": ("Sources/Engine/A.swift", "public import Transitions")])
        XCTAssertEqual(
            LayeringRules.violations(in: bad).map(\.rule), ["Engine must not import Transitions, a layer above it"])
    }

    func testImportLinesAreReadInEveryForm() {
        XCTAssertEqual(SourceImports.importedModule(in: "import Foundation"), "Foundation")
        XCTAssertEqual(SourceImports.importedModule(in: "@testable import Engine"), "Engine")
        XCTAssertEqual(SourceImports.importedModule(in: "@preconcurrency public import CX11"), "CX11")
        XCTAssertEqual(SourceImports.importedModule(in: "import struct Renderer.Framebuffer"), "Renderer")
        XCTAssertNil(SourceImports.importedModule(in: "// import Renderer"))
        XCTAssertNil(SourceImports.importedModule(in: "let important = 1"))
    }

    /// Imports as `read(packageRoot:)` would give them, from (file, source) per target.
    private func imports(_ files: [String: (String, String)]) -> SourceImports {
        SourceImports(
            byTarget: files.mapValues { SourceImports.imports(inSource: $0.1, file: $0.0) },
            cLibraries: ["CX11", "CFreeType", "CPNG"])
    }
}

/// The walls added for Sharing, PlaygroundKit and PlaygroundTesting, each fed a file that
/// breaks it.
final class OuterWallTests: XCTestCase {
    func testSharingImportingAViewLayerIsCaught() {
        for module in ["Engine", "Transitions", "DemoKit", "Demos", "PlaygroundKit"] {
            let bad = SourceImports(
                byTarget: [
                    "Sharing": SourceImports.imports(inSource: "import \(module)", file: "Sources/Sharing/A.swift")
                ],
                cLibraries: [])
            XCTAssertEqual(
                LayeringRules.violations(in: bad).map(\.rule),
                ["Sharing knows frames, not views, but imports \(module)"])
        }
    }

    func testPlaygroundKitImportingTheBuiltInDemosIsCaught() {
        let bad = SourceImports(
            byTarget: [
                "PlaygroundKit": SourceImports.imports(inSource: "import Demos", file: "Sources/PlaygroundKit/A.swift")
            ],
            cLibraries: [])
        XCTAssertEqual(LayeringRules.violations(in: bad).count, 1)
    }

    func testPlaygroundTestingImportingTheX11ShimOrTheDemosIsCaught() {
        for module in ["Platform", "Demos", "CX11", "Sharing"] {
            let bad = SourceImports(
                byTarget: [
                    "PlaygroundTesting": SourceImports.imports(
                        inSource: "import XCTest\nimport PlaygroundKit\nimport \(module)",
                        file: "Sources/PlaygroundTesting/A.swift")
                ],
                cLibraries: ["CX11"])
            XCTAssertTrue(
                LayeringRules.violations(in: bad).map(\.line).contains(3),
                "PlaygroundTesting importing \(module) not caught")
        }
    }
}
