import LayerTree

extension View {
    /// `view.layer`: UIKit's layer properties of the view (`cornerRadius`, `masksToBounds`,
    /// shadow and border), read and written through the view, which owns them here.
    public var layer: ViewLayer { ViewLayer(view: self) }
}

/// The `CALayer` properties transition code sets, applied to the view that owns them.
/// Setting one inside `UIView.animate` animates it where the view's property animates
/// (corner radius, shadow opacity).
@preconcurrency @MainActor
public final class ViewLayer {
    /// The view whose properties these are.
    public unowned let view: View

    init(view: View) { self.view = view }

    /// `CALayer.cornerRadius`.
    public var cornerRadius: Double {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    /// `CALayer.masksToBounds` (the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    /// `CALayer.opacity` (the view's `alpha`).
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }
    /// `CALayer.shadowOpacity` (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { Float(view.shadowOpacity) }
        set { view.shadowOpacity = Double(newValue) }
    }
    /// `CALayer.shadowRadius` (3 by default).
    public var shadowRadius: Double {
        get { view.shadow?.radius ?? 3 }
        set { editShadow { $0.radius = newValue } }
    }
    /// `CALayer.shadowOffset` (0, -3 by default).
    public var shadowOffset: Size {
        get { view.shadow?.offset ?? Size(width: 0, height: -3) }
        set { editShadow { $0.offset = newValue } }
    }
    /// `CALayer.shadowColor` (black by default).
    public var shadowColor: Color? {
        get { view.shadow?.color ?? .black }
        set { editShadow { $0.color = newValue ?? .black } }
    }
    /// `CALayer.borderWidth`.
    public var borderWidth: Double {
        get { view.border?.width ?? 0 }
        set { view.border = newValue > 0 ? Border(width: newValue, color: view.border?.color ?? .black) : nil }
    }
    /// `CALayer.borderColor` (black by default).
    public var borderColor: Color? {
        get { view.border?.color ?? .black }
        set { if let width = view.border?.width { view.border = Border(width: width, color: newValue ?? .black) } }
    }

    /// A shadow property set before `shadowOpacity` keeps CALayer's defaults for the rest.
    private func editShadow(_ change: (inout Shadow) -> Void) {
        var shadow = view.shadow ?? Shadow(color: .black, opacity: 0, radius: 3, offset: Size(width: 0, height: -3))
        change(&shadow)
        view.shadow = shadow
    }
}

extension View {
    /// `accessibilityIdentifier`: the view's `id`, the name traces and tests find it by.
    public var accessibilityIdentifier: String? {
        get { id }
        set { id = newValue }
    }
}
