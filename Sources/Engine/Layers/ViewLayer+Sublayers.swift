extension ViewLayer {
    /// The layers added to this one with `addSublayer` and kin, bottom to top; nil when none.
    ///
    /// Unlike Core Animation's, the list holds only those layers, not the layers of the
    /// view's subviews: views and layers keep separate lists here, and each added layer is
    /// drawn at the place among the subviews it was added at (above the subviews the view
    /// had then, or below all of them for `insertSublayer(_:at: 0)`). Setting it replaces
    /// them: every added layer leaves, then the new ones are added in order on top, so
    /// `sublayers = nil` and `sublayers?.removeAll()` clear the layer, as in Core Animation.
    public var sublayers: [ViewLayer]? {
        get { added.isEmpty ? nil : added.map(\.layer) }
        set {
            for layer in added.map(\.layer) { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top (`addSublayer(_:)`): above this layer's content and the subviews
    /// the view has now, below subviews added later. Only a layer made on its own can be
    /// added; a view's layer stays with its view (add the view instead).
    public func addSublayer(_ layer: ViewLayer) {
        insert(layer, at: added.count, belowSubview: view.subviews.count)
    }

    /// Inserts `layer` at `index` of `sublayers` (`insertSublayer(_:at:)`); index 0 puts it
    /// below every subview as well, as the bottom of Core Animation's list does.
    public func insertSublayer(_ layer: ViewLayer, at index: UInt32) {
        let i = min(Int(index), added.count)
        let anchor = i == 0 ? 0 : added[i - 1].belowSubview
        insert(layer, at: i, belowSubview: anchor)
    }

    /// Inserts `layer` just below `sibling` (`insertSublayer(_:below:)`); on top when
    /// `sibling` is not a sublayer.
    public func insertSublayer(_ layer: ViewLayer, below sibling: ViewLayer?) {
        guard let i = added.firstIndex(where: { $0.layer === sibling }) else { return addSublayer(layer) }
        insert(layer, at: i, belowSubview: added[i].belowSubview)
    }

    /// Inserts `layer` just above `sibling` (`insertSublayer(_:above:)`); on top when
    /// `sibling` is not a sublayer.
    public func insertSublayer(_ layer: ViewLayer, above sibling: ViewLayer?) {
        guard let i = added.firstIndex(where: { $0.layer === sibling }) else { return addSublayer(layer) }
        insert(layer, at: i + 1, belowSubview: added[i].belowSubview)
    }

    private func insert(_ layer: ViewLayer, at index: Int, belowSubview anchor: Int) {
        guard layer.isOwnLayer, layer !== self else { return }
        layer.detachFromSuperlayer()
        added.insert((layer, anchor), at: min(index, added.count))
        layer.superlayer = self
        contentDidChange()
        layer.startTicking()
    }
}
