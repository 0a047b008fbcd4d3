import Engine
import Geometry

extension SearchController {
    /// The default of `presentSearchController(_:)`: presented from the presentation
    /// context (see the type's note), and `didPresentSearchController` once it shows.
    public func presentByDefault() {
        guard let context = findPresentationContext() else { return }
        contextController = context
        context.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresentSearchController(self)
        }
    }

    /// The controller showing the bar (for a bar under a navigation bar, the controller
    /// whose item holds this search), then the nearest one up from it that defines the
    /// presentation context, else the root.
    func findPresentationContext() -> ViewController? {
        var responder: Responder? = searchBar.next
        var host: ViewController?
        while let r = responder {
            if let controller = r as? ViewController {
                host = controller
                break
            }
            responder = r.next
        }
        guard var shown = host else { return nil }
        if let navigation = shown as? NavigationController, let top = navigation.topViewController,
            top.navigationItem.searchController === self
        {
            shown = top
        }
        var candidate: ViewController? = shown
        while let controller = candidate {
            if controller.definesPresentationContext { return controller }
            candidate = controller.parent
        }
        return shown.rootAncestor
    }

    /// The navigation controller whose bar the search slides away, if it shows one.
    private var navigationToHide: NavigationController? {
        guard hidesNavigationBarDuringPresentation, let context = contextController else { return nil }
        let navigation = context as? NavigationController ?? context.navigationController
        guard let navigation, !navigation.isNavigationBarHidden else { return nil }
        return navigation
    }

    /// The bar's frame while the search is active: at the top, or below a navigation bar
    /// that stays.
    var activeBarFrame: Rect {
        guard let view = viewIfLoaded else { return .zero }
        var top = view.bounds.minY
        if hiddenNavigation == nil,
            let navigation = contextController?.navigationController ?? contextController
                as? NavigationController, !navigation.isNavigationBarHidden
        {
            let bar = navigation.navigationBar
            top = max(top, view.convert(bar.bounds, from: bar).maxY)
        }
        return Rect(x: view.bounds.minX, y: top, width: view.bounds.width, height: searchBar.contentHeight)
    }

    /// Lays out what shows below the bar while active (not while it moves).
    func layoutActiveParts() {
        guard let view = viewIfLoaded else { return }
        let barFrame = activeBarFrame
        if active, !presentation.isMoving, searchBar.superview === view { searchBar.frame = barFrame }
        let below = Rect(
            x: view.bounds.minX, y: barFrame.maxY, width: view.bounds.width,
            height: max(0, view.bounds.maxY - barFrame.maxY))
        dimmingView.frame = below
        searchResultsController?.viewIfLoaded?.frame = below
    }

    /// The dimming and the results as the settings ask, at once (outside a transition).
    func showResultsAndDimming() {
        guard active, isShown, viewIfLoaded != nil else { return }
        applyShownAlphas()
    }

    /// The alphas the dimming and the results have while the search is active.
    func applyShownAlphas() {
        dimmingView.alpha = obscuresBackgroundDuringPresentation ? Self.dimmingAlpha : 0
        searchResultsController?.viewIfLoaded?.alpha = resultsShown ? 1 : 0
    }

    /// The presentation's start: the bar moves into this view at the place it shows now.
    func takeBar() {
        guard let view = viewIfLoaded else { return }
        let start = view.convert(searchBar.bounds, from: searchBar)
        barHome = ViewHome(of: searchBar)
        barHomeFrame = searchBar.frame
        view.addSubview(searchBar)
        searchBar.frame = start
        hiddenNavigation = navigationToHide
    }

    /// The presentation's animated changes: the bar to the top, the navigation bar up and
    /// out, the dimming and the results in.
    func presentationAnimations() {
        if let navigation = hiddenNavigation {
            let bar = navigation.navigationBar
            bar.transform = AffineTransform(translationX: 0, y: -bar.frame.maxY)
        }
        searchBar.frame = activeBarFrame
        searchBar.layoutIfNeeded()
        layoutActiveParts()
        applyShownAlphas()
    }

    /// The presentation's end: the navigation bar hidden for real.
    func presentationEnded() {
        isShown = active
        if let navigation = hiddenNavigation {
            navigation.navigationBar.transform = .identity
            navigation.setNavigationBarHidden(true, animated: false)
        }
    }

    /// The dismissal's start: the navigation bar shows again, above the screen.
    func prepareDismissal() {
        guard let navigation = hiddenNavigation else { return }
        navigation.setNavigationBarHidden(false, animated: false)
        navigation.view.layoutIfNeeded()
        let bar = navigation.navigationBar
        bar.transform = AffineTransform(translationX: 0, y: -bar.frame.maxY)
    }

    /// The dismissal's animated changes: the bar back to where it sat, the navigation bar
    /// down, the dimming and the results out.
    func dismissalAnimations() {
        hiddenNavigation?.navigationBar.transform = .identity
        if let view = viewIfLoaded, let home = barHome?.superview {
            home.layoutIfNeeded()
            searchBar.frame = view.convert(barHomeFrame, from: home)
            searchBar.layoutIfNeeded()
        }
        dimmingView.alpha = 0
        searchResultsController?.viewIfLoaded?.alpha = 0
    }

    /// The dismissal's end: the bar back in its home.
    func dismissalEnded() {
        hiddenNavigation = nil
        if let home = barHome {
            home.restore(searchBar)
            searchBar.frame = barHomeFrame
            home.superview?.setNeedsLayout()
        }
        barHome = nil
    }
}

/// The search controller's presentation: its transitioning delegate, which supplies the
/// presentation controller (the context's frame) and the animator (the bar's move).
@MainActor
final class SearchPresentation: TransitioningDelegate {
    weak var controller: SearchController?
    /// True while the bar moves, so layout leaves its frame to the animation.
    var isMoving = false

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? {
        SearchTransitionAnimator(presentation: self, presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        SearchTransitionAnimator(presentation: self, presenting: false)
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        SearchPresentationController(
            presentedViewController: presented, presenting: presenting,
            contextView: controller?.contextController?.viewIfLoaded)
    }
}

/// Places the search interface over the presentation context's view.
@MainActor
final class SearchPresentationController: PresentationController {
    weak var contextView: View?

    init(presentedViewController: ViewController, presenting: ViewController?, contextView: View?) {
        self.contextView = contextView
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    /// The context's view's rectangle in the container; the whole container without one.
    override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        guard let contextView, contextView.window != nil else { return container.bounds }
        return container.convert(contextView.bounds, from: contextView)
    }
}

/// Moves the bar, slides the navigation bar and fades the dimming and results, on the
/// window's clock.
@MainActor
final class SearchTransitionAnimator: AnimatedTransitioning {
    let presentation: SearchPresentation
    let presenting: Bool

    init(presentation: SearchPresentation, presenting: Bool) {
        self.presentation = presentation
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        SearchController.presentationDuration
    }

    func animateTransition(using context: TransitionContext) {
        guard let search = presentation.controller else {
            context.completeTransition(true)
            return
        }
        let view: View = search.view
        if presenting {
            view.frame = context.finalFrame(for: search)
            context.containerView.addSubview(view)
            view.layoutIfNeeded()
            search.takeBar()
        } else {
            search.prepareDismissal()
        }
        presentation.isMoving = true
        let animations = presenting ? search.presentationAnimations : search.dismissalAnimations
        let presenting = presenting
        let finish: (Bool) -> Void = { [presentation] _ in
            presentation.isMoving = false
            if presenting { search.presentationEnded() } else { search.dismissalEnded() }
            context.completeTransition(!context.transitionWasCancelled)
        }
        guard context.isAnimated else {
            animations()
            finish(true)
            return
        }
        View.animate(
            withDuration: transitionDuration(using: context), options: [.curveEaseInOut], animations: animations,
            completion: finish)
    }
}
