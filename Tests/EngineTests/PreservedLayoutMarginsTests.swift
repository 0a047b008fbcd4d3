import Geometry
import XCTest

@testable import Engine

/// `preservesSuperviewLayoutMargins`, as Apple documents it: "When any of the superview's
/// margins is inside the area represented by the content view and its own margins, UIKit
/// adjusts the content view's layout to respect the superview's margins. The amount of the
/// adjustment is the smallest amount needed to ensure that content is also inside the
/// superview's margins." and "The default value of this property is false."
final class PreservedLayoutMarginsTests: XCTestCase {
    /// The rule on random frames and margins: each edge of the subview's margin guide, in
    /// the superview's coordinates, is the inner of its own margin and the superview's;
    /// without the flag, its own margin alone.
    func testEachEdgeMovesInByTheLeastThatKeepsItInsideTheSuperviewsMargins() {
        MainActor.assumeIsolated {
            var random = SystemRandomNumberGenerator()
            for _ in 0..<200 {
                let page = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
                page.layoutMargins = EdgeInsets(
                    top: .random(in: 0...40, using: &random), left: .random(in: 0...40, using: &random),
                    bottom: .random(in: 0...40, using: &random), right: .random(in: 0...40, using: &random))
                let card = View(
                    frame: Rect(
                        x: .random(in: -20...60, using: &random), y: .random(in: -20...60, using: &random),
                        width: .random(in: 200...360, using: &random), height: .random(in: 150...260, using: &random)))
                page.addSubview(card)
                card.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                XCTAssertFalse(card.preservesSuperviewLayoutMargins, "false by default")
                let own = card.layoutMarginsGuide.layoutFrame.offsetBy(dx: card.frame.minX, dy: card.frame.minY)
                XCTAssertEqual(own, card.frame.inset(by: card.layoutMargins))

                card.preservesSuperviewLayoutMargins = true
                let preserved = card.layoutMarginsGuide.layoutFrame.offsetBy(
                    dx: card.frame.minX, dy: card.frame.minY)
                let pageGuide = page.bounds.inset(by: page.layoutMargins)
                XCTAssertEqual(preserved.minX, max(own.minX, pageGuide.minX), accuracy: 1e-9)
                XCTAssertEqual(preserved.minY, max(own.minY, pageGuide.minY), accuracy: 1e-9)
                XCTAssertEqual(preserved.maxX, min(own.maxX, pageGuide.maxX), accuracy: 1e-9)
                XCTAssertEqual(preserved.maxY, min(own.maxY, pageGuide.maxY), accuracy: 1e-9)
                XCTAssertEqual(card.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "read back as set")
            }
        }
    }

    /// Content pinned to the margins guide follows the preserved margins in the layout pass.
    func testContentPinnedToTheMarginsLinesUpWithTheSuperviewsMargins() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 300))
            h.root.layoutMargins = EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
            let card = View(frame: h.root.bounds)
            h.root.addSubview(card)
            let content = View()
            content.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(content)
            let guide = card.layoutMarginsGuide
            LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
            h.step()
            XCTAssertEqual(content.frame, card.bounds.inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
            card.preservesSuperviewLayoutMargins = true
            h.step()
            XCTAssertEqual(content.frame, card.bounds.inset(by: EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)))
        }
    }
}
