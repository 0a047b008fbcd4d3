import DemoKit
import Demos
import Engine
import Geometry
import Transitions
import XCTest

/// One demo in a window on a virtual clock, driven as a user drives it: pointer events
/// at the on-screen positions of views, one frame per 1/60 s, no X server, no renderer.
@MainActor
final class DemoHarness {
    static let fps = 60.0
    let clock = VirtualClock()
    let window: Window
    /// The demo's root controller (the window holds it too).
    let root: ViewController
    let demo: any Demo

    init(_ type: any Demo.Type, size: Size = Size(width: 400, height: 720)) {
        window = Window(size: size, clock: clock)
        demo = type.init()
        root = demo.makeRootViewController()
        window.rootViewController = root
        frame()
    }

    // MARK: Time

    /// One frame: the clock moves 1/60 s, then the window ticks.
    func frame() {
        clock.advance(by: 1 / Self.fps)
        window.tick()
    }

    /// Whole frames covering `seconds`.
    func step(_ seconds: Double) {
        for _ in 0..<max(1, Int((seconds * Self.fps).rounded())) { frame() }
    }

    /// Ticks until no transition runs and nothing animates (at most `limit` seconds);
    /// `each` sees every frame. Fails the test when it never settles.
    func runUntilIdle(
        limit: Double = 6, file: StaticString = #filePath, line: UInt = #line,
        each: (() -> Void)? = nil
    ) {
        let end = clock.now + limit
        repeat {
            frame()
            each?()
        } while (window.isAnimating || window.currentTransitionContext != nil) && clock.now < end
        XCTAssertNil(
            window.currentTransitionContext, "a transition still runs after \(limit) s", file: file, line: line)
    }

    /// Frames until the running transition has ended (at most 10 s of them), then runs on
    /// until nothing animates.
    func framesUntilTransitionEnds() -> Int {
        var n = 0
        while window.currentTransitionContext != nil && n < 600 {
            frame()
            n += 1
        }
        runUntilIdle()
        return n
    }

    // MARK: Views

    /// The view with `id` anywhere in the window, or nil.
    func find(_ id: String) -> View? { window.rootView.viewWithID(id) }

    /// The view with `id`; fails the test when it is missing.
    func view(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> View {
        try XCTUnwrap(find(id), "no view with id '\(id)' in the window", file: file, line: line)
    }

    /// Where `view` is on screen now (presentation values of it and every ancestor),
    /// as a bounding box in window points.
    func screenFrame(of view: View) -> Rect {
        var t: Geometry.AffineTransform = .identity
        var v = view
        while let parent = v.superview {
            t = t.concatenating(v.presentationTransformToSuperview)
            v = parent
        }
        return view.presentationBounds.applying(t)
    }

    /// The screen centre of the view with `id`.
    func centre(of id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Point {
        let v = try view(id, file: file, line: line)
        let f = screenFrame(of: v)
        return Point(x: f.midX, y: f.midY)
    }

    /// The opacity the view is drawn with now: its presentation alpha times its ancestors'.
    func effectiveAlpha(of view: View) -> Double {
        var a = 1.0
        var v: View? = view
        while let current = v {
            a *= current.presentationAlpha
            v = current.superview
        }
        return a
    }

    // MARK: Input

    /// Presses and releases at the centre of the view with `id`.
    func tap(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        click(at: try centre(of: id, file: file, line: line))
    }

    /// Presses and releases at a window point.
    func click(at p: Point) {
        window.send(.pointerDown(p))
        frame()
        window.send(.pointerUp(p))
        frame()
    }

    /// Presses at `p`.
    func down(at p: Point) {
        window.send(.pointerDown(p))
        frame()
    }

    /// Moves the pressed pointer from `from` to `to` over `seconds`, one event per frame;
    /// `each` sees every frame with the pointer position.
    func move(from: Point, to: Point, seconds: Double, each: ((Point) -> Void)? = nil) {
        let n = max(1, Int((seconds * Self.fps).rounded()))
        for i in 1...n {
            let f = Double(i) / Double(n)
            let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            window.send(.pointerMoved(p))
            frame()
            each?(p)
        }
    }

    /// Releases at `p`.
    func up(at p: Point) {
        window.send(.pointerUp(p))
        frame()
    }

    /// Presses at `from`, moves to `to` over `seconds`, releases there.
    func drag(from: Point, to: Point, seconds: Double) {
        down(at: from)
        move(from: from, to: to, seconds: seconds)
        up(at: to)
    }

    // MARK: State

    /// The controller the root presents now.
    var presented: ViewController? { root.presentedViewController }

    /// Every diagnostic reported so far.
    var diagnostics: [Diagnostic] { window.diagnostics.entries }

    /// Fails the test when any diagnostic was reported.
    func assertNoDiagnostics(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(diagnostics.map(\.description), [], "unexpected diagnostics", file: file, line: line)
    }
}

/// Fails when the rectangles differ by more than `accuracy` points in any edge.
func assertEqualRects(
    _ a: Rect, _ b: Rect, accuracy: Double = 0.01, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let close =
        abs(a.minX - b.minX) <= accuracy && abs(a.minY - b.minY) <= accuracy
        && abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy
    XCTAssertTrue(close, "\(a) is not \(b) (±\(accuracy)) \(message)", file: file, line: line)
}
