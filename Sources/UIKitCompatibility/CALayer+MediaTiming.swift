import Engine

// What a layer has of Core Animation's timing (`CAMediaTiming`, which `CALayer` adopts) and of
// its animation API as UIKit code types it: an animation held as a `CAAnimation`.
extension ViewLayer {
    /// The layer's own `fillMode` (`CAMediaTiming`): kept and read back, `.removed` until
    /// set. It changes nothing drawn, as on a device: a layer's own timing has no end (its
    /// `speed`, `timeOffset` and `beginTime` are honoured), so no fill applies. An animation's
    /// `fillMode` is the animation's, and is honoured.
    public var fillMode: MediaTimingFillMode {
        get { value(forKey: "fillMode") as? MediaTimingFillMode ?? .removed }
        set { setValue(newValue, forKey: "fillMode") }
    }

    /// `add(_:forKey:)` for an animation typed `CAAnimation`: added as the basic, keyframe,
    /// spring or group animation it is. A bare `CAAnimation` animates no property, in Core
    /// Animation as here, so it adds nothing.
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        guard let animation = animation as? BasicAnimation else { return }
        add(animation, forKey: key)
    }
}
