import Geometry
import LayerTree

/// The view's shadow opacity, declared on a protocol rather than on `View` itself.
///
/// UIKit keeps `shadowOpacity` on the layer only, so UIKit code gives its own view subclass a
/// `shadowOpacity` property (a `Float` that sets `layer.shadowOpacity`). A member of `View` of
/// that name would make such a declaration an override error; a protocol extension's member
/// is instead shadowed by the subclass's own, while every caller holding a `View` still
/// reaches this one.
@preconcurrency @MainActor
public protocol ViewShadowing: View {}

extension View: ViewShadowing {}

extension ViewShadowing {
    /// The shadow's opacity (animatable); setting it on a view with no shadow gives it
    /// `CALayer`'s default black shadow (radius 3, offset 0,-3).
    public var shadowOpacity: Double {
        get { _shadow?.opacity ?? 0 }
        set {
            change(.shadowOpacity, from: [_shadow?.opacity ?? 0]) {
                if _shadow == nil {
                    _shadow = Shadow(color: .black, opacity: newValue, radius: 3, offset: Size(width: 0, height: -3))
                } else {
                    _shadow?.opacity = newValue
                }
            }
        }
    }
}
