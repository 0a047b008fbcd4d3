import LayerTree

extension View {
    /// The backdrop material the view draws under its content (animatable): what a visual
    /// effect view's `effect` sets. Nil is none; setting nil keeps the old tint's colour
    /// at zero strength, so an animation to nil fades the same tint out rather than
    /// through black.
    var material: Material? {
        get { _material.flatMap { $0.isVisible ? $0 : nil } }
        set {
            let none = (_material ?? newValue)?.scaled(by: 0) ?? Material(blurRadius: 0)
            let old = _material ?? newValue?.scaled(by: 0) ?? none
            change(.material, from: AnimatableVector.from(old)) { _material = newValue ?? none }
        }
    }

    /// What is drawn of the material now: the running animation's value (radius,
    /// saturation and tint interpolated together), else the model; nil when it would
    /// change nothing.
    public var presentationMaterial: Material? {
        let m = animations[.material] == nil ? _material : AnimatableVector.material(presentationVector(for: .material))
        return m.flatMap { $0.isVisible ? $0 : nil }
    }
}
