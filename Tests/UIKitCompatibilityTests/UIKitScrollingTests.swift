import UIKitCompatibility
import XCTest

/// UIScrollView and UIPickerView snippets compile unchanged against the aliases and keep
/// UIKit's meaning.
final class UIKitScrollingTests: XCTestCase {
    /// Apple, `UIScrollView.DecelerationRate`: `normal` is "the default deceleration rate for
    /// a scroll view", `fast` "a fast deceleration rate"; measured on iOS as 0.998 and 0.99
    /// of the speed kept per millisecond.
    func testScrollViewNamesAndDefaults() {
        MainActor.assumeIsolated {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let snapping = RowSnapping()
            scrollView.delegate = snapping
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
            XCTAssertEqual(scrollView.decelerationRate, .normal)
            XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
            XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
            XCTAssertTrue(scrollView.bounces)
            XCTAssertFalse(scrollView.isPagingEnabled)
            XCTAssertTrue(scrollView.isScrollEnabled)
            scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            XCTAssertEqual(scrollView.contentOffset, Point(x: 0, y: 100))
            XCTAssertEqual(scrollView.bounds.origin, Point(x: 0, y: 100), "the offset is the bounds origin")
            var target = Point(x: 0, y: 130)
            withUnsafeMutablePointer(to: &target) {
                snapping.scrollViewWillEndDragging(scrollView, withVelocity: .zero, targetContentOffset: $0)
            }
            XCTAssertEqual(target.y, 132)
        }
    }

    func testPickerNames() {
        MainActor.assumeIsolated {
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            let model = SizePicker()
            picker.dataSource = model
            picker.delegate = model
            XCTAssertEqual(picker.numberOfComponents, 2)
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 10)
            picker.selectRow(2, inComponent: 0, animated: false)
            XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        }
    }
}
