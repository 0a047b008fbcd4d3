import Geometry

/// Where a popover goes: a pure function of the content size, the source rectangle, the
/// container and the permitted arrow directions, so it is tested without views.
///
/// The directions are tried in the order up, down, left, right (below the source first,
/// as UIKit prefers); the first permitted one with room for the whole content wins. When
/// none has room, the permitted one with the most room wins and the content shrinks to it.
/// The bubble keeps `margin` from the container's edges, slides along its side of the
/// source to stay inside, and its arrow's tip touches the source rectangle's edge, at its
/// middle when the bubble's straight edge reaches there, else as close as the corners allow.
public struct PopoverLayout: Equatable, Sendable {
    /// The distance kept from the container's edges (UIKit's default `popoverLayoutMargins`).
    public static let margin: Double = 10
    /// How far the arrow's tip stands out from the bubble.
    public static let arrowHeight: Double = 13
    /// The bubble's corner radius.
    public static let cornerRadius: Double = 13

    /// The bubble (the presented view's frame), in container coordinates.
    public var frame: Rect
    /// Where the arrow points; one of the four directions.
    public var arrowDirection: PopoverArrowDirection
    /// The arrow's tip, on the source rectangle's edge, in container coordinates.
    public var arrowTip: Point

    /// The layout of a popover of `content` size pointing at `source` inside `bounds`.
    public init(
        content: Size, source: Rect, in bounds: Rect, permitted: PopoverArrowDirection = .any
    ) {
        let m = Self.margin
        let h = Self.arrowHeight
        let order: [PopoverArrowDirection] = [.up, .down, .left, .right]
        let allowed = order.filter { permitted.contains($0) }
        let candidates = allowed.isEmpty ? order : allowed
        // The room on each side of the source, as a size the bubble may take.
        func room(_ d: PopoverArrowDirection) -> Size {
            switch d {
            case .up: return Size(width: bounds.width - 2 * m, height: bounds.maxY - m - source.maxY - h)
            case .down: return Size(width: bounds.width - 2 * m, height: source.minY - h - bounds.minY - m)
            case .left: return Size(width: bounds.maxX - m - source.maxX - h, height: bounds.height - 2 * m)
            default: return Size(width: source.minX - h - bounds.minX - m, height: bounds.height - 2 * m)
            }
        }
        let direction =
            candidates.first { room($0).width >= content.width && room($0).height >= content.height }
            ?? candidates.max { a, b in
                let ra = room(a)
                let rb = room(b)
                return min(ra.width, content.width) * min(ra.height, content.height)
                    < min(rb.width, content.width) * min(rb.height, content.height)
            } ?? .up
        let space = room(direction)
        let size = Size(
            width: max(0, min(content.width, space.width)), height: max(0, min(content.height, space.height)))
        func slide(_ centre: Double, length: Double, from low: Double, to high: Double) -> Double {
            min(max(centre - length / 2, low + m), high - m - length)
        }
        var origin: Point
        switch direction {
        case .up:
            origin = Point(
                x: slide(source.midX, length: size.width, from: bounds.minX, to: bounds.maxX), y: source.maxY + h)
        case .down:
            origin = Point(
                x: slide(source.midX, length: size.width, from: bounds.minX, to: bounds.maxX),
                y: source.minY - h - size.height)
        case .left:
            origin = Point(
                x: source.maxX + h, y: slide(source.midY, length: size.height, from: bounds.minY, to: bounds.maxY))
        default:
            origin = Point(
                x: source.minX - h - size.width,
                y: slide(source.midY, length: size.height, from: bounds.minY, to: bounds.maxY))
        }
        frame = Rect(origin: origin, size: size)
        arrowDirection = direction
        // The arrow's base stays on the straight part of the bubble's edge.
        let inset = Self.cornerRadius + h
        func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double {
            low > high ? (low + high) / 2 : min(max(v, low), high)
        }
        switch direction {
        case .up: arrowTip = Point(x: clamp(source.midX, frame.minX + inset, frame.maxX - inset), y: frame.minY - h)
        case .down: arrowTip = Point(x: clamp(source.midX, frame.minX + inset, frame.maxX - inset), y: frame.maxY + h)
        case .left: arrowTip = Point(x: frame.minX - h, y: clamp(source.midY, frame.minY + inset, frame.maxY - inset))
        default: arrowTip = Point(x: frame.maxX + h, y: clamp(source.midY, frame.minY + inset, frame.maxY - inset))
        }
    }
}
