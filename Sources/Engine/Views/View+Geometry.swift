import Geometry

extension View {
    /// `frame`'s value: the bounds' size placed with `anchorPoint` at `center`, mapped by
    /// `transform` about that point.
    var frameInSuperview: Rect {
        View.frame(center: center, bounds: bounds, transform: transform, anchor: anchorPoint)
    }

    /// The anchor point a view starts with: the middle of its bounds, as in Core Animation.
    public static let defaultAnchorPoint = Point(x: 0.5, y: 0.5)

    /// Sets `frame` as UIKit does (see `frame`): the layer's frame when a layer subclass
    /// backs the view, else `center` and the bounds size.
    func setFrameInSuperview(_ newValue: Rect) {
        // A view's frame is its layer's: a layer subclass's `frame` override sees it.
        if let backingLayer, !backingLayer.isWritingViewFrame {
            backingLayer.frame = newValue
            return
        }
        notifyingObservers(of: .frame) {
            let t = transform
            let size =
                t.isIdentity
                ? newValue.size : View.boundsSize(filling: newValue.size, under: t, current: bounds.size)
            center = View.center(placingFrame: newValue, size: size, transform: t, anchor: anchorPoint)
            bounds = Rect(origin: bounds.origin, size: size)
        }
    }

    /// The `center` that puts a view of bounds `size`, under `t` about `anchor`, at `frame`.
    /// A bounding box of a mapped rectangle is centred on the image of the rectangle's
    /// centre, which lies (0.5 - anchor) x size from the anchor before `t`'s linear part.
    static func center(placingFrame frame: Rect, size: Size, transform t: AffineTransform, anchor: Point) -> Point {
        if anchor == defaultAnchorPoint { return Point(x: frame.midX - t.tx, y: frame.midY - t.ty) }
        let offset = Point(x: (0.5 - anchor.x) * size.width, y: (0.5 - anchor.y) * size.height).applying(t)
        return Point(x: frame.midX - offset.x, y: frame.midY - offset.y)
    }

    /// The bounds size whose image under `t` has the bounding box `frame`: the bounding box
    /// of a w x h rectangle is (|a| w + |c| h) x (|b| w + |d| h), a 2 x 2 linear system.
    /// When it has no non-negative solution (a 45-degree turn of a non-square frame, say)
    /// the current bounds' shape is scaled to the largest size whose image fits inside
    /// the frame; a transform that flattens the plane keeps the current size.
    static func boundsSize(filling frame: Size, under t: AffineTransform, current: Size) -> Size {
        let a = abs(t.a)
        let b = abs(t.b)
        let c = abs(t.c)
        let d = abs(t.d)
        let det = a * d - c * b
        let tolerance = 1e-9 * max(1, frame.width, frame.height)
        if abs(det) > 1e-12 {
            let w = (frame.width * d - frame.height * c) / det
            let h = (frame.height * a - frame.width * b) / det
            if w >= -tolerance && h >= -tolerance { return Size(width: max(0, w), height: max(0, h)) }
        }
        guard t.determinant != 0, current.width > 0 || current.height > 0 else { return current }
        let imageW = a * current.width + c * current.height
        let imageH = b * current.width + d * current.height
        var k = Double.infinity
        if imageW > 0 { k = min(k, frame.width / imageW) }
        if imageH > 0 { k = min(k, frame.height / imageH) }
        guard k.isFinite else { return current }
        return Size(width: current.width * k, height: current.height * k)
    }

    /// The bounding box, in the superview, of the bounds placed with `anchor` (unit
    /// coordinates of the bounds) at `center` and mapped by `transform` about it.
    static func frame(center: Point, bounds: Rect, transform: AffineTransform, anchor: Point) -> Rect {
        Rect(
            x: -bounds.width * anchor.x, y: -bounds.height * anchor.y, width: bounds.width, height: bounds.height
        )
        .applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// Maps the view's own coordinates into its superview's, as Core Animation composes a
    /// layer: move the anchor point of the bounds to the origin, apply `transform`, then
    /// move to `center` (the layer's `position`).
    static func transformToSuperview(
        center: Point, bounds: Rect, transform: AffineTransform, anchor: Point
    ) -> AffineTransform {
        AffineTransform(
            translationX: -(bounds.minX + bounds.width * anchor.x), y: -(bounds.minY + bounds.height * anchor.y)
        )
        .concatenating(transform)
        .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The model transform from this view's coordinates into its superview's.
    public var transformToSuperview: AffineTransform {
        View.transformToSuperview(center: center, bounds: bounds, transform: transform, anchor: anchorPoint)
    }

    /// The transform from this view's coordinates into the root of its tree.
    func transformToRoot() -> AffineTransform {
        var t = AffineTransform.identity
        var v: View? = self
        while let current = v, current.superview != nil {
            t = t.concatenating(current.transformToSuperview)
            v = current.superview
        }
        return t
    }

    /// `point` in this view's coordinates expressed in `view`'s (the root when nil).
    /// Both views must share a root; model values are used, as in UIKit.
    public func convert(_ point: Point, to view: View?) -> Point {
        let toRoot = transformToRoot()
        let p = point.applying(toRoot)
        guard let view, let back = view.transformToRoot().inverse else { return p }
        return p.applying(back)
    }

    /// `point` in `view`'s coordinates (the root when nil) expressed in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let p = view.map { point.applying($0.transformToRoot()) } ?? point
        guard let back = transformToRoot().inverse else { return p }
        return p.applying(back)
    }

    /// The bounding box of `rect` (in this view's coordinates) in `view`'s coordinates.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var t = transformToRoot()
        if let view, let back = view.transformToRoot().inverse { t = t.concatenating(back) }
        return rect.applying(t)
    }

    /// The bounding box of `rect` (in `view`'s coordinates) in this view's coordinates.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        var t = view?.transformToRoot() ?? .identity
        if let back = transformToRoot().inverse { t = t.concatenating(back) }
        return rect.applying(t)
    }

    /// The transform into the superview's coordinates that hit tests use: the presentation
    /// geometry (where the user sees the view), except for a property whose animation
    /// belongs to a property animator with manual hit testing, which counts at its model
    /// value (the app hit-tests such a view itself, as UIKit leaves it to do).
    public var hitTestTransformToSuperview: AffineTransform {
        guard hasManuallyHitTestedAnimation else { return presentationTransformToSuperview }
        return View.transformToSuperview(
            center: AnimatableVector.point(hitTestVector(for: .center)),
            bounds: AnimatableVector.rect(hitTestVector(for: .bounds)),
            transform: AnimatableVector.transform(hitTestVector(for: .transform)), anchor: anchorPoint)
    }

    /// True while an animation of the view's geometry is manually hit-tested.
    private var hasManuallyHitTestedAnimation: Bool {
        [AnimatableProperty.center, .bounds, .transform].contains { property in
            animations[property]?.isManuallyHitTested == true
                || underlyingAnimations[property]?.contains { $0.isManuallyHitTested } == true
        }
    }

    /// `presentationVector(for:)` without the motion of manually hit-tested animations.
    private func hitTestVector(for property: AnimatableProperty) -> [Double] {
        var value = modelVector(for: property)
        if let top = animations[property], !top.isManuallyHitTested { value = drawnValue(of: top) }
        for a in underlyingAnimations[property] ?? [] where !a.isManuallyHitTested {
            let current = a.currentValue
            for i in value.indices where i < current.count { value[i] += current[i] - a.to[i] }
        }
        return value
    }

    /// True while an animation without `.allowUserInteraction` runs on the view: like UIKit,
    /// such a view (and its subtree) takes no touches until the animation ends.
    public var blocksInteractionWhileAnimating: Bool {
        animations.values.contains { $0.state == .running && !$0.allowsUserInteraction }
            || underlyingAnimations.values.contains {
                $0.contains { $0.state == .running && !$0.allowsUserInteraction }
            }
    }
}
