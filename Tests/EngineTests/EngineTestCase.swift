import Geometry
import XCTest

@testable import Engine

/// A window on a virtual clock, stepped frame by frame as the headless run loop does.
@MainActor
final class Harness {
    let clock = VirtualClock()
    let window: Window
    let fps: Double

    init(size: Size = Size(width: 400, height: 300), fps: Double = 60) {
        self.fps = fps
        window = Window(size: size, clock: clock)
    }

    var root: View { window.rootView }

    /// Advances the clock by `frames` frames, ticking after each.
    func step(_ frames: Int = 1) {
        for _ in 0..<frames {
            clock.advance(by: 1 / fps)
            window.tick()
            window.rootView._checkInvariants()
        }
    }

    /// Advances by an exact time and ticks once.
    func advance(_ seconds: Double) {
        clock.advance(by: seconds)
        window.tick()
        window.rootView._checkInvariants()
    }

    /// A 100 x 100 view with id "box" at the origin of the root view.
    func addBox() -> View {
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        box.accessibilityIdentifier = "box"
        root.addSubview(box)
        return box
    }

    /// A box (`addBox()`) whose centre x runs 50 -> 250 linearly over 1 s, sampled half way
    /// (x = 150): the running animation the additive-animation tests interrupt.
    func addBoxHalfWayThroughAnimation(completion: @escaping (Bool) -> Void = { _ in }) -> View {
        let box = addBox()
        View.animate(
            withDuration: 1, options: .curveLinear, animations: { box.center = Point(x: 250, y: 50) },
            completion: completion)
        advance(0.5)
        return box
    }

    /// Sends events and ticks without moving the clock.
    func send(_ events: InputEvent...) {
        for e in events { window.send(e) }
        window.tick()
    }
}

func assertClose(
    _ a: Double, _ b: Double, _ tolerance: Double = 1e-9, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a, b, accuracy: tolerance, message, file: file, line: line)
}

func assertClose(
    _ a: Point, _ b: Point, _ tolerance: Double = 1e-9, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.x, b.x, accuracy: tolerance, "x " + message, file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: tolerance, "y " + message, file: file, line: line)
}
