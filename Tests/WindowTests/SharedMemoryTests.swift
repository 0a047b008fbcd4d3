import Foundation
import TestSupport
import XCTest

/// The MIT-SHM buffer is marked for removal as soon as it is attached, so resizes keep one
/// segment alive at a time and even a killed app leaves none behind in the system table.
final class SharedMemoryTests: PlaygroundWindowTestCase {
    /// Segments created by `pid`, with whether they are already marked for destruction.
    private func segments(createdBy pid: Int32) throws -> [(id: String, markedForRemoval: Bool)] {
        let creators = try ChildProcess.run("ipcs", ["-m", "-p"])
        let ids = creators.stdout.split(separator: "\n").compactMap { line -> String? in
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            return f.count >= 3 && f[2] == "\(pid)" ? String(f[0]) : nil
        }
        let table = try ChildProcess.run("ipcs", ["-m"]).stdout.split(separator: "\n")
        return ids.map { id in
            let row = table.first {
                $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first == Substring(id)
            }
            return (id, row?.contains("dest") ?? false)
        }
    }

    func testOneMarkedSegmentAtATimeAndNoneAfterAKill() throws {
        let app = try launch()
        let window = try findWindow()
        for size in [("300", "200"), ("900", "700"), ("1", "1"), ("640", "480")] {
            _ = try session.run("xdotool", ["windowsize", window, size.0, size.1])
        }
        _ = try screenshot(of: window) { $0.width == 640 && $0.pixel(596, 436, is: SceneColor.anchor) }
        let live = try segments(createdBy: app.pid)
        XCTAssertEqual(live.count, 1, "one shared buffer after four resizes: \(live)")
        XCTAssertTrue(live.allSatisfy(\.markedForRemoval), "the segment must be marked for removal while in use")

        let pid = app.pid
        app.kill()
        let gone = app.waitUntil(timeout: 3) { (try? self.segments(createdBy: pid).isEmpty) ?? false }
        XCTAssertTrue(gone, "a killed app left shared memory behind")
    }
}
