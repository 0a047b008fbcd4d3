import Geometry
import XCTest

@testable import Engine

/// `TextField` is `UITextField`. The rules come from Apple's documentation:
/// - `textFieldShouldBeginEditing(_:)`: "true if editing should begin or false if it should
///   not"; `textFieldDidBeginEditing(_:)` "notifies the delegate that the specified text
///   field just became the first responder".
/// - `textField(_:shouldChangeCharactersIn:replacementString:)`: "The text field calls this
///   method whenever user actions cause its text to change", returning "false to keep the
///   old text"; "When the user deletes one or more characters, the replacement string is
///   empty."
/// - `textFieldShouldEndEditing(_:)`: "The text field calls this method when it is asked to
///   resign the first responder status ... and gives you a chance to prevent the change".
/// - `.editingChanged`: "A touch making an editing change in a text field" (the user's
///   edit, so never `text` set in code).
/// - `placeholder`: "The string that displays when there is no other text in the text field."
/// - `becomeFirstResponder()`: "Calling this method doesn't guarantee that the object
///   becomes the first responder"; a view outside a window has no window to be first in.
final class TextFieldTests: XCTestCase {
    /// A delegate that logs every call and answers as told.
    final class Recorder: TextFieldDelegate {
        var log: [String] = []
        var allowsBegin = true, allowsEnd = true, allowsReturn = true
        var allowsChange: (Range<Int>, String) -> Bool = { _, _ in true }
        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
            log.append("shouldBegin")
            return allowsBegin
        }
        func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
            log.append("shouldEnd")
            return allowsEnd
        }
        func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
        func textField(
            _ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String
        ) -> Bool {
            log.append("change \(range.lowerBound)+\(range.count) '\(string)'")
            return allowsChange(range, string)
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            log.append("shouldReturn")
            return allowsReturn
        }
    }

    /// A field in a harness window, its control events logged.
    @MainActor
    private static func field(in h: Harness) -> (TextField, () -> [String]) {
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 34))
        h.root.addSubview(field)
        var events: [String] = []
        let names: [(Control.Event, String)] = [
            (.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
            (.editingDidEndOnExit, "exit"),
        ]
        for (event, name) in names { field.addTarget(for: event) { _ in events.append(name) } }
        h.step()
        return (field, { events })
    }

    @MainActor
    private static func type(_ text: String, in h: Harness) {
        for character in text { h.window.sendKey(Key(typing: character)) }
        h.step()
    }

    func testDelegateOrderFromBeginThroughTypingToEnd() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, events) = Self.field(in: h)
            let recorder = Recorder()
            field.delegate = recorder
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(field.isEditing)
            XCTAssertTrue(field.isFirstResponder)
            Self.type("hi", in: h)
            h.window.sendKey(Key("BackSpace"))
            XCTAssertTrue(field.resignFirstResponder())
            XCTAssertEqual(
                recorder.log,
                ["shouldBegin", "didBegin", "change 0+0 'h'", "change 1+0 'i'", "change 1+1 ''", "shouldEnd", "didEnd"])
            XCTAssertEqual(events(), ["begin", "changed", "changed", "changed", "end"])
            XCTAssertEqual(field.text, "h")
            XCTAssertFalse(field.isEditing)
        }
    }

    func testEachVetoKeepsTheStateItGuards() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, events) = Self.field(in: h)
            let recorder = Recorder()
            field.delegate = recorder
            recorder.allowsBegin = false
            XCTAssertFalse(field.becomeFirstResponder(), "shouldBegin false: no editing")
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(h.window.sendKey(Key(typing: "x")), "keys go on to the app when nothing edits")
            recorder.allowsBegin = true
            XCTAssertTrue(field.becomeFirstResponder())
            recorder.allowsEnd = false
            XCTAssertFalse(field.resignFirstResponder(), "shouldEnd false: editing goes on")
            XCTAssertTrue(field.isEditing)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertTrue(field.endEditing(true), "endEditing(true) ends without asking")
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(events(), ["begin", "end"])
        }
    }

    /// The classic digits-only delegate: an edit it refuses changes nothing and sends no
    /// `.editingChanged`, whatever was typed, while accepted edits go through.
    func testRefusedEditsLeaveTextAndSendNothing() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, events) = Self.field(in: h)
            let recorder = Recorder()
            recorder.allowsChange = { _, string in string.allSatisfy(\.isNumber) }
            field.delegate = recorder
            field.becomeFirstResponder()
            Self.type("1a2-b3é4", in: h)
            XCTAssertEqual(field.text, "1234")
            XCTAssertEqual(events().filter { $0 == "changed" }.count, 4)
            XCTAssertEqual(events().first, "begin")
        }
    }

    func testTextSetInCodeSendsNoEditingChangedAndAsksNoDelegate() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, events) = Self.field(in: h)
            let recorder = Recorder()
            field.delegate = recorder
            field.text = "set in code"
            field.becomeFirstResponder()
            field.text = "again"
            XCTAssertEqual(events(), ["begin"])
            XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin"])
            field.text = nil
            XCTAssertEqual(field.text, "", "UIKit's text reads empty, never nil")
        }
    }

    func testBecomeFirstResponderIsRefusedOutsideAWindowAndWhenDisabled() {
        MainActor.assumeIsolated {
            let loose = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
            XCTAssertFalse(loose.becomeFirstResponder())
            XCTAssertFalse(loose.isEditing)
            let h = Harness()
            let (field, events) = Self.field(in: h)
            field.isEnabled = false
            XCTAssertFalse(field.becomeFirstResponder())
            XCTAssertEqual(events(), [])
        }
    }

    /// A field whose screen goes away while it edits (a dismissed sheet) stops editing, and
    /// keys go back to the app instead of to a field no one sees.
    func testAFieldTakenOutOfTheWindowStopsTakingKeys() {
        MainActor.assumeIsolated {
            let h = Harness()
            let sheet = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            h.root.addSubview(sheet)
            let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 30))
            sheet.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            sheet.removeFromSuperview()
            XCTAssertFalse(h.window.sendKey(Key(typing: "q")))
            XCTAssertFalse(field.isEditing)
            XCTAssertNil(h.window.firstResponder)
            XCTAssertEqual(field.text, "")
        }
    }

    /// A tap puts the caret at the character boundary nearest it, whatever the text.
    func testATapPutsTheCaretAtTheNearestBoundary() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, _) = Self.field(in: h)
            field.text = "abcdefghij"
            // Without fonts a character is taken as 0.6 em (10.2 points at 17) wide; the text starts at x 20.
            let width = 17 * 0.6
            for index in [0, 3, 7, 10] {
                field.resignFirstResponder()
                let x = 20 + Double(index) * width + width * 0.3
                h.send(.pointerDown(Point(x: x, y: 30)))
                h.send(.pointerUp(Point(x: x, y: 30)))
                XCTAssertTrue(field.isEditing)
                XCTAssertEqual(field.editable.caret, index, "tap at \(x)")
            }
        }
    }

    func testATapStartsEditingAndASecondFieldTakesOver() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (first, firstEvents) = Self.field(in: h)
            let second = TextField(frame: Rect(x: 20, y: 80, width: 200, height: 34))
            h.root.addSubview(second)
            h.send(.pointerDown(Point(x: 40, y: 30)))
            h.send(.pointerUp(Point(x: 40, y: 30)))
            XCTAssertTrue(first.isEditing)
            XCTAssertTrue(second.becomeFirstResponder())
            XCTAssertFalse(first.isEditing, "the first resigned to let the second take over")
            XCTAssertEqual(firstEvents(), ["begin", "end"])
        }
    }

    /// Return asks `textFieldShouldReturn`; with an `.editingDidEndOnExit` action it ends
    /// editing after sending that, as UIKit does; a delegate that says false keeps editing.
    func testReturnAsksTheDelegateThenEndsOnExit() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, events) = Self.field(in: h)
            let recorder = Recorder()
            field.delegate = recorder
            field.becomeFirstResponder()
            recorder.allowsReturn = false
            XCTAssertTrue(h.window.sendKey(Key("Return")))
            XCTAssertTrue(field.isEditing)
            recorder.allowsReturn = true
            h.window.sendKey(Key("Return"))
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(events(), ["begin", "exit", "end"])
            XCTAssertEqual(recorder.log.filter { $0 == "shouldReturn" }.count, 2)
        }
    }

    /// Editing keys act at the caret: arrows, Home and End move it; an insertion lands
    /// where it is; Delete takes the character after it; an edit's range is in UTF-16 units.
    func testCaretKeysAndUTF16Ranges() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, _) = Self.field(in: h)
            let recorder = Recorder()
            field.delegate = recorder
            field.text = "a😀c"
            field.becomeFirstResponder()
            for name in ["Left", "Left"] { h.window.sendKey(Key(name)) }
            Self.type("X", in: h)
            XCTAssertEqual(field.text, "aX😀c")
            h.window.sendKey(Key("Delete"))
            XCTAssertEqual(field.text, "aXc")
            XCTAssertEqual(recorder.log.suffix(1), ["change 2+2 ''"], "the emoji is two UTF-16 units")
            h.window.sendKey(Key("Home"))
            Self.type("<", in: h)
            h.window.sendKey(Key("End"))
            Self.type(">", in: h)
            XCTAssertEqual(field.text, "<aXc>")
            XCTAssertFalse(h.window.sendKey(Key("Escape")), "Escape is the app's")
        }
    }

    func testPlaceholderShowsOnlyWhileTheTextIsEmpty() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, _) = Self.field(in: h)
            field.placeholder = "Email"
            XCTAssertEqual(field.textLabel.text, "Email")
            XCTAssertEqual(field.textLabel.textColor, TextField.placeholderColor)
            field.becomeFirstResponder()
            XCTAssertEqual(field.textLabel.text, "Email", "still shown while editing an empty field")
            Self.type("a", in: h)
            XCTAssertEqual(field.textLabel.text, "a")
            XCTAssertEqual(field.textLabel.textColor, field.textColor)
            h.window.sendKey(Key("BackSpace"))
            XCTAssertEqual(field.textLabel.text, "Email")
        }
    }

    func testSecureEntryDrawsOneBulletPerCharacterAndKeepsTheText() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, _) = Self.field(in: h)
            field.isSecureTextEntry = true
            field.becomeFirstResponder()
            Self.type("pässwörd", in: h)
            XCTAssertEqual(field.text, "pässwörd")
            XCTAssertEqual(field.textLabel.text, String(repeating: "\u{2022}", count: 8))
        }
    }

    /// The caret blinks on the window's clock (lit, then dark, each half period), is lit
    /// again by an edit, and stays lit once the blinking time is over, so the window idles.
    func testCaretBlinksOnTheClockAndThenRests() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, _) = Self.field(in: h)
            field.becomeFirstResponder()
            h.step()
            XCTAssertFalse(field.caret.view.isHidden)
            h.advance(TextCaret.halfPeriod + 0.01)
            XCTAssertTrue(field.caret.view.isHidden)
            Self.type("a", in: h)
            XCTAssertFalse(field.caret.view.isHidden, "an edit lights it")
            h.advance(TextCaret.blinkingDuration + 0.01)
            XCTAssertFalse(field.caret.view.isHidden)
            XCTAssertFalse(h.window.isAnimating, "no frames are asked for once it rests")
            for step in 0..<40 {
                let t = Double(step) * 0.13
                XCTAssertEqual(
                    TextCaret.isLit(after: t), t >= TextCaret.blinkingDuration || Int(t / 0.5) % 2 == 0, "t=\(t)")
            }
        }
    }

    /// The caret stands after the character it follows: its x grows with the width of the
    /// text before it, for every caret position.
    func testCaretFollowsTheTextWidth() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, _) = Self.field(in: h)
            field.text = "wide text"
            field.becomeFirstResponder()
            h.step()
            var positions: [Double] = []
            for _ in 0...9 {
                positions.append(field.caret.view.frame.minX)
                h.window.sendKey(Key("Left"))
                h.step()
            }
            XCTAssertEqual(positions, positions.sorted(by: >))
            XCTAssertEqual(positions.last!, field.textRect(forBounds: field.bounds).minX, accuracy: 0.5)
        }
    }

    func testLeftAndRightViewsFollowTheirModesAndNarrowTheText() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (field, _) = Self.field(in: h)
            let left = View(frame: Rect(x: 0, y: 0, width: 30, height: 20))
            let right = View(frame: Rect(x: 0, y: 0, width: 24, height: 24))
            field.leftView = left
            field.leftViewMode = .always
            field.rightView = right
            field.rightViewMode = .whileEditing
            h.step()
            XCTAssertEqual(left.frame, Rect(x: 0, y: 7, width: 30, height: 20))
            XCTAssertTrue(right.isHidden)
            XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 30)
            field.becomeFirstResponder()
            h.step()
            XCTAssertFalse(right.isHidden)
            XCTAssertEqual(right.frame.maxX, 200)
            XCTAssertEqual(field.textRect(forBounds: field.bounds).maxX, 176)
        }
    }
}
