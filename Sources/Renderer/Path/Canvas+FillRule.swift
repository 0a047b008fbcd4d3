import Geometry

extension Canvas {
    /// Fills an outline with `paint` under `fillRule`; the non-zero rule is `fill(_:paint:)`.
    package func fill(_ edges: EdgeList, paint: Paint, fillRule: FillRule) {
        if fillRule == .nonZero { return fill(edges, paint: paint) }
        scanConverter.fillRule = fillRule
        defer { scanConverter.fillRule = .nonZero }
        fill(edges, paint: paint)
    }

    /// The coverage of an outline under `fillRule` inside the clip rectangle (see `coverage(of:)`).
    package func coverage(of edges: EdgeList, fillRule: FillRule) -> CoverageMask {
        if fillRule == .nonZero { return coverage(of: edges) }
        scanConverter.fillRule = fillRule
        defer { scanConverter.fillRule = .nonZero }
        return coverage(of: edges)
    }
}
