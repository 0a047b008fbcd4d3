import Platform
import Renderer
import TestSupport
import XCTest

@testable import PlaygroundKit

/// A real `playground-x11 --watch-child`, driven as the watching process drives it: shared
/// memory, a socket pair, a replay file. The replayed input brings the demo back in the
/// state it was in (a presented screen stays presented) without a window or X server, and
/// the child ends when the parent's end of the socket closes.
final class WatchChildTests: XCTestCase {
    private let width = 400, height = 720

    /// Starts a child on the `fade` demo with `entries` replayed, and returns its first
    /// frame's pixel at (x, y), the screen it reported and its ending once the socket closed.
    private func firstFrame(
        replaying entries: [(after: Double, event: WindowEvent)], openedAgo: Double, x: Int, y: Int
    ) throws -> (pixel: UInt32, screen: WatchMessage?, ending: String) {
        let capacity = width * height * 4
        let pixels = try SharedPixels(capacity: capacity)
        var pair: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair), 0)
        let opened = SpawnedProcess.now() - openedAgo
        var log = ReplayLog(demo: "fade", openTime: opened)
        for (i, entry) in entries.enumerated() { log.append(entry.event, sequence: i + 1, time: opened + entry.after) }
        log.lastSequence = entries.count
        let replay = NSTemporaryDirectory() + "replay-\(UUID().uuidString).txt"
        try log.fileText.write(toFile: replay, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: replay) }
        let spec = WatchChildSpec(
            socket: pair[1], memory: pixels.fileDescriptor, capacity: capacity, width: width, height: height)
        let child = try SpawnedProcess(
            [
                try PlaygroundBinary.path, "--watch-child", spec.argument, "--watch-replay", replay, "--size",
                "\(width)x\(height)", "--fps", "60",
            ], inherited: [pair[1], pixels.fileDescriptor], mergingStandardOutput: true, echoes: false)
        close(pair[1])
        var screen: WatchMessage?
        var frame: WatchMessage?
        let end = SpawnedProcess.now() + 30
        while frame == nil && SpawnedProcess.now() < end && !child.checkExit() {
            var fds = [pollfd(fd: pair[0], events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, 50)
            for message in WatchMessage.receive(on: pair[0]).messages {
                if case .screen = message { screen = message }
                if case .frame = message { frame = message }
            }
        }
        XCTAssertEqual(
            frame, .frame(width: width, height: height, damage: [PixelRect(x: 0, y: 0, width: width, height: height)]),
            "the first frame is whole: \(child.outputText)")
        let pixel = pixels.base[y * width + x]
        close(pair[0])
        let start = SpawnedProcess.now()
        while !child.checkExit() && SpawnedProcess.now() - start < 10 { usleep(10_000) }
        return (pixel, screen, child.endingDescription)
    }

    func testReplayedInputBringsBackThePresentedScreen() throws {
        // The Present button's centre, in pixels at scale 1 (see the Fade demo).
        let click: [(Double, WindowEvent)] = [(0.3, .pointerDown(x: 200, y: 360)), (0.35, .pointerUp(x: 200, y: 360))]
        let presented = try firstFrame(replaying: click, openedAgo: 2, x: 200, y: 200)
        let fresh = try firstFrame(replaying: [], openedAgo: 2, x: 200, y: 200)
        XCTAssertEqual(fresh.pixel, 0xFFFF_FFFF, "the demo's first screen is white there")
        XCTAssertNotEqual(presented.pixel, fresh.pixel, "the replayed click presented the faded-in screen")
        XCTAssertEqual(presented.pixel >> 24, 0xFF)
        if case .screen(let name, _, let last) = presented.screen {
            XCTAssertEqual(name, "fade")
            XCTAssertEqual(last, 2, "the replayed events count as taken")
        } else {
            XCTFail("no screen report: \(String(describing: presented.screen))")
        }
        XCTAssertEqual(presented.ending, "exit status 0", "a closed socket ends the child as closing its window does")
    }

    func testADemoThisBuildLacksOpensTheCatalogWithANote() throws {
        var log = ReplayLog(demo: "no-such-demo", openTime: SpawnedProcess.now())
        log.lastSequence = 0
        let replay = NSTemporaryDirectory() + "replay-\(UUID().uuidString).txt"
        try log.fileText.write(toFile: replay, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: replay) }
        let pixels = try SharedPixels(capacity: width * height * 4)
        var pair: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair), 0)
        let spec = WatchChildSpec(
            socket: pair[1], memory: pixels.fileDescriptor, capacity: width * height * 4, width: width, height: height)
        let child = try SpawnedProcess(
            [try PlaygroundBinary.path, "--watch-child", spec.argument, "--watch-replay", replay],
            inherited: [pair[1], pixels.fileDescriptor], mergingStandardOutput: true, echoes: false)
        close(pair[1])
        defer { close(pair[0]) }
        var received: [WatchMessage] = []
        let end = SpawnedProcess.now() + 30
        while !received.contains(where: { if case .frame = $0 { true } else { false } }) && SpawnedProcess.now() < end
            && !child.checkExit()
        {
            var fds = [pollfd(fd: pair[0], events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, 50)
            received += WatchMessage.receive(on: pair[0]).messages
        }
        XCTAssertTrue(
            received.contains(.note("this build has no demo 'no-such-demo': the catalog opened instead")), "\(received)"
        )
        XCTAssertTrue(
            received.contains { if case .screen(nil, _, _) = $0 { true } else { false } }, "the catalog: \(received)")
    }

    /// The screen a new build opens on after the demo on screen lost its name: a package
    /// whose one demo was renamed means that demo (a catalog of one row is not what the
    /// developer was looking at), and its note names both; with several demos the catalog
    /// opens, since nothing says which one replaced it; a name kept opens as it is.
    func testARenamedOnlyDemoOpensUnderItsNewNameNotAOneRowCatalog() {
        let renamed = WatchChild.openingScreen(replayedDemo: "grow", demos: ["grow-and-fade"])
        XCTAssertEqual(renamed.screen, .demo("grow-and-fade"))
        XCTAssertEqual(
            renamed.note, "this build has no demo 'grow': its one demo 'grow-and-fade' opened in its place")
        let removed = WatchChild.openingScreen(replayedDemo: "grow", demos: ["fade", "slide"])
        XCTAssertEqual(removed.screen, .catalog)
        XCTAssertEqual(removed.note, "this build has no demo 'grow': the catalog opened instead")
        let kept = WatchChild.openingScreen(replayedDemo: "grow", demos: ["grow"])
        XCTAssertEqual(kept.screen, .demo("grow"))
        XCTAssertNil(kept.note)
    }

    /// A live child on `demo` with no replay, as the parent starts its first build: the
    /// process, the parent's end of the socket, and the shared pixels it draws into (kept
    /// alive by the caller).
    private func startLiveChild(demo: String) throws -> (child: SpawnedProcess, socket: Int32, pixels: SharedPixels) {
        let pixels = try SharedPixels(capacity: width * height * 4)
        var pair: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair), 0)
        let spec = WatchChildSpec(
            socket: pair[1], memory: pixels.fileDescriptor, capacity: width * height * 4, width: width, height: height)
        let child = try SpawnedProcess(
            [
                try PlaygroundBinary.path, "--watch-child", spec.argument, "--demo", demo, "--size",
                "\(width)x\(height)", "--fps", "60",
            ], inherited: [pair[1], pixels.fileDescriptor], mergingStandardOutput: true, echoes: false)
        close(pair[1])
        return (child, pair[0], pixels)
    }

    /// Reads `socket` until `done` holds for a message (answering each frame with `shown`,
    /// as the parent does), for at most `seconds`, or until `child` ends.
    private func receive(
        from socket: Int32, of child: SpawnedProcess, for seconds: Double, _ done: (WatchMessage) -> Bool
    ) -> Bool {
        let end = SpawnedProcess.now() + seconds
        while SpawnedProcess.now() < end {
            var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, 20)
            let (messages, closed) = WatchMessage.receive(on: socket)
            for message in messages {
                if case .frame = message { WatchMessage.shown.send(on: socket) }
                if done(message) { return true }
            }
            if closed || child.checkExit() { return false }
        }
        return false
    }

    /// The running build's hang check asks `ping` and counts on a `pong` from a loop that
    /// still turns: a child must answer while idle (it draws nothing then, so a frame is
    /// no sign of life) and while it animates, and each answer carries the ping's number.
    func testALiveChildAnswersEachPingIdleOrAnimating() throws {
        let (child, socket, pixels) = try startLiveChild(demo: "fade")
        defer { withExtendedLifetime(pixels) { _ = close(socket) } }
        func receive(for seconds: Double, _ done: (WatchMessage) -> Bool) -> Bool {
            self.receive(from: socket, of: child, for: seconds, done)
        }
        XCTAssertTrue(
            receive(for: 30) { if case .frame = $0 { true } else { false } }, "a first frame: \(child.outputText)")
        // Idle: nothing moves, nothing is drawn, and the answer still comes.
        _ = receive(for: 0.5) { _ in false }
        XCTAssertTrue(WatchMessage.ping(1).send(on: socket))
        XCTAssertTrue(receive(for: 2) { $0 == .pong(1) }, "answered while idle: \(child.outputText)")
        // Animating: the Present button's click starts the fade, and pings are answered between frames.
        XCTAssertTrue(WatchMessage.event(sequence: 1, .pointerDown(x: 200, y: 360)).send(on: socket))
        XCTAssertTrue(WatchMessage.event(sequence: 2, .pointerUp(x: 200, y: 360)).send(on: socket))
        XCTAssertTrue(receive(for: 2) { if case .frame = $0 { true } else { false } }, "the fade draws")
        XCTAssertTrue(WatchMessage.ping(2).send(on: socket))
        var framesBeforeAnswer = 0
        XCTAssertTrue(
            receive(for: 2) {
                if case .frame = $0 { framesBeforeAnswer += 1 }
                return $0 == .pong(2)
            }, "answered while animating: \(child.outputText)")
        XCTAssertLessThan(framesBeforeAnswer, 3, "answered within a frame or two")
        XCTAssertFalse(child.checkExit(), child.outputText)
    }

    /// `--watch` passes `q` to the build on screen instead of quitting at once, so that a
    /// text field the demo is editing can take it (see `TextInputRouteTests` for the
    /// session's order: the editing first responder before the quit key). When no field
    /// takes it, the child's session quits and says `quit`, which ends the watch; a key
    /// that is not the quit key says nothing of the kind.
    func testAQuitKeyNoFieldTookEndsTheWatchThroughTheChild() throws {
        let (child, socket, pixels) = try startLiveChild(demo: "fade")
        defer { withExtendedLifetime(pixels) { _ = close(socket) } }
        XCTAssertTrue(
            receive(from: socket, of: child, for: 30) { if case .frame = $0 { true } else { false } },
            "a first frame: \(child.outputText)")
        XCTAssertTrue(WatchMessage.event(sequence: 1, .key("s", text: "s")).send(on: socket))
        XCTAssertFalse(receive(from: socket, of: child, for: 1) { $0 == .quit }, "s is not the quit key")
        XCTAssertTrue(WatchMessage.event(sequence: 2, .key("q", text: "q")).send(on: socket))
        XCTAssertTrue(receive(from: socket, of: child, for: 5) { $0 == .quit }, "quit: \(child.outputText)")
        let start = SpawnedProcess.now()
        while !child.checkExit() && SpawnedProcess.now() - start < 10 { usleep(10_000) }
        XCTAssertEqual(child.endingDescription, "exit status 0", child.outputText)
    }
}
