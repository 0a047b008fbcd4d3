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
    /// A button stacking its image over its title, as swipe-action buttons do, by overriding
    /// the rectangle methods. Apple's `titleRect(forContentRect:)`: "Returns the rectangle in
    /// which the receiver draws its title."; `imageRect(forContentRect:)`: "Returns the
    /// rectangle in which the receiver draws its image."; `contentRect(forBounds:)`: "Returns
    /// the rectangle in which the receiver draws its entire content." The button's layout
    /// places its title and image where the subclass says.
    final class StackedButton: Button {
        var contentRects: [Rect] = []

        override func contentRect(forBounds bounds: Rect) -> Rect {
            bounds.insetBy(dx: 4, dy: 4)
        }

        override func imageRect(forContentRect contentRect: Rect) -> Rect {
            contentRects.append(contentRect)
            return Rect(x: contentRect.midX - 5, y: contentRect.minY, width: 10, height: 10)
        }

        override func titleRect(forContentRect contentRect: Rect) -> Rect {
            Rect(x: contentRect.minX, y: contentRect.minY + 14, width: contentRect.width, height: 20)
        }
    }

    func testASubclassLaysOutItsTitleAndImageByTheRectangleMethods() {
        MainActor.assumeIsolated {
            let button = StackedButton(frame: Rect(x: 0, y: 0, width: 80, height: 60))
            button.setImage(TestImages.square(), for: .normal)
            button.setTitle("Delete", for: .normal)
            button.layoutSubviews()
            XCTAssertEqual(button.contentRects.last, Rect(x: 4, y: 4, width: 72, height: 52))
            XCTAssertEqual(button.imageView?.frame, Rect(x: 35, y: 4, width: 10, height: 10))
            XCTAssertEqual(button.titleLabel.frame, Rect(x: 4, y: 18, width: 72, height: 20))
        }
    }

    /// The defaults keep the layout a plain button always had: with no image the title fills
    /// the content rectangle, and the image rectangle is empty.
    func testTheDefaultRectanglesOfAButtonWithATitleOnly() {
        MainActor.assumeIsolated {
            let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44))
            button.contentEdgeInsets = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
            button.setTitle("OK", for: .normal)
            let content = button.contentRect(forBounds: button.bounds)
            XCTAssertEqual(content, Rect(x: 6, y: 2, width: 88, height: 40))
            XCTAssertEqual(button.titleRect(forContentRect: content), content)
            XCTAssertEqual(button.imageRect(forContentRect: content).size, .zero)
            XCTAssertEqual(button.backgroundRect(forBounds: button.bounds), button.bounds)
        }
    }
}
