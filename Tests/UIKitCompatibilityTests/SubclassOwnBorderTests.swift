import UIKitCompatibility
import XCTest

/// A view subclass as UIKit libraries write one: a `border` of its own (here a sublayer),
/// which UIKit allows since `UIView` has no such member (the border is the layer's).
private final class OutlinedCard: UIView {
    let border = CAShapeLayer()
    var borderInset: CGFloat = 1
}

final class SubclassOwnBorderTests: XCTestCase {
    /// "borderWidth: The width of the layer's border." The border is spelled on the layer in
    /// UIKit, so a subclass's own `border` compiles and leaves the layer's border alone.
    func testASubclassMayDeclareItsOwnBorder() {
        MainActor.assumeIsolated {
            let card = OutlinedCard(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            card.layer.addSublayer(card.border)
            XCTAssertEqual(card.layer.borderWidth, 0)
            card.layer.borderWidth = 2
            card.layer.borderColor = UIColor.red.cgColor
            XCTAssertEqual(card.layer.borderWidth, 2)
            XCTAssertTrue(card.border.superlayer === card.layer)
            XCTAssertEqual(card.borderInset, 1)
        }
    }
}
