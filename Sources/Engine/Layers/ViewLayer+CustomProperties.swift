import Geometry

extension ViewLayer {
    /// The properties a view animates inside an animation block, by their Core Animation
    /// key: the keys `action(forKey:)` answers for on a view's layer.
    static let viewAnimatedKeys: Set<String> = [
        "position", "bounds", "backgroundColor", "opacity", "cornerRadius", "transform", "shadowOpacity",
    ]

    /// The value drawn now for one of `viewAnimatedKeys`: the start of the animation that
    /// `action(forKey:)` answers with.
    func viewPresentationValue(forKey key: String) -> Any? {
        switch key {
        case "position": view.presentationCenter
        case "bounds": view.presentationBounds
        case "backgroundColor": view.presentationBackgroundColor
        case "opacity": view.presentationAlpha
        case "cornerRadius": view.presentationCornerRadius
        case "transform": view.presentationTransform
        case "shadowOpacity": view.shadowOpacity
        default: nil
        }
    }

    /// `value(forKey:)`: the model value of a property the layer's subclass declares for
    /// itself (stored with `setValue(_:forKey:)`), or of a property the layer draws
    /// (`path`, `fillColor`, ... on a shape layer); nil for a key never set. On
    /// `presentation()` it gives the value drawn now, running animations applied.
    public func value(forKey key: String) -> Any? {
        modelValue(forKeyPath: key)
    }

    /// `setValue(_:forKey:)` for a property a subclass declares for itself: what Core
    /// Animation's `@NSManaged` properties do, written out. Declare the property as
    /// `var radius: Double { get { value(forKey: "radius") as? Double ?? 0 } set { setValue(newValue, forKey: "radius") } }`.
    ///
    /// As in Core Animation, the layer first asks `action(forKey:)` (while `presentation()`
    /// still shows the old value), then stores the value, then runs the action it got (an
    /// animation adds itself under `key`); when `needsDisplay(forKey:)` is true for `key` the
    /// layer is marked for `display()`.
    public func setValue(_ value: Any?, forKey key: String) {
        let action = LayerTransaction.disablesActions ? nil : action(forKey: key)
        customValues[key] = value
        action?.run(forKey: key, object: self, arguments: nil)
        if Self.needsDisplay(forKey: key) { setNeedsDisplay() }
        contentDidChange()
    }

    /// `CALayer.setNeedsDisplay()`: marks the layer so that `display()` runs before the next
    /// frame is drawn, and asks for that frame.
    public func setNeedsDisplay() {
        needsDisplay = true
        contentDidChange()
    }

    /// `CALayer.displayIfNeeded()`: runs `display()` now when the layer is marked.
    public func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        display()
    }

    /// True while an explicit animation of a key that needs display runs on the layer.
    var animatesDisplayedKey: Bool {
        explicitAnimations.contains { entry in
            entry.animation.animation.keyPath.map { Self.needsDisplay(forKey: $0) } ?? false
        }
    }
}
