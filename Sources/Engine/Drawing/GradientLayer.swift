import Geometry

/// `CAGradientLayer`: a layer that fills its bounds with a gradient of `colors`, along the
/// line from `startPoint` to `endPoint` (`.axial`) or out from `startPoint` in an ellipse
/// reaching `endPoint` (`.radial`). Points are in the unit coordinate space of the bounds:
/// (0, 0) its top-left, (1, 1) its bottom-right. Beyond either end the end colours continue,
/// as Core Animation draws them. Works as a view's `layerClass` and as a sublayer.
open class GradientLayer: ViewLayer {
    /// `CAGradientLayerType`: how the colours spread.
    public enum GradientType: String, Hashable, Sendable {
        /// Along the line from `startPoint` to `endPoint`.
        case axial
        /// In ellipses centred on `startPoint`, the last through `endPoint`.
        case radial
    }

    /// The colours, first at the start (`colors`); none or nil draws nothing.
    public var colors: [Color]? { didSet { setNeedsDisplay() } }
    /// Where each colour sits, 0...1 (`locations`); nil spreads them evenly.
    public var locations: [Double]? { didSet { setNeedsDisplay() } }
    /// `locations` by a name of its own, which the UIKit names reach when they give the
    /// property Core Animation's `[NSNumber]` type.
    package var unitLocations: [Double]? {
        get { locations }
        set { locations = newValue }
    }
    /// Where the gradient starts, in unit coordinates; (0.5, 0) by default, the top centre.
    public var startPoint = Point(x: 0.5, y: 0) { didSet { setNeedsDisplay() } }
    /// Where it ends, in unit coordinates; (0.5, 1) by default, the bottom centre.
    public var endPoint = Point(x: 0.5, y: 1) { didSet { setNeedsDisplay() } }
    /// Axial (the default) or radial.
    public var type = GradientType.axial { didSet { setNeedsDisplay() } }

    /// Draws the gradient over the bounds.
    open override func draw(in context: LayerDrawingContext) {
        guard let colors, !colors.isEmpty else { return }
        let stops = locations.flatMap { $0.count == colors.count ? $0 : nil }
        guard let gradient = Gradient(colorsSpace: nil, colors: colors, locations: stops) else { return }
        let b = view.bounds
        let everywhere: GradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: b)
        switch type {
        case .axial:
            context.drawLinearGradient(
                gradient, start: unit(startPoint, in: b), end: unit(endPoint, in: b), options: everywhere)
        case .radial:
            // A unit circle stretched to the ellipse whose radii reach the end point.
            let centre = unit(startPoint, in: b)
            let rx = abs(endPoint.x - startPoint.x) * b.width
            let ry = abs(endPoint.y - startPoint.y) * b.height
            guard rx > 0, ry > 0 else { return }
            context.translateBy(x: centre.x, y: centre.y)
            context.scaleBy(x: rx, y: ry)
            context.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: everywhere)
        }
    }

    private func unit(_ p: Point, in b: Rect) -> Point {
        Point(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height)
    }
}
