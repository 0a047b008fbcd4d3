import Geometry
import XCTest

@testable import Engine

/// `Button` is open, as `UIButton` is: a subclass overrides `isHighlighted` to draw its own
/// pressed state and `sizeToFit()` to pick its size, and the window's touch tracking still
/// drives it. The per-state title falls back to `.normal`, as Apple's `setTitle(_:for:)`
/// says: "If you don't specify a title for the other states, the button uses the title
/// associated with the normal state." And `setTitleColor(_:for:)`: "if a property is not
/// specified for a state, the default is to use the normal value. If the normal value is not
/// set, then the property defaults to a system value."
final class ButtonSubclassTests: XCTestCase {
    /// A round button whose dot dims while pressed, as a library's close button does.
    final class DotButton: Button {
        let dot = View()
        var highlightLog: [Bool] = []

        init() {
            super.init(frame: .zero)
            addSubview(dot)
        }

        required init?(coder: ViewCoder) { nil }

        override var isHighlighted: Bool {
            didSet {
                highlightLog.append(isHighlighted)
                dot.alpha = isHighlighted ? 0.7 : 1
            }
        }

        override func sizeToFit() {
            super.sizeToFit()
            frame = Rect(origin: frame.origin, size: Size(width: 30, height: 30))
        }
    }

    func testASubclassSeesEveryHighlightChangeOfATapAndTheTapRunsItsAction() {
        MainActor.assumeIsolated {
            let h = Harness()
            let button = DotButton()
            button.sizeToFit()
            XCTAssertEqual(button.frame.size, Size(width: 30, height: 30), "the subclass's size")
            button.frame.origin = Point(x: 100, y: 100)
            var taps = 0
            button.onPrimaryAction = { _ in taps += 1 }
            h.root.addSubview(button)

            h.send(.pointerDown(Point(x: 115, y: 115)))
            XCTAssertTrue(button.isHighlighted)
            XCTAssertEqual(button.dot.alpha, 0.7)
            XCTAssertEqual(button.state, .highlighted)
            h.send(.pointerUp(Point(x: 115, y: 115)))
            XCTAssertEqual(button.highlightLog, [true, false])
            XCTAssertEqual(button.dot.alpha, 1)
            XCTAssertEqual(taps, 1)

            // Pressed, dragged out (un-highlights), released outside: no tap.
            h.send(.pointerDown(Point(x: 115, y: 115)))
            h.send(.pointerMoved(Point(x: 300, y: 250)))
            XCTAssertFalse(button.isHighlighted)
            h.send(.pointerUp(Point(x: 300, y: 250)))
            XCTAssertEqual(taps, 1)
        }
    }

    func testTitlesAndColoursPerStateFallBackToNormal() {
        MainActor.assumeIsolated {
            let button = Button(type: .custom)
            XCTAssertEqual(button.buttonType, .custom)
            XCTAssertEqual(Button(frame: .zero).buttonType, .system)
            button.setTitle("Close", for: .normal)
            button.setTitleColor(.black, for: .normal)
            XCTAssertEqual(button.titleLabel.text, "Close")
            XCTAssertEqual(button.title(for: .highlighted), "Close", "no highlighted title: the normal one")
            button.setTitle("Closing", for: .highlighted)
            button.setTitleColor(.systemBlue, for: .highlighted)
            button.isHighlighted = true
            XCTAssertEqual(button.titleLabel.text, "Closing")
            XCTAssertEqual(button.titleLabel.textColor, .systemBlue)
            button.isHighlighted = false
            XCTAssertEqual(button.titleLabel.text, "Close")
            XCTAssertEqual(button.titleLabel.textColor, .black)
            button.isEnabled = false
            XCTAssertEqual(button.state, .disabled)
            XCTAssertEqual(button.titleLabel.textColor, .black, "no disabled colour: the normal one")
        }
    }

    /// `contentEdgeInsets` are margins around the button's content: they grow the fitting size
    /// and move the title in by as much.
    func testContentEdgeInsetsGrowTheFittingSizeAndInsetTheTitle() {
        MainActor.assumeIsolated {
            let button = Button(title: "OK")
            let plain = button.intrinsicContentSize
            button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
            XCTAssertEqual(button.intrinsicContentSize.width, plain.width + 30)
            XCTAssertEqual(button.intrinsicContentSize.height, plain.height + 10)
            button.sizeToFit()
            button.layoutSubviews()
            XCTAssertEqual(
                button.titleLabel.frame,
                Rect(x: 10, y: 4, width: button.bounds.width - 30, height: button.bounds.height - 10))
        }
    }

    /// UIKit declares `titleLabel` optional (`UILabel?`), so UIKit code reaches it through
    /// `?.`; the label is always there, so plain access works too.
    func testTheTitleLabelIsReachedAsUIKitsOptionalIs() {
        MainActor.assumeIsolated {
            let button = Button(title: "Done")
            button.titleLabel?.fontSize = 20
            XCTAssertEqual(button.titleLabel?.text, "Done")
            XCTAssertEqual(button.titleLabel.fontSize, 20)
        }
    }
}
