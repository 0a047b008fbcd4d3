import XCTest

@testable import PlaygroundKit

/// Real inotify on a real folder: an editor's save (a temporary file renamed over the
/// source, or several writes) is one change once it settles; files that are not Swift
/// sources, hidden files and folders outside the watched ones change nothing.
final class SourceWatcherTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "source-watcher-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: "\(folder)/Sources/A", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(folder)/Tests", withIntermediateDirectories: true)
        try "let a = 1\n".write(toFile: "\(folder)/Sources/A/A.swift", atomically: false, encoding: .utf8)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// Reads until `seconds` pass, returning every settled batch.
    private func settle(_ watcher: SourceWatcher, for seconds: Double) -> [Set<String>] {
        var batches: [Set<String>] = []
        let end = SpawnedProcess.now() + seconds
        while SpawnedProcess.now() < end {
            var fds = [pollfd(fd: watcher.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, 10)
            watcher.read(now: SpawnedProcess.now())
            if let batch = watcher.changesSettled(now: SpawnedProcess.now()) { batches.append(batch) }
        }
        return batches
    }

    func testAnAtomicSaveAndABurstOfWritesAreOneChangeEach() throws {
        let watcher = try SourceWatcher(roots: ["\(folder)/Sources"], settle: 0.1)
        let file = "\(folder)/Sources/A/A.swift"
        // An editor's atomic save: write a hidden temporary file, rename it over the source.
        try "let a = 2\n".write(toFile: "\(folder)/Sources/A/.A.swift.tmp", atomically: false, encoding: .utf8)
        rename("\(folder)/Sources/A/.A.swift.tmp", file)
        XCTAssertEqual(settle(watcher, for: 0.4), [[file]])
        // Several writes in a row.
        for i in 0..<5 {
            try "let a = \(i)\n".write(toFile: file, atomically: false, encoding: .utf8)
            usleep(20_000)
        }
        XCTAssertEqual(settle(watcher, for: 0.4), [[file]])
    }

    func testOtherFilesAndFoldersDoNotCount() throws {
        let watcher = try SourceWatcher(roots: ["\(folder)/Sources"], settle: 0.05)
        try "# read me\n".write(toFile: "\(folder)/Sources/A/README.md", atomically: true, encoding: .utf8)
        try "let t = 1\n".write(toFile: "\(folder)/Tests/T.swift", atomically: false, encoding: .utf8)
        try "x".write(toFile: "\(folder)/README.md", atomically: false, encoding: .utf8)
        XCTAssertEqual(settle(watcher, for: 0.3), [])
    }

    func testANewFolderIsWatchedToo() throws {
        let watcher = try SourceWatcher(roots: ["\(folder)/Sources"], settle: 0.05)
        try FileManager.default.createDirectory(atPath: "\(folder)/Sources/B", withIntermediateDirectories: true)
        XCTAssertEqual(settle(watcher, for: 0.2), [])
        try "let b = 1\n".write(toFile: "\(folder)/Sources/B/B.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(settle(watcher, for: 0.3), [["\(folder)/Sources/B/B.swift"]])
    }
    /// `--watch` started from a program older than its sources must build at once (a save
    /// before the watch is invisible to inotify); the files it names are those changed
    /// after the program, in every watched folder, and no others.
    func testSwiftFilesChangedAfterAProgramAreFoundByTheirTimes() throws {
        try FileManager.default.createDirectory(atPath: "\(folder)/Sources/A/Deep", withIntermediateDirectories: true)
        let old = "\(folder)/Sources/A/A.swift"
        let deep = "\(folder)/Sources/A/Deep/D.swift"
        let hidden = "\(folder)/Sources/A/.H.swift"
        let notes = "\(folder)/Sources/A/notes.md"
        for path in [deep, hidden, notes] { try "x\n".write(toFile: path, atomically: false, encoding: .utf8) }
        func setTime(_ path: String, _ seconds: Int) {
            var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
            XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0, path)
        }
        let built = 1_700_000_000
        setTime(old, built - 60)
        for path in [deep, hidden, notes] { setTime(path, built + 60) }
        let watcher = try SourceWatcher(roots: ["\(folder)/Sources"])
        XCTAssertEqual(watcher.swiftFiles(changedAfter: Double(built)), [deep], "a saved source below, only")
        XCTAssertEqual(watcher.swiftFiles(changedAfter: Double(built + 120)), [], "a program newer than all: no build")
    }
}
