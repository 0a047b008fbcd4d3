import Geometry
import XCTest

@testable import Engine

/// `TextView` is `UITextView`. Apple, `textViewDidChange(_:)`: "The text view calls this
/// method in response to user-initiated changes to the text. This method is not called in
/// response to programmatically initiated changes." `textView(_:shouldChangeTextIn:
/// replacementText:)` returns "true if the old text should be replaced by the new text;
/// false if the replacement operation should be aborted."
final class TextViewTests: XCTestCase {
    final class Recorder: TextViewDelegate {
        var log: [String] = []
        var refuses: Set<String> = []
        func textViewDidBeginEditing(_ textView: TextView) { log.append("didBegin") }
        func textViewDidEndEditing(_ textView: TextView) { log.append("didEnd") }
        func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String)
            -> Bool
        {
            log.append("change \(range.lowerBound)+\(range.count)")
            return !refuses.contains(text)
        }
        func textViewDidChange(_ textView: TextView) { log.append("didChange") }
    }

    @MainActor
    private static func textView(in h: Harness, width: Double = 200, height: Double = 100) -> TextView {
        let view = TextView(frame: Rect(x: 10, y: 10, width: width, height: height))
        h.root.addSubview(view)
        h.step()
        return view
    }

    @MainActor
    private static func type(_ text: String, in h: Harness) {
        for character in text { h.window.sendKey(Key(typing: character)) }
        h.step()
    }

    func testReturnInsertsANewLineAndDidChangeFollowsOnlyTypedEdits() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = Self.textView(in: h)
            let recorder = Recorder()
            view.delegate = recorder
            view.text = "code"
            XCTAssertTrue(view.becomeFirstResponder())
            Self.type("\nok", in: h)
            XCTAssertEqual(view.text, "code\nok")
            view.text = "set again"
            XCTAssertEqual(
                recorder.log,
                ["didBegin", "change 4+0", "didChange", "change 5+0", "didChange", "change 6+0", "didChange"])
        }
    }

    func testARefusedEditChangesNothingAndIsNotReported() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = Self.textView(in: h)
            let recorder = Recorder()
            recorder.refuses = ["\n"]
            view.delegate = recorder
            view.becomeFirstResponder()
            Self.type("a\nb", in: h)
            XCTAssertEqual(view.text, "ab", "a delegate refusing newlines keeps the view to one line")
            XCTAssertEqual(recorder.log.filter { $0 == "didChange" }.count, 2)
        }
    }

    func testANonEditableViewNeverEdits() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = Self.textView(in: h)
            view.isEditable = false
            XCTAssertFalse(view.becomeFirstResponder())
            XCTAssertFalse(h.window.sendKey(Key(typing: "q")), "the key goes on to the app")
            view.isEditable = true
            XCTAssertTrue(view.becomeFirstResponder())
            view.isEditable = false
            XCTAssertFalse(view.isEditing, "turning editing off ends it")
        }
    }

    /// Lines wrap at the width as a multi-line label's do, the content grows a line height
    /// per line, and the caret sits on the line its character is on.
    func testTextWrapsLikeALabelAndTheCaretFollowsItsLine() {
        MainActor.assumeIsolated {
            let h = Harness()
            let view = Self.textView(in: h, width: 120, height: 40)
            view.becomeFirstResponder()
            Self.type("one two three four five six seven", in: h)
            let width = view.wrappingWidth
            let lines = TextWrapping.labelLines(
                view.text, width: width, maxLines: 0, breaksCharacters: false, truncatesTail: false,
                measure: { Double($0.count) * view.fontSize * 0.55 })
            XCTAssertGreaterThan(lines.count, 2)
            let lineHeight = (view.fontSize * 1.2).rounded(.up)
            XCTAssertEqual(view.contentSize.height, 16 + Double(lines.count) * lineHeight)
            XCTAssertEqual(view.caret.view.frame.minY, 8 + Double(lines.count - 1) * lineHeight)
            XCTAssertGreaterThan(view.contentOffset.y, 0, "scrolled to keep the caret in view")
            for _ in 0..<lines.count { h.window.sendKey(Key("Up")) }
            h.step()
            XCTAssertEqual(view.caret.view.frame.minY, 8, "Up moves a line of the text at a time")
        }
    }
}
