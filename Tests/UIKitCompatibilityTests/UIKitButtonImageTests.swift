import UIKitCompatibility
import XCTest

/// `UIButton.setImage(_:for:)`, as Apple documents it: "At a minimum, always set an image
/// for the normal state when associating images to a button. If you don't specify an image
/// for the other states, the button uses the image associated with normal." The image sits
/// left of the title, the two placed together, and the button's natural size makes room for
/// it; a background image fills the button below the title.
final class UIKitButtonImageTests: XCTestCase {
    private static func image(width: CGFloat, height: CGFloat, _ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    func testStatesWithoutAnImageFallBackToTheNormalOne() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            let normal = Self.image(width: 20, height: 20, .red)
            let selected = Self.image(width: 20, height: 20, .blue)
            XCTAssertNil(button.imageView, "no image view before an image is set")
            button.setImage(normal, for: .normal)
            button.setImage(selected, for: .selected)
            for state: UIControl.State in [.normal, .highlighted, .disabled] {
                XCTAssertTrue(button.image(for: state) === normal, "state \(state.rawValue)")
            }
            XCTAssertTrue(button.image(for: .selected) === selected)
            XCTAssertTrue(button.currentImage === normal)
            button.isSelected = true
            XCTAssertTrue(button.imageView?.image === selected, "the shown image follows the state")
            button.setBackgroundImage(normal, for: .normal)
            XCTAssertTrue(button.backgroundImage(for: .highlighted) === normal)
            XCTAssertTrue(button.currentBackgroundImage === normal)
        }
    }

    func testTheImageSitsLeftOfTheTitleAndWidensTheButton() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Undo", for: .normal)
            let titleOnly = button.intrinsicContentSize
            button.setImage(Self.image(width: 24, height: 50, .red), for: .normal)
            XCTAssertEqual(button.intrinsicContentSize.width, titleOnly.width + 24)
            XCTAssertEqual(button.intrinsicContentSize.height, max(titleOnly.height, 50))
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            button.setBackgroundImage(Self.image(width: 4, height: 4, .blue), for: .normal)
            button.layoutIfNeeded()
            guard let imageView = button.imageView, let title = button.titleLabel else {
                return XCTFail("the button has an image view and a title")
            }
            XCTAssertEqual(imageView.frame.size, CGSize(width: 24, height: 50))
            XCTAssertEqual(imageView.frame.midY, 30, accuracy: 1e-9, "centred vertically")
            XCTAssertEqual(title.frame.minX, imageView.frame.maxX, accuracy: 1e-9, "the title follows the image")
            XCTAssertEqual(
                (imageView.frame.minX + title.frame.maxX) / 2, 100, accuracy: 1e-9, "image and title centred together")
            XCTAssertEqual(button.subviews.first?.frame, button.bounds, "the background image fills the button")
        }
    }
}
