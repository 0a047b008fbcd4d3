import Foundation
import TestSupport
import XCTest

/// `--video` at the largest headless frame (4096x4096): x264's defaults drove ffmpeg to
/// about 1.2 GB there. The README and `--help` promise at most 640 MiB; the encoder's own
/// high-water mark (VmHWM of the ffmpeg child, read from /proc while it runs) is held to it.
final class EncoderMemoryTests: XCTestCase {
    static let limit = 640 << 20

    func testTheEncoderStaysWithinItsStatedMemoryAtTheLargestFrame() throws {
        let fixture = try FaultFixture()
        defer { fixture.remove() }
        let child = try fixture.start([
            "--headless", "--demo", "popping", "--size", "4096x4096", "--script", fixture.path("s.txt"),
            "--frame-count", "4", "--video", "v.mp4",
        ])
        var peak = 0
        let deadline = Date().addingTimeInterval(600)
        while child.isRunning && Date() < deadline {
            for pid in Self.children(of: child.pid) { peak = max(peak, Self.highWaterMark(pid) ?? 0) }
            usleep(20_000)
        }
        XCTAssertEqual(child.waitForExit(timeout: 1), 0, child.standardError)
        try assertValidMP4(fixture.path("v.mp4"))
        print("encoder memory: ffmpeg VmHWM \(peak >> 20) MiB at 4096x4096 (limit \(Self.limit >> 20) MiB)")
        XCTAssertGreaterThan(peak, 0, "the encoder's memory was read")
        XCTAssertLessThanOrEqual(peak, Self.limit, "ffmpeg's peak resident memory")
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: Int32) -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            guard let child = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid ? child : nil
        }
    }

    /// The process's peak resident memory, bytes (VmHWM), nil once it is gone.
    static func highWaterMark(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
