import Geometry

// `CALayer`'s coordinate conversions. A view's layer has the view's coordinates; a layer made
// on its own is placed by its frame (and transform) in the layer it was added to or masks.
// Every conversion goes through the space of the tree's topmost layer's frame, which is
// where Core Animation's `nil` conversions lead.

extension ViewLayer {
    /// The model transform from this layer's coordinates into the space the topmost layer
    /// of its tree is placed in.
    func transformToTopmostSpace() -> AffineTransform {
        if isOwnLayer {
            let own = view.transformToSuperview
            guard let parent = superlayer ?? maskedLayer else { return own }
            return own.concatenating(parent.transformToTopmostSpace())
        }
        var topmost = view
        while let next = topmost.superview { topmost = next }
        return view.transformToRoot().concatenating(topmost.transformToSuperview)
    }

    /// The transform from this layer's coordinates into `layer`'s; into the topmost layer's
    /// space when `layer` is nil.
    private func transform(to layer: ViewLayer?) -> AffineTransform {
        let up = transformToTopmostSpace()
        guard let layer, let down = layer.transformToTopmostSpace().inverse else { return up }
        return up.concatenating(down)
    }

    /// `CALayer.convert(_:to:)`: `point` in this layer's coordinates expressed in `layer`'s.
    /// Both must share a tree; with nil, Core Animation's rule: the point placed by this
    /// layer's frame (the frame's origin added, for a layer that is its tree's top).
    public func convert(_ point: Point, to layer: ViewLayer?) -> Point {
        point.applying(transform(to: layer))
    }

    /// `CALayer.convert(_:from:)`: `point` in `layer`'s coordinates expressed in this
    /// layer's; with nil, the reverse of `convert(_:to: nil)`.
    public func convert(_ point: Point, from layer: ViewLayer?) -> Point {
        guard let back = transform(to: layer).inverse else { return point }
        return point.applying(back)
    }

    /// `CALayer.convert(_:to:)` for a rectangle: the bounding box of `rect` in `layer`'s
    /// coordinates (see `convert(_:to:)` for a point).
    public func convert(_ rect: Rect, to layer: ViewLayer?) -> Rect {
        rect.applying(transform(to: layer))
    }

    /// `CALayer.convert(_:from:)` for a rectangle: the bounding box of `rect` (in `layer`'s
    /// coordinates) in this layer's.
    public func convert(_ rect: Rect, from layer: ViewLayer?) -> Rect {
        guard let back = transform(to: layer).inverse else { return rect }
        return rect.applying(back)
    }
}
