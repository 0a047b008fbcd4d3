import Engine
import Geometry

extension UIScreen {
    /// The screen's coordinate space (`coordinateSpace`): points in it are points in the
    /// window, whose origin is the screen's here, so a view converts into it as it converts
    /// to its window (`convert(_:to: nil)`).
    public var coordinateSpace: any CoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
    /// The same space (`fixedCoordinateSpace`): the window does not rotate, so the
    /// portrait-up space is the current one.
    public var fixedCoordinateSpace: any CoordinateSpace { coordinateSpace }
}

/// The screen as a coordinate space: window coordinates.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: CoordinateSpace {
    let bounds: Rect

    init(bounds: Rect) { self.bounds = bounds }

    /// `value` converted by `body` through `space` when it is a view; any other space is
    /// taken to be the screen's own, where the value already is.
    private func through<Value>(_ value: Value, _ space: any CoordinateSpace, _ body: (View) -> Value) -> Value {
        (space as? View).map(body) ?? value
    }

    func convert(_ point: Point, to space: any CoordinateSpace) -> Point {
        through(point, space) { $0.convert(point, from: nil) }
    }

    func convert(_ point: Point, from space: any CoordinateSpace) -> Point {
        through(point, space) { $0.convert(point, to: nil) }
    }

    func convert(_ rect: Rect, to space: any CoordinateSpace) -> Rect {
        through(rect, space) { $0.convert(rect, from: nil) }
    }

    func convert(_ rect: Rect, from space: any CoordinateSpace) -> Rect {
        through(rect, space) { $0.convert(rect, to: nil) }
    }
}
