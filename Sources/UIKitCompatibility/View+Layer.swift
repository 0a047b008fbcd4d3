import LayerTree

extension View {
    /// `accessibilityIdentifier`: the view's `id`, the name traces and tests find it by.
    public var accessibilityIdentifier: String? {
        get { id }
        set { id = newValue }
    }
}
