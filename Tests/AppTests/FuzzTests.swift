import Foundation
import Renderer
import XCTest

@testable import PlaygroundKit

/// Seeded fuzzing of every demo and the catalog through the real session (so that
/// nothing found once comes back): scripts of clicks, drags, unbalanced downs and ups, huge wheel turns, every
/// key, tiny and long waits and points off the window, at 1...240 fps and sizes from 1x1 to
/// 8192x16, each frame's trace checked (`FuzzCase.check`) and the run required to settle
/// after its script.
///
/// `make test` runs seeds 1...100 at 100 commands each (10,000 events). `make fuzz
/// SEEDS=a:b` runs seeds a...b (env `FUZZ_SEEDS`, `FUZZ_EVENTS` per case) and writes each
/// failing case as a reproducer script to `FUZZ_OUT` (default `fuzz-failures/`).
final class FuzzTests: XCTestCase {
    func testFuzzedScriptsKeepEveryTraceInvariant() throws {
        let env = ProcessInfo.processInfo.environment
        let range = try Self.seeds(env["FUZZ_SEEDS"] ?? "1:100")
        let events = Int(env["FUZZ_EVENTS"] ?? "") ?? 100
        let out = URL(fileURLWithPath: env["FUZZ_OUT"] ?? "fuzz-failures")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let measurer = try TextRasterizer.makeDefault().makeMeasurer()
        let start = Date()
        var frames = 0
        var failures: [String] = []
        try MainActor.assumeIsolated {
            for seed in range {
                let fuzz = FuzzCase(seed: seed, events: events, demos: PlaygroundDemo.catalog)
                do {
                    frames += try fuzz.run(measurer: measurer, traceFile: scratch.appendingPathComponent("trace.jsonl"))
                } catch {
                    let file = out.appendingPathComponent("fuzz-\(seed).txt")
                    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                    try fuzz.reproducer(failure: "\(error)").write(to: file, atomically: true, encoding: .utf8)
                    failures.append("seed \(seed) (\(fuzz.screen)): \(error) -> \(file.path)")
                }
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            "fuzz: seeds=\(range.lowerBound):\(range.upperBound) cases=\(range.count) events=\(range.count * events) "
                + "frames=\(frames) failures=\(failures.count) seconds=\(String(format: "%.1f", seconds))")
        XCTAssertEqual(failures, [], "reproducers written to \(out.path)")
    }

    /// "a:b" as the seeds a...b.
    static func seeds(_ text: String) throws -> ClosedRange<UInt64> {
        let parts = text.split(separator: ":").map { UInt64($0) }
        guard parts.count == 2, let a = parts[0], let b = parts[1], a <= b else {
            throw FuzzFailure(description: "FUZZ_SEEDS must be a:b with a <= b, not \(text)")
        }
        return a...b
    }
}
