import Engine
import Geometry

/// The Transitions layer's state for one window: its root view controller and the
/// transition running in it. Kept as the window's attachment; it holds the window weakly.
@preconcurrency @MainActor
public final class TransitionHost {
    /// The window it serves.
    public private(set) weak var window: Window?
    /// The controller whose view fills the window.
    public internal(set) var rootViewController: ViewController?
    /// The transition running now, nil when none: at most one runs per window.
    public internal(set) var currentContext: SystemTransitionContext?
    /// The traits controllers read while `willTransition(to:with:)` tells them of new ones.
    var traitsBeforeChange: TraitCollection?
    /// The window size the root controller's view was last fitted to, and the view.
    private var rootFitted: (size: Size, view: ObjectIdentifier)?
    /// The window was resized since the modal containers were last fitted to it.
    private var containersNeedFitting = false

    init(window: Window) {
        self.window = window
        // A resize of the window is a resize of its root view.
        var before = window.size
        _ = window.rootView.addGeometryObserver(for: [.frame, .bounds]) { [weak self] view, phase in
            switch phase {
            case .willChange: before = view.bounds.size
            case .didChange:
                if view.bounds.size != before {
                    self?.containersNeedFitting = true
                    self?.windowDidResize(from: before, to: view.bounds.size)
                }
            }
        }
    }

    /// Keeps the root controller's view and every modal container the size of the
    /// window when it is resized (installed as the window root view's layout when the
    /// app has not set one).
    func layoutRoot(in rootView: View) {
        if let v = rootViewController?.viewIfLoaded,
            rootFitted?.size != rootView.bounds.size || rootFitted?.view != ObjectIdentifier(v)
        {
            // By bounds and centre, as UIKit's autoresizing does: a presenter shrunk behind a
            // page sheet keeps its transform and still fills the window once it is undone
            // (setting `frame` would fit the bounds to the shrunk size). And only when the
            // window's size changed, as autoresizing reacts to a change of bounds: a layout
            // pass of the same size leaves a presenter an animator moved where it is (a
            // slide-in menu's parallax pushes the screen aside).
            v.bounds.size = rootView.bounds.size
            v.center = Point(x: rootView.bounds.midX, y: rootView.bounds.midY)
            rootFitted = (rootView.bounds.size, ObjectIdentifier(v))
        }
        // Containers are made the window's size and refitted only when it changes, as
        // autoresizing does: a presentation controller that places its container (Loaf's
        // toast moves it to where the toast sits) keeps it there through later layout passes.
        let resized = containersNeedFitting
        containersNeedFitting = false
        var vc = rootViewController
        while let presented = vc?.presentedViewController {
            if let pc = presented.presentationController, let container = pc.containerView {
                if resized { container.frame = rootView.bounds }
                if currentContext?.containerView !== container {
                    pc.presentedView?.frame = pc.frameOfPresentedViewInContainerView
                }
            }
            vc = presented
        }
    }

    /// Reports a diagnostic into the window's collector.
    func report(_ kind: Diagnostic.Kind, _ message: String) {
        window?.diagnostics.report(kind, message)
    }
}

extension Window {
    /// The Transitions layer's state for this window.
    public var transitionHost: TransitionHost {
        attachment(TransitionHost.self) { TransitionHost(window: self) }
    }

    /// The controller whose view fills the window. Setting it removes the old root's
    /// view, adds the new one's sized to the window, and runs the appearance callbacks;
    /// the old root's presentations, and a transition still running, end at once.
    public var rootViewController: ViewController? {
        get { transitionHost.rootViewController }
        set {
            let host = transitionHost
            if let old = host.rootViewController, old !== newValue {
                // A running transition is kept alive by its animations' completions (a push
                // or a tab change as much as a presentation): removing them ends it now.
                if let context = host.currentContext {
                    let views = [context.containerView, context.view(forKey: .from), context.view(forKey: .to)]
                    for v in views.compactMap({ $0 }) { v.removeAnimationsInTree() }
                }
                host.currentContext = nil
                old.endPresentationsAtOnce()
                old.beginAppearanceTransition(false, animated: false)
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition()
            }
            host.rootViewController = newValue
            if rootView.onLayoutSubviews == nil {
                rootView.onLayoutSubviews = { [weak host] v in host?.layoutRoot(in: v) }
            }
            guard let vc = newValue else { return }
            let v: View = vc.view
            v.frame = rootView.bounds
            vc.beginAppearanceTransition(true, animated: false)
            rootView.insertSubview(v, at: 0)
            vc.endAppearanceTransition()
        }
    }

    /// The context of the transition running now (the app pauses and scrubs it).
    public var currentTransitionContext: SystemTransitionContext? { transitionHost.currentContext }

    /// The running transition's kind, state and progress; nil when none runs.
    public var currentTransition: TransitionInfo? { transitionHost.currentContext?.info }

    /// The role `view` plays in the running transition, or nil.
    public func transitionRole(of view: View) -> TransitionRole? {
        transitionHost.currentContext?.role(of: view)
    }
}
