import DemoKit
import Demos
import Foundation
import TestSupport
import XCTest

/// The README shows every demo as a GIF, recorded headless from a script in `docs/scripts`:
/// a demo added to the catalog without its GIF (or a README that lost one) fails here.
final class ReadmeGalleryTests: XCTestCase {
    func testEveryDemoHasItsGIFAndScriptInTheREADME() throws {
        let root = ReferenceImages.repositoryRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let names = MainActor.assumeIsolated { DemoCatalog.all.map { $0.name } }
        XCTAssertGreaterThanOrEqual(names.count, 11)
        for name in names {
            let gif = root.appendingPathComponent("docs/gifs/\(name).gif")
            let data = try XCTUnwrap(try? Data(contentsOf: gif), "docs/gifs/\(name).gif is missing")
            XCTAssertEqual(String(decoding: data.prefix(6), as: UTF8.self), "GIF89a", "\(name).gif is not a GIF")
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: root.appendingPathComponent("docs/scripts/gif-\(name).txt").path),
                "docs/scripts/gif-\(name).txt is missing")
            XCTAssertTrue(readme.contains("(docs/gifs/\(name).gif)"), "README does not show \(name).gif")
        }
    }
}
