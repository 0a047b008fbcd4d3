import Foundation
import XCTest

/// Every import of a sibling target is declared in `Package.swift`.
final class DeclaredDependencyTests: XCTestCase {
    func testEveryImportOfAPackageTargetIsDeclared() throws {
        let root = LayeringTests.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = DeclaredDependencies.parse(manifest: manifest)
        // The parser must see the real manifest, or the check would pass vacuously.
        XCTAssertEqual(declared.byTarget["Renderer"]?.contains("Geometry"), true, "\(declared.byTarget)")
        XCTAssertEqual(declared.byTarget["PlaygroundKit"]?.contains("ArgumentParser"), true)
        let violations = declared.violations(in: try SourceImports.read(packageRoot: root))
        XCTAssertEqual(violations, [], violations.map(\.description).joined(separator: "\n"))
    }

    func testAnUndeclaredImportIsCaught() {
        let declared = DeclaredDependencies.parse(
            manifest: """
                .target(name: "Geometry"),
                .target(name: "LayerTree", dependencies: ["Geometry"]),
                .target(
                    name: "Demos",
                    dependencies: ["Engine", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
                .target(name: "Engine", dependencies: ["Geometry", "LayerTree"], swiftSettings: []),
                #if os(Linux)
                    package.targets.first { $0.name == "Geometry" }?.dependencies.append("CShim")
                #endif
                """)
        XCTAssertEqual(declared.byTarget["Engine"], ["Geometry", "LayerTree"])
        XCTAssertEqual(declared.byTarget["Geometry"], ["CShim"], "a dependency a platform block appends")
        let imports = SourceImports(
            byTarget: [
                "Demos": SourceImports.imports(
                    inSource: "import Engine\nimport LayerTree\nimport ArgumentParser\nimport Foundation",
                    file: "Sources/Demos/A.swift")
            ],
            cLibraries: [])
        XCTAssertEqual(
            declared.violations(in: imports).map(\.description),
            ["Sources/Demos/A.swift:2: Demos imports LayerTree, which Package.swift does not declare as its dependency"]
        )
    }
}
