import Engine
import Geometry
import XCTest

@testable import PlaygroundKit

/// The text route through the playground's tools: while a field edits, what keys type goes
/// to it before the single-letter shortcuts (`q` types a q instead of quitting, `s` no slow
/// motion), Escape still leaves the demo, and a script's `type` line types one character a
/// frame.
final class TextInputRouteTests: XCTestCase {
    @MainActor
    private static func session() -> PlaygroundSession {
        PlaygroundSession(
            demos: [TextFieldDemo.entry], screen: .demo("text"), size: Size(width: 320, height: 480),
            clock: VirtualClock(), textMeasurer: nil, trace: nil, deterministic: true)
    }

    func testTypedLettersReachTheFieldBeforeTheShortcuts() throws {
        try MainActor.assumeIsolated {
            let session = Self.session()
            var t = 0.0
            @MainActor func frame(_ events: InputEvent...) {
                for e in events { session.handle(e) }
                t += 1.0 / 60
                _ = session.layerTree(at: t)
            }
            frame()
            let field = try XCTUnwrap(TextFieldDemo.field(in: session.window))
            frame(.pointerDown(TextFieldDemo.fieldCentre))
            frame(.pointerUp(TextFieldDemo.fieldCentre))
            XCTAssertTrue(field.isEditing, "a tap starts editing")
            for character in "qs hQ" { frame(.key(Key(typing: character))) }
            XCTAssertEqual(field.text, "qs hQ")
            XCTAssertFalse(session.wantsQuit, "q typed into a field does not quit")
            XCTAssertFalse(session.playback.isSlowMotion, "s typed into a field is no slow motion")
            XCTAssertFalse(session.hud.isShown)
            frame(.key(Key("BackSpace")), .key(Key("Left")), .key(Key(typing: "!")))
            XCTAssertEqual(field.text, "qs !h")
            frame(.key(Key("Escape")))
            frame()
            XCTAssertEqual(session.screen, .catalog, "Escape still goes back to the catalog")
        }
    }

    func testWithNoFieldEditingTheKeysAreShortcutsAsBefore() {
        MainActor.assumeIsolated {
            let session = Self.session()
            _ = session.layerTree(at: 0)
            session.handle(.key(Key("q", text: "q")))
            _ = session.layerTree(at: 1.0 / 60)
            XCTAssertTrue(session.wantsQuit)
        }
    }

    func testTypeLinesParseEscapesAndLayOutOneCharacterAFrame() throws {
        let script = try InputScript(
            parsing: """
                click 160 78
                type "a \\"b\\"\\n#c"   # a comment after the text
                key q
                """)
        XCTAssertEqual(script.commands.map(\.command)[1], .type("a \"b\"\n#c"))
        XCTAssertEqual(
            try InputScript(parsing: InputScript.text(of: script.commands.map(\.command))), script,
            "the text form reads back the same")
        let timeline = InputTimeline(script: script, fps: 60)
        let keys = timeline.entries.compactMap { entry -> (Int, Key)? in
            if case .key(let key) = entry.event { return (entry.frame, key) } else { return nil }
        }
        XCTAssertEqual(keys.map(\.0), [1, 2, 3, 4, 5, 6, 7, 8, 8], "one character a frame, then the key")
        XCTAssertEqual(keys.map(\.1.name), ["a", "space", "\"", "b", "\"", "Return", "#", "c", "q"])
        XCTAssertEqual(keys.map(\.1.text), ["a", " ", "\"", "b", "\"", nil, "#", "c", nil])
    }

    func testBrokenTypeLinesNameTheirLine() {
        let cases: [(String, String)] = [
            ("wait 1\ntype hello", "script:2: 'type' takes a text in double quotes, e.g. type \"hello\""),
            ("type \"open", "script:1: the text after 'type' has no closing quote"),
            ("type \"a\\qb\"", "script:1: unknown escape '\\q' in the text (use \\\", \\\\, \\n or \\t)"),
            ("type \"a\" b", "script:1: unexpected 'b' after the closing quote"),
            ("type \"\"", "script:1: 'type' has nothing to type"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try InputScript(parsing: text)) { error in
                XCTAssertEqual(String(describing: error), message)
            }
        }
    }

    /// The whole route headless: a recorded run whose script clicks the field and types.
    func testAScriptTypesIntoTheFieldHeadless() throws {
        try MainActor.assumeIsolated {
            let session = Self.session()
            let timeline = InputTimeline(
                script: try InputScript(parsing: "click 160 78\ntype \"quiet\"\nkey BackSpace"), fps: 60)
            for frame in 0..<timeline.endFrame + 2 {
                for event in timeline.events(atFrame: frame) { session.handle(event) }
                _ = session.layerTree(at: Double(frame) / 60)
            }
            XCTAssertEqual(TextFieldDemo.field(in: session.window)?.text, "quie")
            XCTAssertFalse(session.wantsQuit)
        }
    }
}
