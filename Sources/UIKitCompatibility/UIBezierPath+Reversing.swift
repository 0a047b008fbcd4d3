import Geometry

extension UIBezierPath {
    /// `reversing()`: a new path of the same shape drawn the other way, each sub-path reversed
    /// on its own, as UIKit documents ("This method reverses each whole or partial subpath in
    /// the path object individually"). A reversed sub-path starts where the original ended and
    /// visits the same points backwards, a curve's control points swapped; a closed one stays
    /// closed and starts at the same point, its closing line becoming the first segment. The
    /// drawing properties (line width, caps, joins, fill rule) are copied, as `copy()` does.
    ///
    /// Libraries animate a shape layer from a path to its reverse so that the outline unwinds
    /// from the other end; the shape itself, filled or stroked, is drawn the same.
    public func reversing() -> UIBezierPath {
        let reversed = copy()
        reversed.path = path.reversedSubpaths()
        return reversed
    }
}

extension Path {
    /// One drawn piece of a sub-path: where it starts, and the element that draws it.
    private struct Segment {
        var start: Point
        var element: Element
    }

    /// The path with every sub-path drawn backwards (see `UIBezierPath.reversing()`).
    fileprivate func reversedSubpaths() -> Path {
        var result: [Element] = []
        var start: Point?
        var current: Point?
        var segments: [Segment] = []
        // After a close the next segment starts a sub-path at the closed one's start, with no
        // move of its own; nothing is written for it unless a segment follows.
        var startsAfterClose = false

        func finish(closed: Bool) {
            guard let first = start, !(startsAfterClose && segments.isEmpty) else { return }
            if closed, let last = current, last != first {
                // The closing line is a segment of its own, so the reversed outline begins
                // with it and the close returns along the original's first segment.
                segments.append(Segment(start: last, element: .line(to: first)))
            }
            result.append(.move(to: closed ? first : (current ?? first)))
            for segment in segments.reversed() {
                switch segment.element {
                case .line: result.append(.line(to: segment.start))
                case .quadCurve(_, let control): result.append(.quadCurve(to: segment.start, control: control))
                case .curve(_, let c1, let c2): result.append(.curve(to: segment.start, control1: c2, control2: c1))
                case .move, .closeSubpath: break
                }
            }
            if closed {
                // The close draws the original's first segment backwards; drop the line that
                // would draw it twice.
                if case .line = segments.first?.element, result.count > 1 { result.removeLast() }
                result.append(.closeSubpath)
            }
            segments = []
        }

        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                start = point
                current = point
                startsAfterClose = false
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                if let from = current { segments.append(Segment(start: from, element: element)) }
                current = point
            case .closeSubpath:
                finish(closed: true)
                current = start
                startsAfterClose = true
            }
        }
        finish(closed: false)
        return Path(elements: result)
    }
}
