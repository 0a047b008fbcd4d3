import Foundation
import XCTest

/// docs/ARCHITECTURE.md stays true as targets come and go: it names every target under
/// `Sources/`, so a new layer cannot land without its place on the page.
final class ArchitectureDocumentTests: XCTestCase {
    func testTheArchitecturePageNamesEveryTarget() throws {
        let root = LayeringTests.packageRoot
        let page = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let targets = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        // C system libraries other than X11 are leaves of the renderer; the page names them as a group.
        let named = targets.filter { !($0.hasPrefix("C") && $0 != "CX11") && $0 != "playground-bench" }
        XCTAssertFalse(named.isEmpty)
        for target in named.sorted() {
            XCTAssertTrue(page.contains(target), "docs/ARCHITECTURE.md does not name the target \(target)")
        }
    }
}
