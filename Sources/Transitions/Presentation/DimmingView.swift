import Engine
import Geometry

/// The view that dims what lies behind a presented or zoomed view: it fills its container,
/// sits behind what is shown over it, and fades between clear and its dimmed alpha.
///
/// `DimmingPresentationController` owns one (and so every presentation controller of the
/// library does, by subclassing it); the zoom transition, an animator that also runs for
/// pushes where there is no presentation controller, puts one in its container itself.
/// Its id is `dimming` unless the owner names it otherwise, which is how traces, tests and
/// the HUD find it.
@preconcurrency @MainActor
public final class DimmingView: View {
    /// A clear view of `color`, with the id `id`, ready to be installed.
    public init(color: Color, id: String = "dimming") {
        super.init(frame: .zero)
        self.accessibilityIdentifier = id
        settingDefaults { backgroundColor = color }
    }

    /// Views below the dimming that keep taking touches (a popover's `passthroughViews`): a
    /// touch over one of them passes through, so the dimming neither takes nor dismisses on it.
    public var passthroughViews: [View] = []

    /// Nil over a passthrough view in the same window, so the touch reaches it; otherwise
    /// as any view.
    public override func hitTest(_ point: Point) -> View? {
        for view in passthroughViews where view.window != nil && view.window === window {
            if view.point(inside: view.convert(point, from: self)) { return nil }
        }
        return super.hitTest(point)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Puts the view over the whole of `container` at `alpha`: behind everything the
    /// container holds, or just below `sibling` when given (as `insertSubview(_:belowSubview:)`
    /// does: on top when `sibling` is not in the container).
    public func install(in container: View, alpha: Double, below sibling: View? = nil) {
        frame = container.bounds
        self.alpha = alpha
        if let sibling {
            container.insertSubview(self, belowSubview: sibling)
        } else {
            container.insertSubview(self, at: 0)
        }
    }

    /// Fades to `alpha` alongside the transition `coordinator` runs (so it follows
    /// interactive progress, a finish and a cancel), or at once when there is no animated
    /// transition to run with.
    public func fade(to alpha: Double, alongside coordinator: (any TransitionCoordinator)?) {
        let animated = coordinator?.animate(alongsideTransition: { [weak self] _ in self?.alpha = alpha }) ?? false
        if !animated { self.alpha = alpha }
    }

    /// Fills the container again (after its size changed).
    public func fitToContainer() {
        guard let container = superview else { return }
        frame = container.bounds
    }
}
