import PlaygroundKit
import UIKitCompatibility
import XCTest

/// Text fields as drawn (FreeType text, the renderer's pixels), recorded headless with a
/// script that clicks and types. Apple: the placeholder "displays when there is no other
/// text in the text field" and "is drawn using a system-defined color"; with
/// `isSecureTextEntry` "the text being entered is obscured".
///
/// Tolerances: glyph edges are anti-aliased, so the tests read the darkest pixel of the
/// text's box (a stem's fully covered pixel) within 8 of 255 per channel, and compare
/// whole boxes where the rule says they must be the same.
final class TextFieldDrawingTests: XCTestCase {
    @MainActor
    private final class Host: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 260, height: 36))
        init(configure: @escaping (UITextField) -> Void) {
            super.init(nibName: nil, bundle: nil)
            configure(field)
        }
        required init?(coder: ViewCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addSubview(field)
        }
    }

    /// Frame `frame` (the last by default) of a recording of a field set up by `configure`
    /// running `script`.
    private func draw(
        _ script: String, frame: Int? = nil, _ configure: @escaping @MainActor (UITextField) -> Void
    ) throws -> FrameImage {
        let recording = try TransitionRecorder(size: CGSize(width: 300, height: 120), images: .all, maximumSeconds: 2)
            .record(script: script) { Host(configure: configure) }
        return try XCTUnwrap(recording.image(at: frame ?? recording.frames.count - 1))
    }

    /// The darkest pixel (least red + green + blue) in the field's text box.
    private func darkest(_ image: FrameImage) -> (red: Int, green: Int, blue: Int) {
        var best = (red: 255, green: 255, blue: 255)
        for y in 48..<68 {
            for x in 30..<270 {
                let p = image.rgba(x: x, y: y)
                if p.red + p.green + p.blue < best.red + best.green + best.blue { best = (p.red, p.green, p.blue) }
            }
        }
        return best
    }

    private func box(_ image: FrameImage) -> [Int] {
        var out: [Int] = []
        for y in 44..<72 {
            for x in 24..<276 {
                let p = image.rgba(x: x, y: y)
                out += [p.red, p.green, p.blue]
            }
        }
        return out
    }

    func testThePlaceholderIsGreyAndGoesOnceThereIsText() throws {
        let empty = try draw("wait 0.1") { $0.placeholder = "Email" }
        let grey = darkest(empty)
        // UIKit's placeholder grey (60, 60, 67 at 30 %) over white.
        XCTAssertEqual(Double(grey.red), 255 - 0.3 * 195, accuracy: 8)
        XCTAssertEqual(Double(grey.blue), 255 - 0.3 * 188, accuracy: 8)
        let typed = try draw("click 150 58\ntype \"Email\"\nwait 0.1") { $0.placeholder = "Email" }
        let black = darkest(typed)
        XCTAssertLessThan(black.red + black.green + black.blue, 3 * 40, "typed text is black")
    }

    /// However the characters differ, a secure field draws the same bullets for the same
    /// count, and never the characters themselves.
    func testSecureEntryDrawsTheSameBulletsForAnyTextOfTheSameLength() throws {
        func secure(_ text: String) throws -> FrameImage {
            try draw("click 150 58\ntype \"\(text)\"\nwait 0.1") { $0.isSecureTextEntry = true }
        }
        let a = try secure("iiii1")
        let b = try secure("WWWW#")
        XCTAssertEqual(box(a), box(b), "bullets only: the same pixels for any five characters")
        let plain = try draw("click 150 58\ntype \"WWWW#\"\nwait 0.1") { _ in }
        XCTAssertNotEqual(box(plain), box(b))
        XCTAssertNotEqual(box(try secure("iiii")), box(a), "one bullet fewer")
    }

    /// A rounded border leaves the corner pixel to the background; a line border covers it.
    func testBorderStylesAreDrawn() throws {
        let rounded = try draw("wait 0.1") { $0.borderStyle = .roundedRect }
        let line = try draw("wait 0.1") { $0.borderStyle = .line }
        let none = try draw("wait 0.1") { _ in }
        XCTAssertEqual(rounded.rgba(x: 20, y: 40).red, 255, "the rounded corner's outside")
        XCTAssertLessThan(rounded.rgba(x: 150, y: 40).red, 230, "the rounded border's top edge")
        XCTAssertLessThan(line.rgba(x: 20, y: 40).red, 80, "the line's corner")
        XCTAssertEqual(none.rgba(x: 150, y: 40).red, 255, "no border")
    }

    /// While editing, a tint-coloured caret stands where the text starts, lit in the first
    /// half second of its blink (frame 8, a tenth of a second after the click).
    func testTheCaretIsDrawnInTheTintWhereTheTextStarts() throws {
        let editing = try draw("click 150 58\nwait 0.1", frame: 8) { _ in }
        var blue = 0
        for y in 48..<68 {
            let p = editing.rgba(x: 20, y: y)
            if p.blue > 200 && p.red < 60 { blue += 1 }
        }
        XCTAssertGreaterThan(blue, 12, "an empty field's caret at its left edge")
    }
}
