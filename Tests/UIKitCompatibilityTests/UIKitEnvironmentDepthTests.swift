import PlaygroundKit
import UIKitCompatibility
import XCTest

/// UIKit's environment as a ported library meets it: rotation (a window resize here), the
/// screen's scale, and observing a scroll view.
final class UIKitEnvironmentDepthTests: XCTestCase {
    @MainActor
    private final class Watching: UIViewController {
        var sizes: [CGSize] = []
        var viewSizeWhenAsked: [CGSize] = []
        var alongside: [CGSize] = []
        var completions = 0
        var traitChanges: [UITraitCollection?] = []
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            viewSizeWhenAsked.append(view.bounds.size)
            coordinator.animate(
                alongsideTransition: { [unowned self] _ in alongside.append(view.bounds.size) },
                completion: { [unowned self] _ in completions += 1 })
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            traitChanges.append(previousTraitCollection)
        }
    }

    /// UIKit (`viewWillTransition(to:with:)`): "UIKit calls this method before changing the
    /// size of a presented view controller's view" ... "Use the provided coordinator object to
    /// animate any changes you make" ... "View controllers forward the size change message to
    /// their views and child view controllers. Presentation controllers forward the size
    /// change to their presented view controller." And `traitCollectionDidChange(_:)` follows
    /// a change of traits with the previous ones. A window resize is this platform's rotation.
    func testAResizeIsARotationWithCoordinatorAndTraits() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 390, height: 844), clock: clock)
            let root = Watching()
            let child = Watching()
            root.addChild(child)
            window.rootViewController = root
            let presented = Watching()
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false)
            window.tick()

            window.send(.resize(CGSize(width: 844, height: 390)))
            window.tick()
            let rotated = CGSize(width: 844, height: 390)
            XCTAssertEqual(root.sizes, [rotated])
            XCTAssertEqual(root.viewSizeWhenAsked, [CGSize(width: 390, height: 844)], "asked before the view changes")
            XCTAssertEqual(root.alongside, [rotated], "alongside animations run with the new size laid out")
            XCTAssertEqual(root.completions, 1)
            XCTAssertEqual(child.sizes, [rotated], "forwarded to the children")
            XCTAssertEqual(presented.sizes, [rotated], "and, through its presentation controller, to the presented")
            // The window's other traits (text size, direction, scale) stay; the size classes turn.
            var portrait = UITraitCollection(window: window)
            (portrait.horizontalSizeClass, portrait.verticalSizeClass) = (.compact, .regular)
            XCTAssertEqual(root.traitChanges, [portrait], "the traits changed: the previous ones are given")
            XCTAssertEqual(presented.traitChanges, [portrait])
            var landscape = portrait
            (landscape.horizontalSizeClass, landscape.verticalSizeClass) = (.regular, .compact)
            XCTAssertEqual(root.traitCollection, landscape)

            // A resize that keeps both size classes is still a size transition, but no trait change.
            window.send(.resize(CGSize(width: 900, height: 400)))
            window.tick()
            XCTAssertEqual(root.sizes.count, 2)
            XCTAssertEqual(root.traitChanges.count, 1)
            // An unchanged size is no transition.
            window.send(.resize(CGSize(width: 900, height: 400)))
            window.tick()
            XCTAssertEqual(root.sizes.count, 2)
        }
    }

    @MainActor
    private final class ScaleReader: UIViewController {
        var scaleAtLoad: CGFloat = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            scaleAtLoad = UIScreen.main.scale
        }
    }

    /// `UIScreen.main.scale` is the scale the frames are drawn at, from the first
    /// `viewDidLoad` on (a recording at scale 2 draws two device pixels per point).
    func testTheScreenScaleIsTheFramesScale() throws {
        for scale in [1, 2] {
            let reader = MainActor.assumeIsolated { ScaleReader() }
            _ = try TransitionRecorder(size: CGSize(width: 200, height: 200), scale: scale).record(script: "wait 0.05")
            {
                reader
            }
            XCTAssertEqual(MainActor.assumeIsolated { reader.scaleAtLoad }, CGFloat(scale))
        }
    }

    /// Foundation's KVO tells an observer of every change of the observed property: a scroll
    /// view's `contentOffset` changes by code and by scrolling, and its `contentSize` by code.
    func testScrollViewContentOffsetAndContentSizeAreObserved() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = UIWindow(size: CGSize(width: 200, height: 400), clock: clock)
            let root = UIViewController()
            window.rootViewController = root
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            root.view.addSubview(scroll)
            var offsets: [CGPoint?] = []
            var sizes: [(old: CGSize?, new: CGSize?)] = []
            let offsetToken = scroll.observe(\.contentOffset, options: [.new]) { _, change in
                offsets.append(change.newValue)
            }
            let sizeToken = scroll.observe(\.contentSize, options: [.old, .new]) { _, change in
                sizes.append((change.oldValue, change.newValue))
            }
            scroll.contentSize = CGSize(width: 200, height: 2000)
            XCTAssertEqual(sizes.count, 1)
            XCTAssertEqual(sizes.first?.old, .zero)
            XCTAssertEqual(sizes.first?.new, CGSize(width: 200, height: 2000))
            scroll.contentOffset = CGPoint(x: 0, y: 50)
            XCTAssertEqual(offsets, [CGPoint(x: 0, y: 50)])
            // A drag scrolls: each move is a change of the offset.
            window.tick()
            window.send(.pointerDown(CGPoint(x: 100, y: 300)))
            for step in 1...10 {
                clock.advance(by: 1.0 / 60)
                window.send(.pointerMoved(CGPoint(x: 100, y: 300 - Double(step) * 10)))
                window.tick()
            }
            window.send(.pointerUp(CGPoint(x: 100, y: 200)))
            XCTAssertGreaterThan(offsets.count, 5, "the drag's moves are changes of contentOffset")
            XCTAssertEqual(offsets.last??.y, scroll.contentOffset.y)
            XCTAssertEqual(sizes.count, 1, "scrolling does not change the content size")
            offsetToken.invalidate()
            sizeToken.invalidate()
        }
    }
    /// UIKit's `snapshotView(afterScreenUpdates:)` is an optional whose content scales to
    /// fill the snapshot's bounds: for any new size, the frozen capture's corners land on the
    /// snapshot's corners; at the captured size it is drawn as captured.
    func testASnapshotStretchesItsContentWithItsBounds() throws {
        try MainActor.assumeIsolated {
            let original = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            original.backgroundColor = .systemRed
            let snapshot = try XCTUnwrap(original.snapshotView(afterScreenUpdates: true))
            let captured = try XCTUnwrap(snapshot.makeLayer().sublayers.first)
            XCTAssertTrue(captured.transform.isIdentity, "drawn as captured at the captured size")
            var random = SystemRandomNumberGenerator()
            for _ in 0..<100 {
                let width = Double.random(in: 1...500, using: &random)
                let size = CGSize(width: width, height: Double.random(in: 1...500, using: &random))
                snapshot.bounds = CGRect(origin: .zero, size: size)
                let frozen = try XCTUnwrap(snapshot.makeLayer().sublayers.first)
                let b = frozen.bounds
                let corners = [
                    CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
                    CGPoint(x: b.maxX, y: b.maxY),
                ].map { $0.applying(frozen.transform) }
                let expected = [
                    CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
                    CGPoint(x: size.width, y: size.height),
                ]
                for (corner, target) in zip(corners, expected) {
                    XCTAssertEqual(corner.x, target.x, accuracy: 1e-9)
                    XCTAssertEqual(corner.y, target.y, accuracy: 1e-9)
                }
            }
        }
    }
}
