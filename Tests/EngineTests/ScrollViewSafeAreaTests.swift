import Geometry
import XCTest

@testable import Engine

/// `adjustedContentInset`: "The contentInsetAdjustmentBehavior property determines whether
/// the safe area insets are included in the adjustment. The safe area insets are then added
/// to the values in the contentInset property to obtain the final value of this property."
///
/// The behaviours: `.scrollableAxes`: "The top and bottom insets include the safe area inset
/// values when the vertical content size is greater than the height of the scroll view
/// itself. The top and bottom insets are also adjusted when the alwaysBounceVertical property
/// is true. Similarly, the left and right insets include the safe area insets when the
/// horizontal content size is greater than the width of the scroll view." `.automatic`:
/// "Content is always adjusted vertically when the scroll view is the content view of a view
/// controller that is currently displayed by a navigation or tab bar controller. If the
/// scroll view is horizontally scrollable, the horizontal content offset is also adjusted
/// when there are nonzero safe area insets." `.never`: "Do not adjust the scroll view
/// insets." `.always`: "Always include the safe area insets in the content adjustment."
final class ScrollViewSafeAreaTests: XCTestCase {
    /// Every behaviour, content size and bar-container case against the rule written out.
    func testAdjustedContentInsetAddsTheSafeAreaAlongTheAxesTheBehaviourNames() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 400))
            let scroll = ScrollView(frame: h.root.bounds)
            h.root.addSubview(scroll)
            let safe = EdgeInsets(top: 44, left: 10, bottom: 49, right: 20)
            let own = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            scroll.contentInset = own
            let behaviours: [ScrollView.ContentInsetAdjustmentBehavior] = [
                .automatic, .scrollableAxes, .never, .always,
            ]
            for behaviour in behaviours {
                for inBarContainer in [false, true] {
                    scroll.safeAreaContribution = {
                        SafeAreaContribution(
                            barInsets: safe, additionalInsets: .zero, isShownByBarContainer: inBarContainer)
                    }
                    for (width, height) in [(100.0, 100.0), (900, 100), (100, 900), (900, 900)] {
                        for bounce in [false, true] {
                            scroll.contentInsetAdjustmentBehavior = behaviour
                            scroll.contentSize = Size(width: width, height: height)
                            scroll.alwaysBounceVertical = bounce
                            let tall = height > 400 || bounce
                            let wide = width > 300
                            let vertical: Bool
                            let horizontal: Bool
                            switch behaviour {
                            case .never: (vertical, horizontal) = (false, false)
                            case .always: (vertical, horizontal) = (true, true)
                            case .scrollableAxes: (vertical, horizontal) = (tall, wide)
                            case .automatic: (vertical, horizontal) = (tall || inBarContainer, wide)
                            }
                            let expected = EdgeInsets(
                                top: own.top + (vertical ? safe.top : 0), left: own.left + (horizontal ? safe.left : 0),
                                bottom: own.bottom + (vertical ? safe.bottom : 0),
                                right: own.right + (horizontal ? safe.right : 0))
                            XCTAssertEqual(
                                scroll.adjustedContentInset, expected,
                                "\(behaviour), content \(width)x\(height), bounce \(bounce), bar container \(inBarContainer)"
                            )
                        }
                    }
                }
            }
            scroll.safeAreaContribution = nil
            scroll.contentInsetAdjustmentBehavior = .always
            XCTAssertEqual(scroll.adjustedContentInset, own, "no safe area, nothing to add")
        }
    }

    /// The scroll limits use the adjusted insets: content under a top bar can be pulled
    /// down to rest just below it.
    func testTheScrollLimitsFollowTheAdjustedInsets() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 300, height: 400))
            let scroll = ScrollView(frame: h.root.bounds)
            h.root.addSubview(scroll)
            scroll.contentSize = Size(width: 300, height: 2000)
            scroll.safeAreaContribution = {
                SafeAreaContribution(
                    barInsets: EdgeInsets(top: 44), additionalInsets: .zero, isShownByBarContainer: true)
            }
            h.step()
            XCTAssertEqual(scroll.adjustedContentInset.top, 44)
            XCTAssertEqual(scroll.minimumContentOffset.y, -44, "the top of the content can rest under the bar's edge")
            XCTAssertEqual(scroll.maximumContentOffset.y, 2000 - 400, "the bottom rests at the bottom edge")
        }
    }
}
