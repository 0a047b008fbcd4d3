import Engine
import Geometry
import XCTest

@testable import PlaygroundKit

final class InputScriptTests: XCTestCase {
    func testParsesEveryCommandWithCommentsAndBlankLines() throws {
        let script = try InputScript(
            parsing: """
                # a comment line
                wait 0.5

                click 200 360          # press and release
                down 200 600
                move 200 700 0.3
                up 200 700
                drag 200 600 200 800 0.4
                key Escape
                key Q
                move 10 20
                """)
        XCTAssertEqual(
            script.commands.map(\.command),
            [
                .wait(seconds: 0.5), .click(Point(x: 200, y: 360)), .down(Point(x: 200, y: 600)),
                .move(to: Point(x: 200, y: 700), seconds: 0.3), .up(Point(x: 200, y: 700)),
                .drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 800), seconds: 0.4),
                .key("Escape"), .key("q"), .move(to: Point(x: 10, y: 20), seconds: 0),
            ])
        XCTAssertEqual(script.commands.map(\.line), [2, 4, 5, 6, 7, 8, 9, 10, 11])
    }

    func testBadLinesNameTheirLineNumber() {
        let cases: [(String, String)] = [
            ("wait 1\njump 3 4", "script:2: unknown command 'jump'"),
            ("click 200", "script:1: 'click' takes x y, got 1 argument"),
            ("\n\nwait -1", "script:3: duration -1 is negative"),
            ("move 1 two", "script:1: y 'two' is not a number"),
            ("key F13", "script:1: unknown key 'F13'"),
            ("drag 1 2 3 4", "script:1: 'drag' takes x0 y0 x1 y1 seconds"),
            ("wait nan", "script:1: duration 'nan' is not a number"),
            ("wait 1e300", "script:1: duration 1e300 is longer than 600 seconds"),
            ("drag 0 0 1 1 601", "script:1: duration 601 is longer than 600 seconds"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try InputScript(parsing: text), text) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error) should start with \(expected)")
            }
        }
    }

    /// A slip of the fingers names the command it was likely meant to be; a word that is no
    /// near slip of any command (or as near to two) suggests nothing rather than a wrong one.
    func testAnUnknownCommandSuggestsTheNearestOne() {
        let expected = "expected wait, click, down, move, up, drag, scroll, key or type)"
        let cases: [(String, String)] = [
            ("wait 1\nwiat 2", "script:2: unknown command 'wiat' (did you mean 'wait'? \(expected)"),
            ("clik 200 360", "script:1: unknown command 'clik' (did you mean 'click'? \(expected)"),
            ("Click 200 360", "script:1: unknown command 'Click' (did you mean 'click'? \(expected)"),
            ("srcoll 1 2 3", "script:1: unknown command 'srcoll' (did you mean 'scroll'? \(expected)"),
            ("dragg 1 2 3 4 1", "script:1: unknown command 'dragg' (did you mean 'drag'? \(expected)"),
            ("jump 3 4", "script:1: unknown command 'jump' (\(expected)"),
            ("tap 3 4", "script:1: unknown command 'tap' (\(expected)"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try InputScript(parsing: text), text) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    /// Key names are X's, case and all: `escape` and `Retrun` name the key they were meant to
    /// be; `F13` is no slip of any and suggests nothing.
    func testAnUnknownKeySuggestsTheNearestName() {
        let keys =
            "use a letter, a digit or one of BackSpace, Delete, Down, End, Escape, Home, Left, Return, Right, Tab, Up, "
            + "bracketleft, bracketright, equal, minus, space)"
        let cases: [(String, String)] = [
            ("key escape", "script:1: unknown key 'escape' (did you mean 'Escape'? \(keys)"),
            ("key Retrun", "script:1: unknown key 'Retrun' (did you mean 'Return'? \(keys)"),
            ("key backspace", "script:1: unknown key 'backspace' (did you mean 'BackSpace'? \(keys)"),
            ("key F13", "script:1: unknown key 'F13' (\(keys)"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try InputScript(parsing: text), text) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testTimelinePlacesEventsOnWholeFrames() throws {
        let script = try InputScript(parsing: "wait 0.5\ndown 0 0\nmove 0 30 0.05\nup 0 30\nkey s")
        let timeline = InputTimeline(script: script, fps: 60)
        XCTAssertEqual(timeline.entries.map(\.frame), [30, 31, 32, 33, 33, 33])
        XCTAssertEqual(
            timeline.entries.map(\.event),
            [
                .pointerDown(.zero), .pointerMoved(Point(x: 0, y: 10)), .pointerMoved(Point(x: 0, y: 20)),
                .pointerMoved(Point(x: 0, y: 30)), .pointerUp(Point(x: 0, y: 30)), .key("s"),
            ])
        XCTAssertEqual(timeline.endFrame, 34)
        XCTAssertEqual(timeline.events(atFrame: 33).count, 3)
    }

    func testClickReleasesOneFrameLaterAndDragEndsWithRelease() throws {
        let timeline = InputTimeline(script: try InputScript(parsing: "click 5 5\ndrag 0 0 10 0 0.05"), fps: 20)
        XCTAssertEqual(timeline.entries.map(\.frame), [0, 1, 1, 2, 3])
        XCTAssertEqual(timeline.entries.last?.event, .pointerUp(Point(x: 10, y: 0)))
    }
}
