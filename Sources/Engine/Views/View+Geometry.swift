import Geometry

extension View {
    /// The bounds' size placed around `center` and mapped by `transform`, in the
    /// superview's coordinates. Setting it sets `center` and the bounds size (as UIKit
    /// does; with a non-identity transform the result is undefined in UIKit too).
    public var frame: Rect {
        get { View.frame(center: center, bounds: bounds, transform: transform) }
        set {
            center = newValue.center
            bounds = Rect(origin: bounds.origin, size: newValue.size)
        }
    }

    static func frame(center: Point, bounds: Rect, transform: AffineTransform) -> Rect {
        Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            .applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// Maps the view's own coordinates into its superview's, as Core Animation composes a
    /// layer with its anchor point at the centre: move the bounds' centre to the origin,
    /// apply `transform`, then move to `center`.
    static func transformToSuperview(center: Point, bounds: Rect, transform: AffineTransform) -> AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The model transform from this view's coordinates into its superview's.
    public var transformToSuperview: AffineTransform {
        View.transformToSuperview(center: center, bounds: bounds, transform: transform)
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
        guard let view, let back = view.transformToRoot().inverted() else { return p }
        return p.applying(back)
    }

    /// `point` in `view`'s coordinates (the root when nil) expressed in this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let p = view.map { point.applying($0.transformToRoot()) } ?? point
        guard let back = transformToRoot().inverted() else { return p }
        return p.applying(back)
    }

    /// The bounding box of `rect` (in this view's coordinates) in `view`'s coordinates.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var t = transformToRoot()
        if let view, let back = view.transformToRoot().inverted() { t = t.concatenating(back) }
        return rect.applying(t)
    }

    /// The bounding box of `rect` (in `view`'s coordinates) in this view's coordinates.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        var t = view?.transformToRoot() ?? .identity
        if let back = transformToRoot().inverted() { t = t.concatenating(back) }
        return rect.applying(t)
    }

    /// True when `point` (own coordinates) lies inside the bounds.
    public func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view under `point` (own coordinates), or nil.
    ///
    /// Like UIKit it skips hidden views, views with alpha below 0.01, views with
    /// `isUserInteractionEnabled` false (and their subtrees), and views whose running
    /// animations do not allow interaction; it honours every transform on the way down
    /// (presentation geometry, which is where the user sees the view), and a point
    /// outside a view's bounds reaches none of its subviews.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, !blocksInteractionWhileAnimating else { return nil }
        guard self.point(inside: point) else { return nil }
        for sub in subviews.reversed() {
            guard let inverse = sub.presentationTransformToSuperview.inverted() else { continue }
            if let hit = sub.hitTest(point.applying(inverse)) { return hit }
        }
        return passesTouchesThrough ? nil : self
    }

    /// True while an animation without `.allowUserInteraction` runs on the view: like UIKit,
    /// such a view (and its subtree) takes no touches until the animation ends.
    public var blocksInteractionWhileAnimating: Bool {
        animations.values.contains { $0.state == .running && !$0.allowsUserInteraction }
    }
}
