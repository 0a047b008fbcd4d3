import XCTest
import os.log

#if canImport(Glibc)
    import Glibc
#endif

/// `import os` and `import os.log` on Linux: messages go to standard error, one line each.
/// Apple's privacy rule for `OSLogPrivacy`: "By default, the system redacts dynamic string
/// and object values and does not redact scalar values"; `.private` is "the standard option
/// to always redact the interpolated value", `.sensitive` "behaves identically to the
/// private option", and a redacted value is shown as a generic string. The C formats of
/// `os_log` follow the same default, with `{public}` and `{private}` markers.
final class OSLogTests: XCTestCase {
    /// What `body` writes to standard error, read back from a real file.
    private func standardError(of body: () -> Void) throws -> String {
        let path = NSTemporaryDirectory() + "oslog-\(getpid())-\(UInt64.random(in: 0..<UInt64.max)).txt"
        let file = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        XCTAssertGreaterThanOrEqual(file, 0)
        let saved = dup(2)
        dup2(file, 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(file)
        defer { unlink(path) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func testLoggerShowsScalarsAndRedactsStringsUnlessMarkedPublic() throws {
        let logger = Logger(subsystem: "com.example.app", category: "sheet")
        let name = "Ada"
        let count = 3
        let output = try standardError {
            logger.info("user \(name) opened \(count) sheets")
            logger.error("user \(name, privacy: .public) at \(0.25, format: .fixed(precision: 2))")
            logger.debug("id \(count, privacy: .private) mask \(255, format: .hex(includePrefix: true))")
            logger.notice("\(name, privacy: .sensitive) \(true) \(String(describing: [1, 2]), privacy: .public)")
            logger.fault("\(name, align: .right(columns: 5), privacy: .public)|")
        }
        XCTAssertEqual(
            output.split(separator: "\n"),
            [
                "Info com.example.app [sheet]: user <private> opened 3 sheets",
                "Error com.example.app [sheet]: user Ada at 0.25",
                "Debug com.example.app [sheet]: id <private> mask 0xff",
                "Default com.example.app [sheet]: <private> true [1, 2]",
                "Fault com.example.app [sheet]:   Ada|",
            ])
    }

    func testOSLogFormatsFollowTheSameDefaultsAndTheDisabledLogIsSilent() throws {
        let log = OSLog(subsystem: "com.example.app", category: "ui")
        let output = try standardError {
            os_log("shown %d of %ld, %.1f%%", log: log, type: .info, 2, 10, 12.5)
            os_log("%@ and %{public}@ and %{private}d", log: log, type: .error, "secret", "open", 7)
            os_log(.debug, log: log, "interpolated \(42)")
            os_log("dropped", log: .disabled, type: .fault)
            os_log("missing %d", log: log)
        }
        XCTAssertEqual(
            output.split(separator: "\n"),
            [
                "Info com.example.app [ui]: shown 2 of 10, 12.5%",
                "Error com.example.app [ui]: <private> and open and <private>",
                "Debug com.example.app [ui]: interpolated 42",
                "Default com.example.app [ui]: missing <missing>",
            ])
        XCTAssertFalse(OSLog.disabled.isEnabled(type: .fault))
        XCTAssertTrue(log.isEnabled(type: .debug))
    }

    /// Code that finds `os` uses `os_unfair_lock` with Glibc's mutex calls beside it: one
    /// type serves both, and the lock excludes: a second take fails while it is held.
    func testTheUnfairLockIsTheCLibrarysMutex() {
        let lock = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }
        os_unfair_lock_lock(lock)
        XCTAssertFalse(os_unfair_lock_trylock(lock), "held: a second take fails")
        os_unfair_lock_unlock(lock)
        XCTAssertTrue(os_unfair_lock_trylock(lock), "free again")
        os_unfair_lock_unlock(lock)
    }

    func testSignpostsKeepTheirBookkeepingAndRecordNothing() throws {
        let signposter = OSSignposter(subsystem: "com.example.app", category: "perf")
        let output = try standardError {
            let id = signposter.makeSignpostID()
            XCTAssertNotEqual(id, .invalid)
            let state = signposter.beginInterval("present", id: id, "sheet \(1)")
            XCTAssertEqual(state.signpostID, id)
            signposter.endInterval("present", state)
            let value = signposter.withIntervalSignpost("layout") { 7 }
            XCTAssertEqual(value, 7)
            let object = NSObject()
            XCTAssertEqual(signposter.makeSignpostID(from: object), signposter.makeSignpostID(from: object))
            os_signpost(.event, log: OSLog(subsystem: "a", category: "b"), name: "tick")
        }
        XCTAssertEqual(output, "")
    }
}
