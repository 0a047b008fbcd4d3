extension Path {
    /// The path a fraction `f` of the way from this one to `other`, every point and control
    /// point moved along a straight line; nil when the two are not made of the same kinds of
    /// element in the same order, which Core Animation leaves undefined.
    public func interpolated(to other: Path, fraction f: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): out.append(.move(to: mix(p, q)))
            case (.line(let p), .line(let q)): out.append(.line(to: mix(p, q)))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                out.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                out.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
            default: return nil
            }
        }
        return Path(elements: out)
    }
}
