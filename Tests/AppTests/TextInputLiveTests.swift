import Engine
import Foundation
import Geometry
import Platform
import TestSupport
import XCTest

@testable import PlaygroundKit

/// Real typing under Xvfb: xdotool clicks a text field in a real X11 window and types into
/// it through the X server (Shift, punctuation, a Latin-1 letter of a French keymap set
/// while the window is open, BackSpace); the window's events take the playground's route (the session and
/// its tools) to the field.
final class TextInputLiveTests: XCTestCase {
    func testXdotoolTypesIntoAFieldThroughTheToolRoute() throws {
        try MainActor.assumeIsolated {
            let xvfb = try XvfbSession()
            defer { xvfb.stop() }
            let x11 = try X11Window(title: "text-route", width: 320, height: 200, displayName: xvfb.display)
            let session = PlaygroundSession(
                demos: [TextFieldDemo.entry], screen: .demo("text"), size: Size(width: 320, height: 200),
                clock: VirtualClock(), textMeasurer: nil, trace: nil, deterministic: true)
            var t = 0.0
            @MainActor func pump(until done: () -> Bool) {
                let deadline = Date().addingTimeInterval(10)
                repeat {
                    for event in x11.events(timeout: 0.05) {
                        if let input = event.inputEvent(scale: 1) { session.handle(input) }
                    }
                    t += 1.0 / 60
                    _ = session.layerTree(at: t)
                } while !done() && Date() < deadline
            }
            pump { true }
            let window = String(x11.windowID)
            let field = try XCTUnwrap(TextFieldDemo.field(in: session.window))
            let c = TextFieldDemo.fieldCentre
            for args in [
                ["mousemove", "--window", window, "\(Int(c.x))", "\(Int(c.y))", "click", "1"],
                ["windowfocus", "--sync", window],
            ] {
                let r = try xvfb.run("xdotool", args)
                XCTAssertEqual(r.status, 0, r.stderr)
            }
            pump { field.isEditing }
            XCTAssertTrue(field.isEditing, "the click started editing")
            // A French keymap, set while the window is open, has é on a key of its own (a
            // character xdotool has to map to a spare keycode only for a moment can be gone
            // by the time the window reads the press).
            let layout = try xvfb.run("setxkbmap", ["-layout", "fr"])
            XCTAssertEqual(layout.status, 0, layout.stderr)
            let settled = Date().addingTimeInterval(0.3)
            pump { Date() >= settled }
            for args in [["type", "--delay", "20", "Quiet é, q!x"], ["key", "BackSpace"]] {
                let r = try xvfb.run("xdotool", args)
                XCTAssertEqual(r.status, 0, r.stderr)
            }
            pump { field.text == "Quiet é, q!" }
            XCTAssertEqual(field.text, "Quiet é, q!")
            XCTAssertFalse(session.wantsQuit, "the typed q went to the field")
        }
    }
}
