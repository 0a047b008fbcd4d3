/// The view's corner radius, declared on a protocol rather than on `View` itself.
///
/// UIKit keeps `cornerRadius` on the layer only, so UIKit code often gives its own view
/// subclass a `cornerRadius` property (which then sets `layer.cornerRadius`). A member of
/// `View` of that name would make such a declaration an override error; a protocol
/// extension's member is instead shadowed by the subclass's own, while every caller that
/// holds a `View` still reaches this one.
@preconcurrency @MainActor
public protocol ViewCornerRounding: View {}

extension View: ViewCornerRounding {}

extension ViewCornerRounding {
    /// Rounds the background, border, shadow and clip (animatable).
    ///
    /// Disfavoured, so that UIKit code's own protocol that gives its views a `cornerRadius`
    /// (and that UIKit's views have no member to clash with) wins where both apply.
    @_disfavoredOverload
    public var cornerRadius: Double {
        get { _cornerRadius }
        set { change(.cornerRadius, from: [_cornerRadius]) { _cornerRadius = newValue } }
    }
}
