import TestSupport
import XCTest

/// `--watch` refuses what it cannot do in one line and exit status 2, before any window.
final class WatchCommandLineTests: XCTestCase {
    func testWatchingIsForAPersonAtAWindow() throws {
        for extra in [["--headless"], ["--headless", "--script", "/dev/null"]] {
            let r = try ChildProcess.run(try PlaygroundBinary.path, ["--watch"] + extra, timeout: 30)
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertEqual(
                r.stderr,
                "playground-x11: error: --watch is for a person at a window: it does not work with --headless or --script\n"
            )
        }
    }

    func testNoPackageAboveTheWorkingDirectoryIsOneLine() throws {
        let r = try ChildProcess.run(
            "/bin/sh", ["-c", "cd / && exec '\(try PlaygroundBinary.path)' --watch"], timeout: 30)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr, "playground-x11: error: --watch: no Package.swift in / or any folder above it\n")
    }

    func testAMalformedChildSpecificationIsRefused() throws {
        let r = try ChildProcess.run(try PlaygroundBinary.path, ["--watch-child", "3:4"], timeout: 30)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("playground-x11: error: --watch-child must be"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1)
    }
}
