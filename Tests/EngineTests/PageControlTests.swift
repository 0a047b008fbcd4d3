import Geometry
import XCTest

@testable import Engine

/// `UIPageControl` driven through the window.
///
/// Apple's documentation of `UIPageControl`: "When a user taps a page control to move to the
/// next or previous page, the control sends the valueChanged event"; of `currentPage`: "The
/// system clamps the value to be between 0 and numberOfPages - 1"; of `hidesForSinglePage`:
/// "A Boolean value that controls whether the page indicator is hidden when there is only one
/// page."
final class PageControlTests: XCTestCase {
    @MainActor
    private static func dots(_ control: PageControl) -> [View] {
        control.subviews.filter { $0.accessibilityIdentifier?.hasPrefix("page-control.dot.") == true }
    }

    func testATapOnEitherSideOfTheCurrentDotMovesOnePageAndSendsValueChanged() {
        MainActor.assumeIsolated {
            let h = Harness()
            let control = PageControl(frame: Rect(x: 0, y: 100, width: 200, height: 26))
            control.numberOfPages = 5
            control.currentPage = 2
            h.root.addSubview(control)
            let changes = ValueControlTests.ChangeCounter(control)
            ValueControlTests.tap(h, Point(x: 190, y: 113))
            XCTAssertEqual(control.currentPage, 3)
            XCTAssertEqual(changes.count, 1)
            ValueControlTests.tap(h, Point(x: 10, y: 113))
            ValueControlTests.tap(h, Point(x: 10, y: 113))
            ValueControlTests.tap(h, Point(x: 10, y: 113))
            ValueControlTests.tap(h, Point(x: 10, y: 113))
            XCTAssertEqual(control.currentPage, 0, "no page before the first")
            XCTAssertEqual(changes.count, 4, "the tap on the first page changed nothing and sent nothing")
            control.currentPage = 4
            XCTAssertEqual(changes.count, 4, "code sends no event")
        }
    }

    func testTheCurrentPageIsClampedAndTheDotsFollowIt() {
        MainActor.assumeIsolated {
            let control = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 26))
            control.numberOfPages = 3
            control.currentPage = 7
            XCTAssertEqual(control.currentPage, 2)
            control.currentPage = -1
            XCTAssertEqual(control.currentPage, 0)
            control.currentPage = 2
            control.numberOfPages = 2
            XCTAssertEqual(control.currentPage, 1, "fewer pages pull the current one in")
            control.pageIndicatorTintColor = .white
            control.currentPageIndicatorTintColor = .systemBlue
            let shown = Self.dots(control)
            XCTAssertEqual(shown.count, 2)
            XCTAssertEqual(shown[1].backgroundColor, .systemBlue)
            XCTAssertEqual(shown[0].backgroundColor, .white)
            XCTAssertEqual(shown[0].frame.midX, 100 - PageControl.dotPitch / 2, accuracy: 1e-9, "centred")
            XCTAssertEqual(shown[1].frame.midX - shown[0].frame.midX, PageControl.dotPitch, accuracy: 1e-9)
            XCTAssertEqual(control.size(forNumberOfPages: 4).width, 4 * PageControl.dotPitch)
        }
    }

    func testASinglePageHidesItsDotOnlyWhenAsked() {
        MainActor.assumeIsolated {
            let control = PageControl(frame: Rect(x: 0, y: 0, width: 100, height: 26))
            control.numberOfPages = 1
            XCTAssertEqual(Self.dots(control).map(\.isHidden), [false])
            control.hidesForSinglePage = true
            XCTAssertEqual(Self.dots(control).map(\.isHidden), [true])
            control.numberOfPages = 2
            XCTAssertEqual(Self.dots(control).map(\.isHidden), [false, false])
        }
    }
}
