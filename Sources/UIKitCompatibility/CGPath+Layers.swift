// The path-typed properties of Core Animation as UIKit code types them: a `CGPath` object, so
// a `CGMutablePath` or a `UIBezierPath`'s `cgPath` is assigned as it is and read back as a
// `CGPath`. Declared here over the engine's `Path`-typed ones, which hides those in code that
// imports only UIKit's names; the engine and the renderer keep the value, read from the object
// when it is set.
import Engine
import Geometry
import LayerTree

extension ShapeLayer {
    /// `CAShapeLayer.path`: "The path defining the shape to be rendered", nil (the default)
    /// for none. The layer keeps the elements the path holds when it is set: a
    /// `CGMutablePath` changed afterwards draws as it was until it is set again. Reading it
    /// gives an immutable `CGPath` of what is kept.
    public var path: CGPath? {
        get { pathValue.map(CGPath.init) }
        set { pathValue = newValue?.path }
    }
}

extension ViewLayer {
    /// `CALayer.shadowPath`: "The shape of the layer's shadow", nil for the layer's own
    /// outline; kept as `path` is (see `ShapeLayer.path`), and drawn as the engine's
    /// `shadowPath` says.
    public var shadowPath: CGPath? {
        get { shadowPathValue.map(CGPath.init) }
        set { shadowPathValue = newValue?.path }
    }
}

extension KeyframeAnimation {
    /// `CAKeyframeAnimation.path`: the path a point property follows in place of `values`,
    /// kept as `ShapeLayer.path` keeps one.
    public var path: CGPath? {
        get { pathValue.map(CGPath.init) }
        set { pathValue = newValue?.path }
    }
}

extension LayerDrawingContext {
    /// `CGContext.addPath(_:)`: the elements the path object holds now, in the current
    /// transform.
    public func addPath(_ object: CGPath) { addPath(object.path) }
}
