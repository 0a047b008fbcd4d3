import Geometry

extension ViewLayer {
    /// `CALayer.shadowPath`: the outline the shadow is cast from, nil for the layer's own.
    ///
    /// Kept as set, for the code that reads it back. The renderer casts every shadow from
    /// the layer's rounded bounds, whatever its content's alpha, so a path of that rounded
    /// rectangle (what drawers and cards set to spare Core Animation an offscreen pass)
    /// draws as on iOS; the shadow of any other outline is the rounded bounds' shadow.
    ///
    /// Code that imports UIKit's names sees it as a `CGPath?` object instead (see
    /// `ShapeLayer.path`).
    @_disfavoredOverload
    public var shadowPath: Path? {
        get { shadowPathValue }
        set { shadowPathValue = newValue }
    }

    /// `shadowPath` by a name that the UIKit names' `CGPath`-typed one does not hide.
    package var shadowPathValue: Path? {
        get { customValues["shadowPath"] as? Path }
        set { customValues["shadowPath"] = newValue }
    }
}
