import UIKitCompatibility
import XCTest

/// `UIButton.Configuration` set on a button.
///
/// Apple: `plain()` "Creates a configuration for a button with a transparent background";
/// `filled()` "Creates a configuration for a button with a background filled with the
/// button's tint color"; `tinted()` "Creates a configuration for a button with a tinted
/// background color"; `baseForegroundColor` is "The untransformed color for foreground
/// views" and `baseBackgroundColor` "The untransformed color for background views", which
/// the style "may transform"; `contentInsets` are the distances from the button's edges to
/// its content.
final class ButtonConfigurationTests: XCTestCase {
    /// A plain configuration leaves the background the code sets; its insets place the
    /// title and grow the button, leading on the left and trailing on the right.
    func testPlainKeepsTheBackgroundAndInsetsTheContent() {
        MainActor.assumeIsolated {
            let button = UIButton()
            var configuration = UIButton.Configuration.plain()
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
            button.configuration = configuration
            button.backgroundColor = .red
            button.setTitle("Undo", for: .normal)
            XCTAssertEqual(button.backgroundColor, .red)
            XCTAssertEqual(button.contentEdgeInsets, UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel?.frame, CGRect(x: 10, y: 0, width: 80, height: 44))
            XCTAssertEqual(button.layer.cornerRadius, 0, "a plain button has no background to round")
        }
    }

    /// Filled: the tint behind white content unless the base colours say otherwise; tinted:
    /// a pale tint; a title and corner style from the configuration.
    func testFilledAndTintedDrawTheirBackgrounds() {
        MainActor.assumeIsolated {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            button.tintColor = .systemGreen
            var filled = UIButton.Configuration.filled()
            filled.title = "Go"
            filled.cornerStyle = .capsule
            button.configuration = filled
            button.layoutIfNeeded()
            XCTAssertEqual(button.backgroundColor, .systemGreen)
            XCTAssertEqual(button.titleColor(for: .normal), .white)
            XCTAssertEqual(button.title(for: .normal), "Go")
            XCTAssertEqual(button.layer.cornerRadius, 20, "a capsule's ends are half its height")

            filled.baseBackgroundColor = .blue
            filled.baseForegroundColor = .systemYellow
            button.configuration = filled
            XCTAssertEqual(button.backgroundColor, .blue)
            XCTAssertEqual(button.titleColor(for: .normal), .systemYellow)

            button.configuration = .tinted()
            XCTAssertEqual(button.backgroundColor?.rgba.alpha ?? 0, 0.15, accuracy: 1e-9)
            XCTAssertNil(button.titleColor(for: .normal), "the title is drawn in the tint")
        }
    }
}
