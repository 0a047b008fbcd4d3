import XCTest

@testable import PlaygroundKit

/// `--watch` finds the package above the working directory and the Sources folders of it
/// and its local path dependencies, in real folders.
final class WatchedPackageTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "watched-package-\(UUID().uuidString)"
        for path in ["app/Sources/App/Deep", "app/Tests/AppTests", "lib/Sources/Lib"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(path)", withIntermediateDirectories: true)
        }
        let manifest = """
            let package = Package(
                name: "App",
                dependencies: [
                    .package(url: "https://example.com/x", from: "1.0.0"),
                    .package(name: "Lib", path: "../lib"),
                ])
            """
        try manifest.write(toFile: "\(folder)/app/Package.swift", atomically: true, encoding: .utf8)
        try "".write(toFile: "\(folder)/lib/Package.swift", atomically: true, encoding: .utf8)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    func testItFindsThePackageAboveAndItsPathDependencies() throws {
        let found = try WatchedPackage.locate(
            from: "\(folder)/app/Sources/App/Deep",
            executable: "\(folder)/app/.build/x86_64-unknown-linux-gnu/release/app")
        let root = WatchedPackage.normalized(folder)
        XCTAssertEqual(found.root, "\(root)/app")
        XCTAssertEqual(found.product, "app")
        XCTAssertEqual(found.configuration, "release")
        XCTAssertEqual(found.sourceFolders, ["\(root)/app/Sources", "\(root)/lib/Sources"])
        XCTAssertEqual(found.packageFolders, ["\(root)/app", "\(root)/lib"])
        XCTAssertEqual(found.binaryPath, "\(root)/app/.build/release/app")
    }

    /// The watch rebuilds `.build/CONFIG/PRODUCT` of the package it finds; a program built by
    /// another package (the repository's `playground-x11` started in a user's folder) would
    /// never see its edits, and its first snapshot failed with a raw Foundation error.
    func testAProgramBuiltByAnotherPackageIsOneLine() {
        XCTAssertThrowsError(
            try WatchedPackage.locate(from: "\(folder)/app", executable: "\(folder)/lib/.build/debug/app")
        ) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("app was not built by the package at"), text)
            XCTAssertTrue(text.contains("swift run app --watch"), text)
            XCTAssertFalse(text.contains("\n"))
        }
    }

    func testNoPackageIsOneLine() {
        XCTAssertThrowsError(try WatchedPackage.locate(from: folder, executable: "/x/debug/app")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("no Package.swift in \(folder) or any folder above it"), text)
            XCTAssertFalse(text.contains("\n"))
        }
    }
}

/// A watch ended by a signal leaves its `.build/watch-PID` folder (and the builds it held);
/// the next watch removes it, and never the folder of a watch still running.
final class AbandonedFolderTests: XCTestCase {
    func testOnlyTheFoldersOfEndedWatchesAreRemoved() throws {
        let build = NSTemporaryDirectory() + "abandoned-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: build) }
        let ended = try SpawnedProcess(["/bin/true"], mergingStandardOutput: true, echoes: false)
        while !ended.checkExit() { usleep(1000) }
        for pid in [ended.pid, getpid()] {
            try FileManager.default.createDirectory(atPath: "\(build)/watch-\(pid)", withIntermediateDirectories: true)
            try "x".write(toFile: "\(build)/watch-\(pid)/app-1", atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: "\(build)/debug", withIntermediateDirectories: true)
        WatchFolder.removeAbandoned(in: build)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: build).sorted(), ["debug", "watch-\(getpid())"])
    }
}
