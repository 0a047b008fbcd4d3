import Geometry

extension EdgeList {
    /// Adds polylines given in a space that `transform` maps to device pixels, each closed
    /// for filling (an open sub-path fills as if closed, as Core Graphics fills it).
    package mutating func addPolylines(_ polylines: [Polyline], transform: AffineTransform) {
        for line in polylines { addPolygon(line.points.map { $0.applying(transform) }) }
    }

    /// Adds polygons given in a space that `transform` maps to device pixels.
    package mutating func addPolygons(_ polygons: [[Point]], transform: AffineTransform) {
        for polygon in polygons { addPolygon(polygon.map { $0.applying(transform) }) }
    }

    /// Adds `path`, given in a space that `transform` maps to device pixels, with its curves
    /// flattened to chords within 0.1 device pixel (see `pathTolerance`).
    package mutating func addPath(_ path: Path, transform: AffineTransform) {
        addPolylines(path.flattened(tolerance: EdgeList.pathTolerance(transform)), transform: transform)
    }

    /// Flattening tolerance in a path's own units: a quarter of 0.1 device pixel through
    /// `transform`. Chords lie inside a convex curve, so a filled curve loses about two
    /// thirds of their sag along its length; at 0.025 px that is under 0.02 px, where chords
    /// at the full 0.1 px thinned a rounded corner visibly in area tests. A quarter of the
    /// sag costs twice the chords.
    static func pathTolerance(_ transform: AffineTransform) -> Double {
        0.025 / transform.maximumScale
    }
}
