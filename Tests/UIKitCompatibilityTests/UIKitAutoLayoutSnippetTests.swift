import Foundation
import UIKitCompatibility
import XCTest

/// The Auto Layout card (UIKitAutoLayoutSnippet.swift) laid out as UIKit lays it out.
final class UIKitAutoLayoutSnippetTests: XCTestCase {
    /// The container spans the width less 16-point insets, and its height comes from the
    /// label's intrinsic height plus 12 points above and below: the 250 height constraint
    /// gives way to the label's compression resistance (750), as Apple's docs on
    /// `priority` put it: "Higher priority constraints are satisfied before lower priority
    /// constraints". The label sits inside the container's layout margins (8 points).
    func testTheCardTakesItsHeightFromTheLabel() {
        MainActor.assumeIsolated {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let card = CardView()
            card.frame = root.bounds
            root.addSubview(card)
            root.layoutIfNeeded()
            let labelHeight = card.titleLabel.intrinsicContentSize.height
            XCTAssertEqual(card.containerFrame, CGRect(x: 16, y: 20, width: 358, height: labelHeight + 24))
            XCTAssertEqual(card.titleLabel.frame, CGRect(x: 8, y: 12, width: 342, height: labelHeight))
            XCTAssertEqual(card.frame, root.bounds, "a frame-based card keeps its frame")

            // A wider window: the card's frame changes, the constraints follow.
            card.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
            root.layoutIfNeeded()
            XCTAssertEqual(card.containerFrame.width, 768)

            // A taller wish at a priority above the label's compression resistance wins.
            card.heightConstraint.constant = 200
            card.heightConstraint.priority = .required - 1
            root.layoutIfNeeded()
            XCTAssertEqual(card.containerFrame.height, 200)
            XCTAssertEqual(card.titleLabel.frame.height, 200 - 24, "the label stretches (hugging 250 < 999)")
        }
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with a required width, as a self-sizing cell is measured: the height is the label's
    /// plus the paddings, and Apple's docs say the method "does not actually change the size
    /// of the view".
    func testTheCardMeasuresItsHeightForAWidth() {
        MainActor.assumeIsolated {
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let size = card.systemLayoutSizeFitting(
                CGSize(width: 390, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let labelHeight = card.titleLabel.intrinsicContentSize.height
            XCTAssertEqual(size, CGSize(width: 390, height: labelHeight + 24 + 40))
            XCTAssertEqual(card.frame.size, CGSize(width: 10, height: 10))
        }
    }
}
