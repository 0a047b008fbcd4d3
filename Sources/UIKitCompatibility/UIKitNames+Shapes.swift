// Core Animation's and Core Graphics' names for the engine's layers and paths, so UIKit
// code with `CAShapeLayer`, `UIBezierPath`, `CGPath` and `CABasicAnimation` ports as is.

/// `CALayer`: a view's layer or one made on its own (`ViewLayer`).
public typealias CALayer = ViewLayer
/// `CAShapeLayer` (`ShapeLayer`).
public typealias CAShapeLayer = ShapeLayer
/// `CABasicAnimation` (`BasicAnimation`).
public typealias CABasicAnimation = BasicAnimation
/// `CAMediaTimingFunction` (`MediaTimingFunction`).
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`: `.linear`, `.easeIn`, `.easeOut`, `.easeInEaseOut`, `.default`.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// `CAShapeLayerFillRule`: `.nonZero`, `.evenOdd`.
public typealias CAShapeLayerFillRule = FillRule
/// `CAShapeLayerLineCap`: `.butt`, `.round`, `.square`.
public typealias CAShapeLayerLineCap = LineCap
/// `CAShapeLayerLineJoin`: `.miter`, `.round`, `.bevel`.
public typealias CAShapeLayerLineJoin = LineJoin
/// `CGLineCap`.
public typealias CGLineCap = LineCap
/// `CGLineJoin`.
public typealias CGLineJoin = LineJoin
/// `CGPathFillRule`: `.winding` is spelled `.nonZero` here.
public typealias CGPathFillRule = FillRule
/// `UIRectCorner`.
public typealias UIRectCorner = RectCorner
/// `CGPath`: the engine's `Path`, a value (immutable as a `let`); `CGMutablePath` is an object.
public typealias CGPath = Path
