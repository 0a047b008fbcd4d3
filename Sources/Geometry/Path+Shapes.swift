/// The corners of a rectangle, for rounding some of them (`UIRectCorner`).
public struct RectCorner: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left (smallest x and y).
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// Top right.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// Bottom left.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// Bottom right.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Path {
    /// A closed rectangle, clockwise on screen from the top-left corner (`init(rect:)`).
    public init(rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// An ellipse inscribed in `rect`, clockwise on screen from its rightmost point (`init(ovalIn:)`).
    public init(ovalIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`, clamped to half the shorter
    /// side (`init(roundedRect:cornerRadius:)`). Corners are circular arcs, as a layer's
    /// `cornerRadius` draws them.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadius: cornerRadius)
    }

    /// A rectangle with only `corners` rounded (`init(roundedRect:byRoundingCorners:cornerRadii:)`).
    ///
    /// Only `cornerRadii.width` is used, for both axes, which is what UIKit draws since iOS 7;
    /// it is clamped to half the shorter side.
    public init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        self.init(roundedRect: rect, byRoundingCorners: corners, cornerRadius: cornerRadii.width)
    }

    private init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadius: Double) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        let half = Double.pi / 2
        func corner(_ c: RectCorner) -> Double { corners.contains(c) ? radius : 0 }
        // Clockwise on screen from the top edge, each corner an arc about its centre.
        let tl = corner(.topLeft)
        let tr = corner(.topRight)
        let br = corner(.bottomRight)
        let bl = corner(.bottomLeft)
        move(to: Point(x: r.minX + tl, y: r.minY))
        addLine(to: Point(x: r.maxX - tr, y: r.minY))
        appendArc(center: Point(x: r.maxX - tr, y: r.minY + tr), radius: tr, start: -half, sweep: half)
        addLine(to: Point(x: r.maxX, y: r.maxY - br))
        appendArc(center: Point(x: r.maxX - br, y: r.maxY - br), radius: br, start: 0, sweep: half)
        addLine(to: Point(x: r.minX + bl, y: r.maxY))
        appendArc(center: Point(x: r.minX + bl, y: r.maxY - bl), radius: bl, start: half, sweep: half)
        addLine(to: Point(x: r.minX, y: r.minY + tl))
        appendArc(center: Point(x: r.minX + tl, y: r.minY + tl), radius: tl, start: 2 * half, sweep: half)
        close()
    }

    /// Adds a closed rectangle sub-path (`addRect(_:)`).
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds a closed ellipse sub-path inscribed in `rect` (`addEllipse(in:)`).
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        // A unit circle's cubics, scaled: an ellipse is an affine image of a circle.
        var circle = Path()
        circle.move(to: Point(x: 1, y: 0))
        circle.appendArc(center: .zero, radius: 1, start: 0, sweep: 2 * Double.pi)
        circle.close()
        let t = AffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(AffineTransform(translationX: r.midX, y: r.midY))
        append(circle.applying(t))
    }
}
