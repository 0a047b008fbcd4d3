import Engine
import Geometry
import XCTest

@testable import Transitions

/// A sheet in a compact-height container (a phone held sideways): Apple,
/// `prefersEdgeAttachedInCompactHeight`: "The default value is false, which means the sheet
/// defaults to a full screen appearance at compact height. Set this value to true to use an
/// alternate appearance in a compact-height size class, causing the sheet to only attach to
/// the screen on its bottom edge." `widthFollowsPreferredContentSizeWhenEdgeAttached`: "The
/// default value is false, which means the sheet's width equals the width of its container's
/// safe area. Set this value to true to use your view controller's preferredContentSize to
/// determine the width of the sheet instead."
final class SheetCompactHeightTests: XCTestCase {
    /// A window 800 wide and 360 high: compact height (below 400 points).
    private static let sideways = Size(width: 800, height: 360)

    func testByDefaultACompactHeightSheetFillsTheScreen() {
        MainActor.assumeIsolated {
            let h = Harness(size: Self.sideways)
            let (vc, sheet) = h.presentSheet(detents: [.medium(), .large()])
            XCTAssertFalse(sheet.prefersEdgeAttachedInCompactHeight, "false by default")
            XCTAssertEqual(vc.view.superview?.frame, Rect(x: 0, y: 0, width: 800, height: 360), "full screen")
            XCTAssertEqual(sheet.effectiveSelectedDetentIdentifier, .large, "medium is inactive at compact height")
        }
    }

    func testAnEdgeAttachedSheetKeepsItsGapAndTakesTheSafeAreasWidth() {
        MainActor.assumeIsolated {
            let h = Harness(size: Self.sideways)
            let (vc, _) = h.presentSheet(detents: [.large()]) { $0.prefersEdgeAttachedInCompactHeight = true }
            let frame = vc.view.superview?.frame ?? .zero
            XCTAssertEqual(
                frame.minY, SheetPresentationController.topInset, accuracy: 1e-9, "attached at the bottom only")
            XCTAssertEqual(frame.maxY, 360, accuracy: 1e-9)
            XCTAssertEqual(frame.width, 800, accuracy: 1e-9, "the container's safe area is the whole width here")
        }
    }

    func testAnEdgeAttachedSheetCanTakeItsControllersPreferredWidth() {
        MainActor.assumeIsolated {
            let h = Harness(size: Self.sideways)
            let (vc, _) = h.presentSheet(detents: [.large()]) { sheet in
                sheet.prefersEdgeAttachedInCompactHeight = true
                sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
                sheet.presentedViewController.preferredContentSize = Size(width: 420, height: 0)
            }
            let frame = vc.view.superview?.frame ?? .zero
            XCTAssertEqual(frame.width, 420, accuracy: 1e-9)
            XCTAssertEqual(frame.midX, 400, accuracy: 1e-9, "centred")
            XCTAssertEqual(frame.maxY, 360, accuracy: 1e-9)
        }
    }

    func testNeitherPropertyChangesARegularHeightSheet() {
        MainActor.assumeIsolated {
            let h = Harness(size: Size(width: 400, height: 800))
            let (vc, _) = h.presentSheet(detents: [.large()]) { sheet in
                sheet.prefersEdgeAttachedInCompactHeight = true
                sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
                sheet.presentedViewController.preferredContentSize = Size(width: 200, height: 0)
            }
            XCTAssertEqual(vc.view.superview?.frame, Rect(x: 0, y: 40, width: 400, height: 760))
        }
    }
}
