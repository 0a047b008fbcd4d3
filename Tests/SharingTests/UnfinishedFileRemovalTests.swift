import Foundation
import Sharing
import XCTest

/// A stopping signal while the live window records a GIF (key `r`): the unfinished file is
/// removed, the file it would have replaced is untouched, one line says so, and the process
/// still dies of the signal. Each case forks a child that raises the signal; the child of a
/// threaded test process only makes async-signal-safe calls (`open`, `dup2`, `raise`, `_exit`).
final class UnfinishedFileRemovalTests: XCTestCase {
    private var dir: URL!
    private var previous: [Int32: __sighandler_t?] = [:]

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("removal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // A test run started in the background of a script inherits SIGINT ignored; these
        // cases are about the default action, so they set it (and restore it afterwards).
        for number in [SIGINT, SIGTERM, SIGHUP] { previous[number] = signal(number, SIG_DFL) }
    }

    override func tearDownWithError() throws {
        UnfinishedFileRemoval.disarm()
        for (number, handler) in previous { signal(number, handler) }
        try? FileManager.default.removeItem(at: dir)
    }

    /// Runs a child that sends itself `number` with its standard error in `errors`;
    /// returns the signal that ended it (0 when it exited instead) and what it wrote.
    private func childRaising(_ number: Int32, errors: String) -> (signal: Int32, stderr: String) {
        let errorsPath = strdup(errors)!
        defer { free(errorsPath) }
        let child = fork()
        if child == 0 {
            let fd = open(errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            dup2(fd, STDERR_FILENO)
            raise(number)
            _exit(7)
        }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return (status & 0x7f, text)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func testASignalRemovesTheUnfinishedFileSaysSoAndEndsTheProcess() throws {
        let target = try write("previous recording", to: "clip.gif")
        let unfinished = try write("half a GIF", to: ".tp-0123456789abcdef.part")
        UnfinishedFileRemoval.arm(removing: unfinished) { "app: error: stopped by \($0) during the recording" }

        let ended = childRaising(SIGINT, errors: dir.appendingPathComponent("stderr").path)

        XCTAssertEqual(ended.signal, SIGINT, "the process still dies of the signal (the shell sees 130)")
        XCTAssertEqual(ended.stderr, "app: error: stopped by SIGINT during the recording\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: unfinished), "the unfinished file is removed")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "previous recording")
    }

    func testEachStoppingSignalNamesItself() throws {
        for number in [SIGTERM, SIGHUP] {
            let unfinished = try write("half a GIF", to: ".tp-\(number).part")
            UnfinishedFileRemoval.arm(removing: unfinished) { "stopped by \($0)" }
            let ended = childRaising(number, errors: dir.appendingPathComponent("stderr-\(number)").path)
            XCTAssertEqual(ended.signal, number)
            XCTAssertEqual(ended.stderr, "stopped by \(signalName(number))\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: unfinished))
        }
    }

    func testOnceDisarmedASignalLeavesTheFileAndSaysNothing() throws {
        let written = try write("a whole GIF", to: ".tp-done.part")
        UnfinishedFileRemoval.arm(removing: written) { "stopped by \($0)" }
        UnfinishedFileRemoval.disarm()
        XCTAssertFalse(UnfinishedFileRemoval.isArmed)

        let ended = childRaising(SIGTERM, errors: dir.appendingPathComponent("stderr").path)

        XCTAssertEqual(ended.signal, SIGTERM, "the default action again")
        XCTAssertEqual(ended.stderr, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: written))
    }

    func testASignalInheritedAsIgnoredStaysIgnored() throws {
        signal(SIGHUP, SIG_IGN)
        let unfinished = try write("half a GIF", to: ".tp-ignored.part")
        UnfinishedFileRemoval.arm(removing: unfinished) { "stopped by \($0)" }

        let ended = childRaising(SIGHUP, errors: dir.appendingPathComponent("stderr").path)

        XCTAssertEqual(ended.signal, 0, "the child ran on past the ignored signal and exited")
        XCTAssertEqual(ended.stderr, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: unfinished))
    }
}
