import Demos
import Foundation
import PlaygroundKit
import TestSupport
import XCTest

/// The scripts kept in `docs/scripts` are inputs of `make bench`, `make gifs` and the demo
/// tests: each must parse, and each demo's bench script must be a person's use of it, at
/// least 20 seconds long, so the frame times `make bench` prints cover more than one
/// transition.
final class BenchScriptTests: XCTestCase {
    private var scripts: URL { ReferenceImages.repositoryRoot.appendingPathComponent("docs/scripts") }

    func testEveryScriptInDocsParses() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".txt") }
        XCTAssertGreaterThan(names.count, 10)
        for name in names {
            let text = try String(contentsOf: scripts.appendingPathComponent(name), encoding: .utf8)
            XCTAssertNoThrow(try InputScript(parsing: text, file: name), name)
        }
    }

    func testEveryDemoHasABenchScriptOfAtLeastTwentySeconds() throws {
        let names = MainActor.assumeIsolated { DemoCatalog.all.map { $0.name } }
        XCTAssertGreaterThanOrEqual(names.count, 13)
        for name in names {
            let url = scripts.appendingPathComponent("bench-\(name).txt")
            let text = try XCTUnwrap(
                try? String(contentsOf: url, encoding: .utf8), "docs/scripts/bench-\(name).txt is missing")
            let script = try InputScript(parsing: text, file: url.lastPathComponent)
            let seconds = Double(InputTimeline(script: script, fps: 60).endFrame - 1) / 60
            XCTAssertGreaterThanOrEqual(seconds, 20, "bench-\(name).txt lasts \(seconds) s")
            // A person's use: presses, and movement between them (drags, swipes, flings).
            let commands = script.commands.map(\.command)
            XCTAssertGreaterThanOrEqual(commands.filter { if case .click = $0 { true } else { false } }.count, 2, name)
            XCTAssertTrue(
                commands.contains { command in
                    switch command {
                    case .drag, .move: true
                    default: false
                    }
                }, "\(name): no drag")
        }
    }
}
