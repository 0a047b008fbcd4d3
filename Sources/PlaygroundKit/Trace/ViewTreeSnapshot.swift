import Engine
import Geometry
import Transitions

/// One view as it is on screen now: presentation values composed down from the window,
/// and its role in the running transition. The trace and the HUD both read these.
@MainActor
struct ViewTreeEntry {
    /// The view's id, nil when it has none.
    var id: String?
    /// The view's class, for the HUD's unnamed views.
    var typeName: String
    /// Its part in the running transition, nil when none (or none runs).
    var role: TransitionRole?
    /// Bounding box on screen, window points, after every transform up the tree.
    var frame: Rect
    /// Effective opacity: the product of presentation alphas up the tree.
    var alpha: Double
    /// Hidden itself or under a hidden ancestor.
    var isHidden: Bool
    /// Effective tint (grey under a dimmed ancestor).
    var tint: Color
    /// Would receive touches: interaction enabled all the way up, visible, alpha >= 0.01.
    var isInteractive: Bool
    /// Nesting depth below the window's root view (the root is 0).
    var depth: Int
}

/// Walks a window's view tree, depth first in drawing order (back to front).
@MainActor
enum ViewTreeSnapshot {
    /// Every view of `window`'s tree.
    static func entries(of window: Window) -> [ViewTreeEntry] {
        var out: [ViewTreeEntry] = []
        visit(
            window.rootView, in: window, parent: .identity, alpha: 1, hidden: false, interactive: true,
            depth: 0, into: &out)
        return out
    }

    private static func visit(
        _ view: View, in window: Window, parent: AffineTransform, alpha: Double,
        hidden: Bool, interactive: Bool, depth: Int, into out: inout [ViewTreeEntry]
    ) {
        let bounds = view.presentationBounds
        let toWindow = view.presentationTransformToSuperview.concatenating(parent)
        let opacity = alpha * min(max(view.presentationAlpha, 0), 1)
        let isHidden = hidden || view.isHidden
        let canTouch =
            interactive && view.isUserInteractionEnabled && !isHidden && opacity >= 0.01
            && !view.blocksInteractionWhileAnimating
        out.append(
            ViewTreeEntry(
                id: view.accessibilityIdentifier, typeName: String(describing: type(of: view)),
                role: window.transitionRole(of: view), frame: bounds.applying(toWindow),
                alpha: opacity, isHidden: isHidden, tint: view.tintColor,
                isInteractive: canTouch, depth: depth))
        for sub in view.subviews {
            visit(
                sub, in: window, parent: toWindow, alpha: opacity, hidden: isHidden, interactive: canTouch,
                depth: depth + 1, into: &out)
        }
    }
}
