import Foundation
import TestSupport
import XCTest

/// An idle window sleeps in poll(): over 5 s it must use well under 5% of one core.
final class IdleCPUTests: PlaygroundWindowTestCase {
    /// utime + stime of a process in clock ticks, from /proc/PID/stat.
    private func cpuTicks(_ pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name, which is in parentheses and may hold spaces.
        let rest = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
        // rest[0] is field 3 (state), so utime (14) and stime (15) are rest[11], rest[12].
        return Int(rest[11])! + Int(rest[12])!
    }

    func testIdleWindowUsesAlmostNoCPU() throws {
        let app = try launch()
        let window = try findWindow()
        _ = try screenshot(of: window) { $0.pixel(356, 676, is: SceneColor.anchor) }
        usleep(300_000)
        let before = try cpuTicks(app.pid)
        let start = Date()
        sleep(5)
        let ticks = try cpuTicks(app.pid) - before
        let seconds = Date().timeIntervalSince(start)
        let share = Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK))) / seconds
        print(
            "idle CPU over \(String(format: "%.1f", seconds)) s: \(ticks) ticks = \(String(format: "%.2f", share * 100))% of one core"
        )
        XCTAssertLessThan(share, 0.05)
        XCTAssertTrue(app.isRunning)
    }
}
