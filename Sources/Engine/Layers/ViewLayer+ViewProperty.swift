extension ViewLayer {
    /// The wrapper of a layer property that is its view's
    /// (`@ViewProperty(\.bounds) public var bounds: Rect`):
    /// read from `ViewLayer.view` and written into it, so the layer keeps no copy that could
    /// disagree with the view.
    ///
    /// A drawn property also asks for a frame when set, because a layer made on its own is
    /// drawn by the view that hosts it, which its own off-screen view's setters never reach.
    /// A property whose view setter already schedules what it needs is declared with
    /// `asksForFrame: false`.
    @propertyWrapper
    public struct ViewProperty<Value> {
        /// The view's property that holds the value.
        let keyPath: ReferenceWritableKeyPath<View, Value>
        /// Whether setting the property asks the hosting view for a frame.
        let asksForFrame: Bool

        /// Forwards to the view's property at `keyPath`.
        init(_ keyPath: ReferenceWritableKeyPath<View, Value>, asksForFrame: Bool = true) {
            self.keyPath = keyPath
            self.asksForFrame = asksForFrame
        }

        /// Not used: the value lives in the layer's view, reached through the layer.
        @available(*, unavailable, message: "a ViewProperty is read through the layer that declares it")
        public var wrappedValue: Value {
            get { fatalError("unavailable") }
            set { fatalError("unavailable") }
        }

        /// The value of `layer`'s property: its view's, read and written through the layer.
        @MainActor
        public static subscript(
            _enclosingInstance layer: ViewLayer,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<ViewLayer, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<ViewLayer, Self>
        ) -> Value {
            get { layer.view[keyPath: layer[keyPath: storageKeyPath].keyPath] }
            set {
                let property = layer[keyPath: storageKeyPath]
                if property.asksForFrame {
                    layer.setViewValue(property.keyPath, newValue)
                } else {
                    layer.view[keyPath: property.keyPath] = newValue
                }
            }
        }
    }
}
