// Core Animation's and Core Graphics' names for the engine's layers and paths, so UIKit
// code with `CAShapeLayer`, `UIBezierPath` and `CABasicAnimation` ports as is (`CGPath` and
// `CGMutablePath` are classes of their own, in CGPath.swift).

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
