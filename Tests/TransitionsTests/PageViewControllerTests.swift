import Engine
import Geometry
import XCTest

@testable import Transitions

/// Pages numbered 0..<count, made once each, as a gallery's data source hands them out.
@MainActor
private final class NumberedPages: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages: [LoggingViewController]
    let log: EventLog
    var turns: [String] = []

    init(count: Int, log: EventLog) {
        self.log = log
        pages = (0..<count).map { LoggingViewController(name: "p\($0)", log: log) }
    }

    func index(_ vc: ViewController) -> Int? { pages.firstIndex { $0 === vc } }

    func pageViewController(_ p: PageViewController, viewControllerBefore vc: ViewController) -> ViewController? {
        guard let i = index(vc), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ p: PageViewController, viewControllerAfter vc: ViewController) -> ViewController? {
        guard let i = index(vc), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }

    func pageViewController(_ p: PageViewController, willTransitionTo pending: [ViewController]) {
        turns.append("will " + pending.map { ($0 as! LoggingViewController).name }.joined())
    }

    func pageViewController(
        _ p: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {
        let previous = previousViewControllers.map { ($0 as! LoggingViewController).name }.joined()
        turns.append("did finished=\(finished) previous=\(previous) completed=\(completed)")
    }
}

final class PageViewControllerTests: XCTestCase {
    @MainActor
    private struct Rig {
        let clock = VirtualClock()
        let window: Window
        let pages: PageViewController
        let source: NumberedPages
        let log = EventLog()

        init(orientation: PageViewController.NavigationOrientation = .horizontal, spacing: Double = 0) {
            window = Window(size: Size(width: 400, height: 600), clock: clock)
            source = NumberedPages(count: 3, log: log)
            pages = PageViewController(
                transitionStyle: .scroll, navigationOrientation: orientation,
                options: spacing > 0 ? [.interPageSpacing: spacing] : nil)
            pages.dataSource = source
            pages.delegate = source
            pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
            window.rootViewController = pages
            step(0.1)
            log.entries.removeAll()
        }

        func step(_ seconds: Double) {
            for _ in 0..<Int((seconds * 60).rounded()) {
                clock.advance(by: 1 / 60)
                window.tick()
            }
        }

        /// A drag along x (or y) at a steady pace over `frames` frames, then a lift.
        func drag(from a: Double, to b: Double, frames: Int, vertical: Bool = false) {
            func point(_ t: Double) -> Point { vertical ? Point(x: 200, y: t) : Point(x: t, y: 300) }
            window.send(.pointerDown(point(a)))
            window.tick()
            for i in 1...frames {
                clock.advance(by: 1 / 60)
                window.send(.pointerMoved(point(a + (b - a) * Double(i) / Double(frames))))
                window.tick()
            }
            window.send(.pointerUp(point(b)))
            window.tick()
        }

        var shown: [String] { pages.viewControllers?.map { ($0 as! LoggingViewController).name } ?? [] }
    }

    // Apple, pageViewController(_:willTransitionTo:): "Called before a gesture-driven
    // transition begins." pageViewController(_:didFinishAnimating:previousViewControllers:
    // transitionCompleted:): "Called after a gesture-driven transition completes."
    // "previousViewControllers: The view controllers prior to the transition."
    // "completed: true if the user completed the page-turn gesture".
    func testADragFromPageOneToTwoTurnsThePageAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let rig = Rig()
            XCTAssertEqual(rig.shown, ["p0"])
            rig.drag(from: 350, to: 50, frames: 12)
            rig.step(1)
            XCTAssertEqual(rig.shown, ["p1"])
            XCTAssertEqual(rig.source.turns, ["will p1", "did finished=true previous=p0 completed=true"])
            XCTAssertEqual(
                rig.log.entries, ["p1.willAppear", "p0.willDisappear", "p1.didAppear", "p0.didDisappear"],
                "the incoming page appears as the shown one disappears")
            XCTAssertTrue(rig.pages.children.elementsEqual([rig.source.pages[1]], by: ===))
            XCTAssertNil(rig.source.pages[0].viewIfLoaded?.superview, "the page left behind leaves the hierarchy")
            let frame = rig.source.pages[1].view.convert(rig.source.pages[1].view.bounds, to: nil)
            XCTAssertEqual(frame, Rect(x: 0, y: 0, width: 400, height: 600), "the new page fills the view")
        }
    }

    // Apple, pageViewController(_:willTransitionTo:): "If the user aborts the navigation
    // gesture, the transition doesn't complete and the view controllers stay the same."
    func testACancelledHalfDragKeepsThePageAndReversesTheAppearanceCalls() {
        MainActor.assumeIsolated {
            let rig = Rig()
            rig.drag(from: 300, to: 200, frames: 40)
            rig.step(1)
            XCTAssertEqual(rig.shown, ["p0"])
            XCTAssertEqual(rig.source.turns, ["will p1", "did finished=true previous=p0 completed=false"])
            XCTAssertEqual(
                rig.log.entries,
                [
                    "p1.willAppear", "p0.willDisappear", "p1.willDisappear", "p0.willAppear", "p1.didDisappear",
                    "p0.didAppear",
                ])
            XCTAssertTrue(rig.pages.children.elementsEqual([rig.source.pages[0]], by: ===))
            XCTAssertNil(rig.source.pages[1].viewIfLoaded?.superview)
            XCTAssertEqual(rig.pages.pager.contentOffset, .zero)
        }
    }

    /// Past the first page there is nothing to turn to: the content bounces back and
    /// neither the delegate nor any page hears of it.
    func testADragBeyondTheFirstPageTurnsNothing() {
        MainActor.assumeIsolated {
            let rig = Rig()
            rig.drag(from: 50, to: 350, frames: 12)
            rig.step(1)
            XCTAssertEqual(rig.shown, ["p0"])
            XCTAssertEqual(rig.source.turns, [])
            XCTAssertEqual(rig.log.entries, [])
        }
    }

    // Apple, setViewControllers(_:direction:animated:completion:): "completion: A block to
    // be called when the page-turn animation completes." The delegate's methods are for
    // "gesture-driven" transitions only, so a turn in code does not reach it.
    func testATurnInCodeSlidesOnePageAndSpacingAlongTheAxisAndRunsTheCompletion() {
        MainActor.assumeIsolated {
            for orientation in [PageViewController.NavigationOrientation.horizontal, .vertical] {
                let rig = Rig(orientation: orientation, spacing: 10)
                var finished: [Bool] = []
                rig.pages.setViewControllers([rig.source.pages[2]], direction: .forward, animated: true) {
                    finished.append($0)
                }
                XCTAssertEqual(rig.shown, ["p0"], "the old page stays shown while the slide runs")
                rig.step(1)
                XCTAssertEqual(finished, [true])
                XCTAssertEqual(rig.shown, ["p2"])
                XCTAssertEqual(rig.source.turns, [], "a turn in code is not gesture-driven")
                let step = orientation == .horizontal ? 410.0 : 610.0
                XCTAssertEqual(rig.pages.pageStep, step, "a page and the spacing after it")
                let o = rig.pages.pager.contentOffset
                XCTAssertEqual(
                    orientation == .horizontal ? o.x : o.y, step, "p2 rests in the slot after its neighbour p1")
                rig.pages.setViewControllers([rig.source.pages[0]], direction: .reverse, animated: false)
                XCTAssertEqual(rig.shown, ["p0"])
            }
        }
    }

    /// A vertical pager turns forward on an upward drag.
    func testAVerticalPagerTurnsOnAnUpwardDrag() {
        MainActor.assumeIsolated {
            let rig = Rig(orientation: .vertical)
            rig.drag(from: 550, to: 100, frames: 12, vertical: true)
            rig.step(1)
            XCTAssertEqual(rig.shown, ["p1"])
        }
    }
}
