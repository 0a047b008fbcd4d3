import Geometry

extension ViewLayer {
    /// `value(forKeyPath:)`: the model value a key path names, as `value(forKey:)` reads
    /// it. Core Animation's dotted paths into a value (`bounds.size`, `position.x`,
    /// `transform.scale`) read the field of the property; on `presentation()` it gives the
    /// value drawn now.
    public func value(forKeyPath keyPath: String) -> Any? {
        value(forKey: keyPath)
    }

    /// `setValue(_:forKeyPath:)`: sets the property a key path names. The geometry and look
    /// a layer shares with its view (`position`, `position.x`, `position.y`, `bounds`,
    /// `bounds.size`, `opacity`, `cornerRadius`, `backgroundColor`, `transform`) go to the
    /// view, so the layer draws the new value, boxed (`NSValue`, `NSNumber`) or not; any
    /// other key, or a value of the wrong type, is stored as `setValue(_:forKey:)` stores it.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let value, setGeometryModelValue(LayerValue.unwrapped(value), forKeyPath: keyPath) { return }
        setValue(value, forKey: keyPath)
    }

    /// Sets one of the view's geometry properties by its Core Animation key path; false for
    /// a key path the view does not hold or a value of another type.
    private func setGeometryModelValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        let number = LayerValue.number(value)
        switch (keyPath, value) {
        case ("opacity", _) where number != nil: view.alpha = number ?? 1
        case ("cornerRadius", _) where number != nil: view.cornerRadius = number ?? 0
        case ("position.x", _) where number != nil: view.center.x = number ?? 0
        case ("position.y", _) where number != nil: view.center.y = number ?? 0
        case ("position", let point as Point): view.center = point
        case ("bounds", let rect as Rect): view.bounds = rect
        case ("bounds.size", let size as Size): view.bounds.size = size
        case ("backgroundColor", let color as Color): view.backgroundColor = color
        case ("transform", let transform as AffineTransform): view.transform = transform
        default: return false
        }
        return true
    }
}
