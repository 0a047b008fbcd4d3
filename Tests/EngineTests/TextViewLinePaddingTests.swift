import Geometry
import XCTest

@testable import Engine

/// `NSTextContainer.lineFragmentPadding`, as Apple documents it: "The padding appears at the
/// beginning and end of the line fragment rectangles. The layout manager uses this value to
/// determine the layout width. The default value of this property is `5.0`." The text
/// starts that far inside the container inset, and wraps that much narrower at each end.
final class TextViewLinePaddingTests: XCTestCase {
    func testThePaddingInsetsTheTextAtBothEnds() {
        MainActor.assumeIsolated {
            let view = TextView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            view.textContainerInset = EdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
            for padding in [5.0, 0, 12] {
                if padding != 5 { view.lineFragmentPadding = padding }
                XCTAssertEqual(view.lineFragmentPadding, padding)
                view.text = "Some text"
                view.layoutIfNeeded()
                XCTAssertEqual(view.textLabel.frame.minX, 10 + padding, "padding \(padding)")
                XCTAssertEqual(view.wrappingWidth, 200 - 10 - 20 - 2 * padding, "padding \(padding)")
            }
        }
    }
}
