import UIKitCompatibility
import XCTest

/// A label subclass that watches its font, as scrolling and marquee labels do: it overrides
/// `font` with an observer and `adjustsFontForContentSizeCategory` with an accessor pair.
private final class WatchingLabel: UILabel {
    var fontsSeen: [UIFont] = []
    var adjustsSet: [Bool] = []

    override var font: UIFont! {
        didSet { fontsSeen.append(font) }
    }

    override var adjustsFontForContentSizeCategory: Bool {
        get { super.adjustsFontForContentSizeCategory }
        set {
            adjustsSet.append(newValue)
            super.adjustsFontForContentSizeCategory = newValue
        }
    }
}

/// A label that draws every font it is given at twice its size, through `super`, as a
/// subclass that scales its text writes one.
private final class DoublingLabel: UILabel {
    override var font: UIFont! {
        get { super.font }
        set { super.font = newValue?.withSize((newValue?.pointSize ?? UIFont.labelFontSize) * 2) }
    }
}

/// A text field subclass that lays its placeholder out from its font, as the animated
/// text-field libraries do (`override var font: UIFont? { didSet { … } }`).
private final class WatchingField: UITextField {
    var sizesSeen: [Double] = []
    override var font: UIFont? {
        didSet { sizesSeen.append(font?.pointSize ?? -1) }
    }
}

/// A text view subclass that watches its font.
private final class WatchingTextView: UITextView {
    var sizesSeen: [Double] = []
    override var font: UIFont? {
        didSet { sizesSeen.append(font?.pointSize ?? -1) }
    }
}

/// `font` and `adjustsFontForContentSizeCategory` are members of `UILabel`, `UITextField` and
/// `UITextView` themselves, so a subclass overrides them as UIKit code does.
///
/// Apple (`UILabel.font`): "The default value for this property is the system font at a size
/// of 17 points (using the `systemFont(ofSize:)` class method of `UIFont`). Setting this
/// property to `nil` causes it to be reset to the default value." (`UITextField.font`):
/// "This property applies to the entire text of the text field. It also applies to the
/// placeholder text." (`adjustsFontForContentSizeCategory`): "Set the value of this property
/// to `true` to allow the element to update its font when the size category changes. Set the
/// value to `false` to ignore the size category changes."
final class FontOverrideTests: XCTestCase {
    /// An observer on an overridden `font` runs on every set, after the label holds the new
    /// font, and sees the default (not nil) after nil is set.
    func testLabelSubclassFontObserverRunsOnEverySetAndSeesTheDefaultAfterNil() {
        MainActor.assumeIsolated {
            let label = WatchingLabel()
            XCTAssertEqual(label.font, .systemFont(ofSize: 17), "UIKit's default, before any set")
            label.font = .systemFont(ofSize: 20, weight: .bold)
            XCTAssertEqual(label.fontsSeen, [.systemFont(ofSize: 20, weight: .bold)])
            XCTAssertEqual(label.fontSize, 20, "the engine's size follows the font")
            XCTAssertEqual(label.fontWeight, .bold)
            label.font = nil
            XCTAssertEqual(label.fontsSeen.last, .systemFont(ofSize: 17), "nil resets to the default")
            XCTAssertEqual(label.font.pointSize, 17)
            XCTAssertEqual(label.fontWeight, .regular)
            XCTAssertEqual(label.fontsSeen.count, 2)
        }
    }

    /// A named font and a weight between the two drawn ones are kept as given, where the
    /// label used to hand back the system font at its drawn weight.
    func testLabelKeepsTheFontItWasGivenNameAndWeight() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.font = UIFont(name: "Avenir-Heavy", size: 15)
            XCTAssertEqual(label.font.fontName, "Avenir-Heavy")
            XCTAssertEqual(label.font.pointSize, 15)
            XCTAssertEqual(label.fontWeight, .bold, "a heavy name draws bold")
            label.font = label.font.withSize(22)
            XCTAssertEqual(label.font.fontName, "Avenir-Heavy", "withSize keeps the name")
            XCTAssertEqual(label.fontSize, 22)

            label.font = .systemFont(ofSize: 13, weight: .semibold)
            XCTAssertEqual(label.font.weight, .semibold, "not rounded to the drawn weight")
            XCTAssertEqual(label.fontWeight, .bold, "semibold draws bold")
            label.fontSize = 30
            XCTAssertEqual(label.font, .systemFont(ofSize: 30, weight: .semibold), "fontSize keeps name and weight")
            label.fontWeight = .regular
            XCTAssertEqual(label.font.weight, .regular)
            XCTAssertEqual(label.font.pointSize, 30)
        }
    }

    /// A subclass whose setter changes the font before passing it to `super` is measured in
    /// the font `super` holds: the label lays out from its own `font`.
    func testSubclassSetterThatScalesTheFontIsWhatTheLabelMeasures() {
        MainActor.assumeIsolated {
            let plain = UILabel()
            plain.text = "Marquee"
            plain.font = .systemFont(ofSize: 10)
            let doubling = DoublingLabel()
            doubling.text = "Marquee"
            doubling.font = .systemFont(ofSize: 10)
            XCTAssertEqual(doubling.font.pointSize, 20)
            XCTAssertEqual(doubling.fontSize, 20)
            let big = UILabel()
            big.text = "Marquee"
            big.font = .systemFont(ofSize: 20)
            XCTAssertEqual(doubling.intrinsicContentSize, big.intrinsicContentSize)
            XCTAssertGreaterThan(doubling.intrinsicContentSize.width, plain.intrinsicContentSize.width)
        }
    }

    /// `adjustsFontForContentSizeCategory` is false until set, keeps what is set, and a
    /// subclass's override of it runs.
    func testAdjustsFontForContentSizeCategoryIsOverridableAndKept() {
        MainActor.assumeIsolated {
            let label = WatchingLabel()
            XCTAssertFalse(label.adjustsFontForContentSizeCategory)
            label.adjustsFontForContentSizeCategory = true
            XCTAssertTrue(label.adjustsFontForContentSizeCategory)
            XCTAssertEqual(label.adjustsSet, [true])
            let field = UITextField()
            let textView = UITextView()
            XCTAssertFalse(field.adjustsFontForContentSizeCategory)
            XCTAssertFalse(textView.adjustsFontForContentSizeCategory)
            field.adjustsFontForContentSizeCategory = true
            textView.adjustsFontForContentSizeCategory = true
            XCTAssertTrue(field.adjustsFontForContentSizeCategory && textView.adjustsFontForContentSizeCategory)
        }
    }

    /// A text field's and a text view's overridden `font` observe every set; nil gives the
    /// view's default back, and the font reaches the text the view draws.
    func testTextFieldAndTextViewSubclassesObserveTheirFont() {
        MainActor.assumeIsolated {
            let field = WatchingField()
            field.font = UIFont(name: "Futura-Bold", size: 24)
            XCTAssertEqual(field.sizesSeen, [24])
            XCTAssertEqual(field.font?.fontName, "Futura-Bold")
            XCTAssertEqual(field.fontWeight, .bold)
            field.font = nil
            XCTAssertEqual(field.sizesSeen, [24, 17], "nil resets to the field's default")
            XCTAssertEqual(field.font, .systemFont(ofSize: 17))

            let textView = WatchingTextView()
            XCTAssertEqual(textView.font, .systemFont(ofSize: 12), "12 points until set")
            textView.font = .boldSystemFont(ofSize: 16)
            textView.fontSize = 18
            XCTAssertEqual(textView.sizesSeen, [16, 18], "the engine's fontSize goes through font")
            XCTAssertEqual(textView.font, .boldSystemFont(ofSize: 18))
            textView.font = nil
            XCTAssertEqual(textView.font, .systemFont(ofSize: 12))
        }
    }
}
