import Engine
import Geometry
import Transitions

/// One view as it is on screen now: what the view says of itself, its role in the running
/// transition, and how it shows once the walk has composed it down from the window. The
/// trace and the HUD both read these.
@MainActor
struct ViewTreeEntry {
    /// The view's id, nil when it has none.
    var id: String?
    /// The view's class, for the HUD's unnamed views.
    var typeName: String
    /// Its part in the running transition, nil when none (or none runs).
    var role: TransitionRole?
    /// Effective tint (grey under a dimmed ancestor).
    var tint: Color
    /// Where and how it shows after every ancestor's transform, opacity and flags.
    var onScreen: OnScreen
}

/// How a view shows once every ancestor is applied: what the walk carries from a view down
/// to its subviews, so one rule composes a child from its parent.
struct OnScreen {
    /// Bounding box on screen, window points, after every transform up the tree.
    var frame: Rect
    /// Effective opacity: the product of presentation alphas up the tree.
    var alpha: Double
    /// Hidden itself or under a hidden ancestor.
    var isHidden: Bool
    /// Would receive touches: interaction enabled all the way up, visible, alpha >= 0.01.
    var isInteractive: Bool
    /// Nesting depth below the window's root view (the root is 0).
    var depth: Int

    /// What the window hands its root view: nothing hidden, opaque, touchable, one level above.
    static let window = OnScreen(frame: .zero, alpha: 1, isHidden: false, isInteractive: true, depth: -1)

    /// `view` under a superview shown as `self`, whose transform to the window is `toWindow`.
    @MainActor
    func composing(_ view: View, toWindow: AffineTransform) -> OnScreen {
        let opacity = alpha * min(max(view.presentationAlpha, 0), 1)
        let hidden = isHidden || view.isHidden
        let canTouch =
            isInteractive && view.isUserInteractionEnabled && !hidden && opacity >= 0.01
            && !view.blocksInteractionWhileAnimating
        return OnScreen(
            frame: view.presentationBounds.applying(toWindow), alpha: opacity, isHidden: hidden,
            isInteractive: canTouch, depth: depth + 1)
    }
}

/// Walks a window's view tree, depth first in drawing order (back to front).
@MainActor
enum ViewTreeSnapshot {
    /// Every view of `window`'s tree.
    static func entries(of window: Window) -> [ViewTreeEntry] {
        var out: [ViewTreeEntry] = []
        visit(window.rootView, in: window, under: .window, parentToWindow: .identity, into: &out)
        return out
    }

    private static func visit(
        _ view: View, in window: Window, under parent: OnScreen, parentToWindow: AffineTransform,
        into out: inout [ViewTreeEntry]
    ) {
        let toWindow = view.presentationTransformToSuperview.concatenating(parentToWindow)
        let shown = parent.composing(view, toWindow: toWindow)
        out.append(
            ViewTreeEntry(
                id: view.accessibilityIdentifier, typeName: String(describing: type(of: view)),
                role: window.transitionRole(of: view), tint: view.tintColor, onScreen: shown))
        for sub in view.subviews {
            visit(sub, in: window, under: shown, parentToWindow: toWindow, into: &out)
        }
    }
}
