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

    func convert(_ point: Point, to coordinateSpace: any CoordinateSpace) -> Point {
        guard let view = coordinateSpace as? View else { return point }
        return view.convert(point, from: nil)
    }

    func convert(_ point: Point, from coordinateSpace: any CoordinateSpace) -> Point {
        guard let view = coordinateSpace as? View else { return point }
        return view.convert(point, to: nil)
    }

    func convert(_ rect: Rect, to coordinateSpace: any CoordinateSpace) -> Rect {
        guard let view = coordinateSpace as? View else { return rect }
        return view.convert(rect, from: nil)
    }

    func convert(_ rect: Rect, from coordinateSpace: any CoordinateSpace) -> Rect {
        guard let view = coordinateSpace as? View else { return rect }
        return view.convert(rect, to: nil)
    }
}
