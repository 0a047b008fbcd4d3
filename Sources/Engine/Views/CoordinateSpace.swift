import Geometry

/// A space points and rectangles can be converted into and out of (`UICoordinateSpace`).
/// Every view is one; code that only needs to convert takes this instead of a view.
///
/// Conversions go through the views' common tree, as `View.convert(_:to:)` does. A space
/// of one's own must answer `convert(_:from:)` and `convert(_:to:)` for views itself:
/// a view converting to or from a space that is not a view asks that space to do it.
@preconcurrency @MainActor
public protocol CoordinateSpace: AnyObject {
    /// The space's own rectangle, in its own coordinates.
    var bounds: Rect { get }
    /// `point`, given in this space, in `coordinateSpace`.
    func convert(_ point: Point, to coordinateSpace: any CoordinateSpace) -> Point
    /// `point`, given in `coordinateSpace`, in this space.
    func convert(_ point: Point, from coordinateSpace: any CoordinateSpace) -> Point
    /// `rect`, given in this space, in `coordinateSpace` (the bounding box when rotated).
    func convert(_ rect: Rect, to coordinateSpace: any CoordinateSpace) -> Rect
    /// `rect`, given in `coordinateSpace`, in this space (the bounding box when rotated).
    func convert(_ rect: Rect, from coordinateSpace: any CoordinateSpace) -> Rect
}

extension View: CoordinateSpace {
    /// `point` in `coordinateSpace`: through the views' tree when it is a view.
    public func convert(_ point: Point, to coordinateSpace: any CoordinateSpace) -> Point {
        conversion(of: point, with: coordinateSpace, byTree: convert(_:to:), bySpace: { $0.convert(point, from: self) })
    }

    /// `point`, given in `coordinateSpace`, in this view.
    public func convert(_ point: Point, from coordinateSpace: any CoordinateSpace) -> Point {
        conversion(of: point, with: coordinateSpace, byTree: convert(_:from:), bySpace: { $0.convert(point, to: self) })
    }

    /// `rect` in `coordinateSpace`: through the views' tree when it is a view.
    public func convert(_ rect: Rect, to coordinateSpace: any CoordinateSpace) -> Rect {
        conversion(of: rect, with: coordinateSpace, byTree: convert(_:to:), bySpace: { $0.convert(rect, from: self) })
    }

    /// `rect`, given in `coordinateSpace`, in this view.
    public func convert(_ rect: Rect, from coordinateSpace: any CoordinateSpace) -> Rect {
        conversion(of: rect, with: coordinateSpace, byTree: convert(_:from:), bySpace: { $0.convert(rect, to: self) })
    }

    /// The one rule of every conversion with a space: a view is reached through the views'
    /// tree (`byTree`); any other space converts itself (`bySpace`), since only it knows
    /// where it lies relative to views.
    private func conversion<Value>(
        of value: Value, with space: any CoordinateSpace, byTree: (Value, View?) -> Value,
        bySpace: (any CoordinateSpace) -> Value
    ) -> Value {
        if let view = space as? View { return byTree(value, view) }
        return bySpace(space)
    }
}
