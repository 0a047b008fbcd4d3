import XCTest

@testable import PlaygroundKit

/// What the watch reads in a build's output when the build goes away or stops answering.
final class CrashOutputTests: XCTestCase {
    /// The runtime's own line is the one a person needs: `fatalError`'s message before the
    /// backtracer's banner, the banner before the last lines.
    func testTheSummaryIsTheRuntimesLine() {
        let fatal =
            "drawing\nSharedSheet.swift:12: Fatal error: card crashed\n\n💣 Program crashed: System trap at 0x1\n"
        XCTAssertEqual(CrashOutput.summary(of: fatal), "SharedSheet.swift:12: Fatal error: card crashed")
        let trap = "drawing\n*** Program crashed: Bad pointer dereference at 0x0 ***\nThread 0 crashed:\n"
        XCTAssertEqual(CrashOutput.summary(of: trap), "Program crashed: Bad pointer dereference at 0x0")
        XCTAssertEqual(CrashOutput.summary(of: "one\ntwo\nthree\n"), "two | three")
    }

    /// A build that stopped answering while its output already reports a crash is writing
    /// its backtrace (Swift's backtracer keeps the program alive for that, a second or more
    /// under load): the watch waits for it to end and reports the crash, not a hang. Output
    /// with no such line is a build stuck in its own code.
    func testACrashBeingReportedIsToldFromAHang() {
        XCTAssertTrue(CrashOutput.showsCrash("x\nFile.swift:3: Fatal error: Index out of range\n"))
        XCTAssertTrue(CrashOutput.showsCrash("💣 Program crashed: Bad pointer dereference at 0x0\n"))
        XCTAssertFalse(CrashOutput.showsCrash("drawing frame 12\nstill drawing\n"))
        XCTAssertGreaterThan(LiveReloadHost.crashReportLimit, LiveReloadHost.answerLimit)
    }
}
