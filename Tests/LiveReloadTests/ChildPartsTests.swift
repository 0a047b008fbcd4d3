import Platform
import Renderer
import XCTest

@testable import PlaygroundKit

/// The parts a live-reload child is made of, with a real child process: shared memory it
/// writes and the parent reads, the socket messages, and an ending described as a person
/// reads it. Nothing is left behind: the memory has no name in `/dev/shm` once created.
final class ChildPartsTests: XCTestCase {
    func testAChildWritesIntoTheSharedMemoryThroughItsInheritedDescriptor() throws {
        let pixels = try SharedPixels(capacity: 4096)
        XCTAssertFalse(
            try FileManager.default.contentsOfDirectory(atPath: "/dev/shm").contains {
                $0.hasPrefix("transition-playground-\(getpid())-")
            }, "the segment's name is gone at once")
        let fd = pixels.fileDescriptor
        let child = try SpawnedProcess(
            ["/bin/bash", "-c", "printf 'ABCD' >&\(fd); echo done >&2"], inherited: [fd], mergingStandardOutput: false,
            echoes: false)
        XCTAssertTrue(waitUntil { child.checkExit() })
        XCTAssertTrue(child.succeeded, child.outputText)
        XCTAssertEqual(pixels.base[0], UInt32(0x4443_4241), "the child's bytes are in our mapping")
        XCTAssertEqual(child.lastLines(1), ["done"])
    }

    func testOnlyTheNamedDescriptorsReachAChild() throws {
        let pixels = try SharedPixels(capacity: 4096)
        let child = try SpawnedProcess(
            ["/bin/sh", "-c", "ls /proc/self/fd"], mergingStandardOutput: true, echoes: false)
        XCTAssertTrue(waitUntil { child.checkExit() })
        let fds = child.outputText.split(separator: "\n").compactMap { Int32($0) }
        XCTAssertFalse(fds.contains(pixels.fileDescriptor), "not passed, so not inherited: \(fds)")
    }

    func testEndingsReadAsAPersonReadsThem() throws {
        let exits = try SpawnedProcess(["/bin/sh", "-c", "exit 3"], mergingStandardOutput: true, echoes: false)
        XCTAssertTrue(waitUntil { exits.checkExit() })
        XCTAssertEqual(exits.endingDescription, "exit status 3")
        let crashes = try SpawnedProcess(
            ["/bin/sh", "-c", "kill -SEGV $$"], mergingStandardOutput: true, echoes: false)
        XCTAssertTrue(waitUntil { crashes.checkExit() })
        XCTAssertEqual(crashes.endingDescription, "signal 11 (SIGSEGV)")
        let hangs = try SpawnedProcess(
            ["/bin/sh", "-c", "trap '' TERM; sleep 30"], mergingStandardOutput: true, echoes: false)
        usleep(100_000)
        let start = SpawnedProcess.now()
        hangs.terminate(grace: 0.3)
        XCTAssertLessThan(SpawnedProcess.now() - start, 2, "a child that ignores SIGTERM is killed after the grace")
        XCTAssertEqual(hangs.endingDescription, "signal 9 (SIGKILL)")
        XCTAssertEqual(kill(hangs.pid, 0), -1, "reaped: no such process")
    }

    func testTheSocketCarriesMessagesWholeAndTellsWhenThePeerIsGone() throws {
        var pair: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair), 0)
        defer { close(pair[0]) }
        XCTAssertTrue(WatchMessage.event(sequence: 1, .key("s")).send(on: pair[1]))
        XCTAssertTrue(
            WatchMessage.frame(width: 2, height: 2, damage: [PixelRect(x: 0, y: 0, width: 2, height: 2)]).send(
                on: pair[1]))
        close(pair[1])
        let (messages, closed) = WatchMessage.receive(on: pair[0])
        XCTAssertEqual(messages.count, 2)
        XCTAssertEqual(messages.first, .event(sequence: 1, .key("s")))
        XCTAssertTrue(closed)
    }

    func testInputForAChildThatStoppedReadingIsDroppedNotWaitedFor() throws {
        var pair: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair), 0)
        defer { for fd in pair { close(fd) } }
        // Nobody reads pair[1]: the queue fills, and then a send says so at once.
        let start = SpawnedProcess.now()
        var sent = 0
        while WatchMessage.event(sequence: sent, .pointerMoved(x: 1, y: 1)).send(on: pair[0], waits: false) {
            sent += 1
            if sent > 1_000_000 { break }
        }
        XCTAssertGreaterThan(sent, 10)
        XCTAssertLessThan(sent, 1_000_000, "the queue is bounded")
        XCTAssertLessThan(SpawnedProcess.now() - start, 5)
        XCTAssertEqual(WatchMessage.receive(on: pair[1]).messages.count, sent, "what was queued arrives whole")
    }

    /// SwiftPM plans again when the environment differs from its last build's; a shell
    /// sets `_` to the command it runs, found on `PATH`. The watch's compiler runs with
    /// the environment a shell would give it: ours, with `_` naming the command.
    func testACompilerStartsWithTheEnvironmentAShellWouldGiveIt() throws {
        let lines = SpawnedProcess.environment(asAShellRuns: "env")
        let child = try SpawnedProcess(["env"], mergingStandardOutput: true, echoes: false, environment: lines)
        XCTAssertTrue(waitUntil { child.checkExit() })
        let seen = child.outputText.split(separator: "\n").map(String.init)
        XCTAssertEqual(seen.filter { $0.hasPrefix("_=") }.count, 1, "one `_`: \(seen)")
        let underscore = try XCTUnwrap(seen.first { $0.hasPrefix("_=") })
        XCTAssertTrue(underscore.hasPrefix("_=/") && underscore.hasSuffix("/env"), underscore)
        XCTAssertEqual(access(String(underscore.dropFirst(2)), X_OK), 0, "an executable on PATH")
        let path = try XCTUnwrap(ProcessInfo.processInfo.environment["PATH"])
        XCTAssertTrue(seen.contains("PATH=\(path)"), "the rest is ours")
        // (`env` prints a value with a line break across lines: those are left out here.)
        let ours = lines.filter { !$0.hasPrefix("_=") && !$0.contains("\n") }
        XCTAssertTrue(Set(ours).isSubset(of: Set(seen)), "every variable of ours reaches it")
    }

    private func waitUntil(_ done: () -> Bool) -> Bool {
        let end = SpawnedProcess.now() + 10
        while SpawnedProcess.now() < end {
            if done() { return true }
            usleep(5000)
        }
        return false
    }
}
