import Engine
import Geometry
import XCTest

@testable import Transitions

/// One finger on a scroll view inside a sheet moves the sheet, then the content.
///
/// Apple, `UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge`: "The
/// default value is true, which means if the sheet can expand to a larger detent than
/// selectedDetentIdentifier, scrolling up in the sheet increases its detent instead of
/// scrolling the sheet's content. After the sheet reaches its largest detent, scrolling
/// begins. Set this value to false if you want to avoid letting a scroll gesture expand the
/// sheet."
final class SheetScrollHandOverTests: XCTestCase {
    // Harness window 400 x 800: medium is 380 points tall (top at y = 420), large 760 (y = 40).

    /// A sheet at medium holding a 200-row scroll view that fills it.
    @MainActor
    static func presentList(_ h: Harness, expands: Bool = true) -> (
        ViewController, SheetPresentationController, ScrollView
    ) {
        let (vc, sheet) = h.presentSheet { $0.prefersScrollingExpandsWhenScrolledToEdge = expands }
        let scroll = ScrollView()
        scroll.contentSize = Size(width: 400, height: 200 * 44)
        vc.view.addSubview(scroll)
        vc.view.onLayoutSubviews = { v in scroll.frame = v.bounds }
        h.step(1)
        return (vc, sheet, scroll)
    }

    /// Moves a pressed finger from `from` to `to` in steps of `step` points, one per frame,
    /// calling `each` after every frame; the finger stays down.
    @MainActor
    static func move(_ h: Harness, from: Double, to: Double, step: Double, each: () -> Void = {}) {
        let n = Int((abs(to - from) / step).rounded())
        for i in 1...n {
            h.window.send(.pointerMoved(Point(x: 200, y: from + (to - from) * Double(i) / Double(n))))
            h.frame()
            each()
        }
    }

    func testADragUpGrowsTheSheetToItsLargestDetentThenScrollsWithNoJump() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (_, sheet, scroll) = Self.presentList(h)
            XCTAssertEqual(sheet.sheetView.frame.minY, 420)
            h.window.send(.pointerDown(Point(x: 200, y: 700)))
            h.frame()
            // A content point under the finger: once the drag has begun it moves with the finger.
            var finger = 700.0
            var lastFinger = 700.0
            var lastY: Double?
            var worst = 0.0
            var frames = 0
            Self.move(h, from: 700, to: 100, step: 5) {
                finger -= 5
                let y = scroll.convert(Point(x: 0, y: 300), to: nil).y
                if let lastY {
                    worst = max(worst, abs((y - lastY) - (finger - lastFinger)))
                    frames += 1
                }
                lastY = scroll.isDragging ? y : nil
                lastFinger = finger
            }
            XCTAssertGreaterThan(frames, 110)
            XCTAssertLessThanOrEqual(worst, 1, "no jump between the sheet's share and the content's")
            XCTAssertEqual(sheet.sheetView.frame.minY, 40, "grown to the large detent first")
            // 600 points of travel less the pan's 10-point start: 380 for the sheet, the rest scrolled.
            XCTAssertEqual(scroll.contentOffset.y, 600 - 10 - 380, accuracy: 1)
            h.window.send(.pointerUp(Point(x: 200, y: 100)))
            h.frame()
            XCTAssertTrue(scroll.isDecelerating, "the finger's velocity carries on into the content")
            h.step(1)
            XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
            XCTAssertEqual(sheet.sheetView.frame.minY, 40)
        }
    }

    func testAReleaseWhileTheSheetMovesSettlesTheSheetAndLeavesTheContent() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (_, sheet, scroll) = Self.presentList(h)
            h.window.send(.pointerDown(Point(x: 200, y: 700)))
            h.frame()
            Self.move(h, from: 700, to: 560, step: 10)
            XCTAssertEqual(sheet.sheetView.frame.minY, 420 - 130, accuracy: 0.5)
            XCTAssertEqual(scroll.contentOffset.y, 0)
            h.window.send(.pointerUp(Point(x: 200, y: 560)))
            h.step(2)
            XCTAssertFalse(scroll.isDecelerating)
            XCTAssertEqual(scroll.contentOffset.y, 0)
            XCTAssertEqual(
                sheet.sheetView.frame.minY, 40, accuracy: 0.5,
                "the finger's 600 pt/s carried into the sheet: from 430 points tall it projects past large (at rest it would go back to medium)"
            )
        }
    }

    func testADragDownAtTheTopMovesTheSheetAndDismissesItInsteadOfRubberBanding() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (vc, sheet, scroll) = Self.presentList(h)
            h.window.send(.pointerDown(Point(x: 200, y: 500)))
            h.frame()
            var lowest = 0.0
            Self.move(h, from: 500, to: 560, step: 5) { lowest = min(lowest, scroll.contentOffset.y) }
            XCTAssertEqual(sheet.sheetView.presentationFrame.minY, 420 + 50, accuracy: 1, "the sheet follows down")
            // Stopped and lifted short of half way: back to medium.
            h.step(0.3)
            h.window.send(.pointerUp(Point(x: 200, y: 560)))
            h.step(1)
            XCTAssertEqual(sheet.sheetView.frame.minY, 420, accuracy: 0.5)
            XCTAssertNotNil(vc.presentingViewController)
            // Past half way: it goes.
            h.window.send(.pointerDown(Point(x: 200, y: 450)))
            h.frame()
            Self.move(h, from: 450, to: 780, step: 10) { lowest = min(lowest, scroll.contentOffset.y) }
            h.step(0.3)
            h.window.send(.pointerUp(Point(x: 200, y: 780)))
            h.step(1.5)
            XCTAssertNil(vc.presentingViewController, "dismissed")
            XCTAssertEqual(lowest, 0, "the content never rubber-banded at its top")
        }
    }

    func testScrollingDownInScrolledContentScrollsBackToTheTopBeforeTheSheetMoves() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (_, sheet, scroll) = Self.presentList(h)
            sheet.selectedDetentIdentifier = .large
            h.step(0.5)
            scroll.contentOffset = Point(x: 0, y: 100)
            h.window.send(.pointerDown(Point(x: 200, y: 300)))
            h.frame()
            Self.move(h, from: 300, to: 500, step: 5)
            XCTAssertEqual(scroll.contentOffset.y, 0)
            XCTAssertEqual(sheet.sheetView.frame.minY, 40 + 90, accuracy: 1, "the sheet took what the content had not")
            h.window.send(.pointerUp(Point(x: 200, y: 500)))
            h.step(1)
        }
    }

    func testWithoutThePreferenceTheContentScrollsAndTheSheetStays() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (_, sheet, scroll) = Self.presentList(h, expands: false)
            h.window.send(.pointerDown(Point(x: 200, y: 700)))
            h.frame()
            Self.move(h, from: 700, to: 500, step: 5)
            XCTAssertEqual(sheet.sheetView.frame.minY, 420, "the sheet does not grow")
            XCTAssertEqual(scroll.contentOffset.y, 190, accuracy: 0.5)
            h.window.send(.pointerUp(Point(x: 200, y: 500)))
            h.step(6)
            scroll.contentOffset = .zero
            h.window.send(.pointerDown(Point(x: 200, y: 500)))
            h.frame()
            Self.move(h, from: 500, to: 600, step: 5)
            XCTAssertLessThan(scroll.contentOffset.y, -10, "at its top the content rubber-bands")
            XCTAssertEqual(sheet.sheetView.frame.minY, 420)
            h.window.send(.pointerUp(Point(x: 200, y: 600)))
            h.step(1)
            XCTAssertEqual(scroll.contentOffset.y, 0)
        }
    }
}
