import Geometry

extension ViewLayer {
    /// `CALayer.shadowPath`: the outline the shadow is cast from, nil for the layer's own.
    ///
    /// Kept as set, for the code that reads it back. The renderer casts every shadow from
    /// the layer's rounded bounds, whatever its content's alpha, so a path of that rounded
    /// rectangle (what drawers and cards set to spare Core Animation an offscreen pass)
    /// draws as on iOS; the shadow of any other outline is the rounded bounds' shadow.
    public var shadowPath: Path? {
        get { customValues["shadowPath"] as? Path }
        set { customValues["shadowPath"] = newValue }
    }
}
