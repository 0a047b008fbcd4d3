import Platform
import Renderer
import XCTest

@testable import PlaygroundKit

/// The watching process's record of what to replay: the input since the demo on screen
/// opened, and nothing from the screen before it.
final class ReplayLogTests: XCTestCase {
    func testAnotherScreenKeepsOnlyTheInputAfterIt() {
        var log = ReplayLog(demo: nil, openTime: 0)
        log.append(.pointerDown(x: 1, y: 1), sequence: 1, time: 1)
        XCTAssertTrue(log.entries.isEmpty, "the catalog replays nothing, so nothing is kept")
        log.screenOpened("fade", openTime: 1.5, lastSequence: 1)
        log.append(.pointerDown(x: 5, y: 6), sequence: 2, time: 2)
        log.append(.pointerUp(x: 5, y: 6), sequence: 3, time: 2.1)
        // A child reports the same demo again (a replayed build): the log stays whole.
        log.screenOpened("fade", openTime: 9, lastSequence: 3)
        XCTAssertEqual(log.entries.map(\.sequence), [2, 3])
        XCTAssertEqual(log.openTime, 1.5)
        // Escape took event 4 to the catalog, and event 5 opened another demo.
        log.append(.key("Escape"), sequence: 4, time: 3)
        log.screenOpened(nil, openTime: 3, lastSequence: 4)
        XCTAssertTrue(log.entries.isEmpty)
        log.screenOpened("zoom", openTime: 4, lastSequence: 5)
        log.append(.key("s"), sequence: 6, time: 4.5)
        XCTAssertEqual(log.demo, "zoom")
        XCTAssertEqual(log.entries.map(\.sequence), [6])
    }

    func testEventsTakenInTheFrameThatOpenedTheDemoAreNotReplayed() {
        var log = ReplayLog(demo: "a", openTime: 0)
        for s in 1...4 { log.append(.key("s"), sequence: s, time: Double(s)) }
        // The frame that switched to "b" had taken events up to 2: they went to "a".
        log.screenOpened("b", openTime: 2.5, lastSequence: 2)
        XCTAssertEqual(log.entries.map(\.sequence), [3, 4])
    }

    func testMovesWithNoButtonDownAreNotKept() {
        // The engine tracks touches only (a move with no touch down is dropped), so
        // hovering changes no state and is left out of the replay.
        var log = ReplayLog(demo: "a", openTime: 0)
        let events: [WindowEvent] = [
            .pointerMoved(x: 1, y: 1), .pointerDown(x: 2, y: 2), .pointerMoved(x: 3, y: 3), .pointerUp(x: 4, y: 4),
            .pointerMoved(x: 5, y: 5), .key("s"),
        ]
        for (i, e) in events.enumerated() { log.append(e, sequence: i + 1, time: Double(i)) }
        XCTAssertEqual(log.entries.map(\.sequence), [2, 3, 4, 6])
    }

    func testTheFileReadsBackAsWritten() {
        var log = ReplayLog(demo: "sheet detents", openTime: 1234.5)
        let events: [WindowEvent] = [
            .pointerDown(x: 10, y: 20), .pointerMoved(x: 11, y: 22), .pointerUp(x: 12, y: 24),
            .scroll(x: 1, y: 2, dx: 0, dy: -3), .key("space"), .resize(width: 800, height: 600),
        ]
        for (i, e) in events.enumerated() { log.append(e, sequence: i + 7, time: 1235 + Double(i) / 7) }
        log.lastSequence = 42
        XCTAssertEqual(ReplayLog(fileText: log.fileText), log)
        XCTAssertNil(ReplayLog(fileText: "open x 1 a\n"))
        XCTAssertNil(ReplayLog(fileText: "open 1 2 a\n1.0 3 wiggle 1 2\n"))
    }

    func testMessagesReadBackAsSent() {
        let messages: [WatchMessage] = [
            .event(sequence: 3, .pointerDown(x: 4, y: 5)), .event(sequence: 4, .key("Escape")), .shown, .hello,
            .replaying,
            .screen(name: "sheet detents", openTime: 12.25, lastSequence: 9),
            .screen(name: nil, openTime: 1, lastSequence: 0),
            .frame(width: 400, height: 720, damage: [PixelRect(x: 1, y: 2, width: 3, height: 4)]),
            .frame(width: 1, height: 1, damage: []), .note("this build has no demo 'x'"),
            .copy("let spring = Spring(\n    damping: 0.8)"), .ping(7), .pong(7), .quit,
        ]
        for m in messages { XCTAssertEqual(WatchMessage(text: m.text), m, m.text) }
        XCTAssertNil(WatchMessage(text: "frame 4 4 1,2,3"))
        XCTAssertNil(WatchMessage(text: "bogus"))
        XCTAssertNil(WatchMessage(text: "pong"))
    }
}
