import Engine
import Geometry

/// Presents a controller in a bubble whose arrow points at a source view
/// (`UIPopoverPresentationController`), for the `.popover` style.
///
/// UIKit's rule for the style: in a horizontally regular environment the content shows in a
/// popover, the background is dimmed and a tap outside dismisses it; where either size
/// class is compact it behaves as a form sheet (iOS 13 and later). Here the window's size
/// gives the size classes (`TraitCollection`), and the adaptation is chosen when the
/// presentation starts: the `delegate`'s `adaptivePresentationStyle(for:traitCollection:)`
/// may keep the popover (`.none`) or name another style; with no answer it becomes a form
/// sheet, which this engine draws as a page sheet in a narrow window.
///
/// Made by `viewController.popoverPresentationController` once `modalPresentationStyle` is
/// `.popover`, so the source can be set before `present`.
@preconcurrency @MainActor
open class PopoverPresentationController: DimmingPresentationController {
    /// The view the arrow points at; the presenting controller's view when nil.
    public weak var sourceView: View?
    /// The rectangle in `sourceView`'s coordinates the arrow points at; zero points at the
    /// whole of `sourceView`.
    public var sourceRect: Rect = .zero
    /// The bar item the arrow points at, instead of `sourceView` and `sourceRect`
    /// (`barButtonItem`), while a bar shows it.
    public weak var barButtonItem: BarButtonItem?
    /// The directions the arrow may point in (all four by default).
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// The colour of the bubble and its arrow; the presented view's background when nil,
    /// white when it has none.
    public var backgroundColor: Color?
    /// Where the arrow points once the popover is laid out; `.unknown` before that.
    public private(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// Views that keep taking touches while the popover shows (`passthroughViews`): a touch
    /// over one of them goes to it through the dimming, and does not dismiss the popover.
    /// Every other touch outside the bubble lands on the dimming, which dismisses.
    public var passthroughViews: [View]? { didSet { dimmingView.passthroughViews = passthroughViews ?? [] } }

    /// The bubble behind the content, with its shadow (id `popover.background`).
    public let backgroundView = View()
    /// The arrow: a square turned by a quarter of a right angle, half of it out of the
    /// bubble (id `popover.arrow`).
    public let arrowView = View()

    /// The content size when the presented controller gives no `preferredContentSize`.
    public static let defaultContentSize = Size(width: 320, height: 480)

    /// Creates the controller for one popover presentation.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        // A popover's dimming is slight: the content around it stays readable.
        dimmedAlpha = 0.1
        backgroundView.accessibilityIdentifier = "popover.background"
        backgroundView.cornerRadius = PopoverLayout.cornerRadius
        backgroundView.shadowOpacity = 0.2
        arrowView.accessibilityIdentifier = "popover.arrow"
        let side = PopoverLayout.arrowHeight * 2.0.squareRoot()
        arrowView.bounds = Rect(x: 0, y: 0, width: side, height: side)
        arrowView.transform = AffineTransform(rotationAngle: Double.pi / 4)
    }

    /// The layout for the container's current bounds.
    public var layout: PopoverLayout? {
        guard let containerView else { return nil }
        var content = presentedViewController.preferredContentSize
        if content.width <= 0 || content.height <= 0 { content = Self.defaultContentSize }
        return PopoverLayout(
            content: content, source: sourceRectInContainer(containerView), in: containerView.bounds,
            permitted: permittedArrowDirections)
    }

    /// The bubble's frame: the layout's.
    open override var frameOfPresentedViewInContainerView: Rect {
        layout?.frame ?? containerView?.bounds ?? .zero
    }

    /// The rectangle the arrow points at, in the container's coordinates.
    func sourceRectInContainer(_ container: View) -> Rect {
        if let item = barButtonItem?.shownView, item.window != nil { return container.convert(item.bounds, from: item) }
        guard let view = sourceView ?? presentingViewController.viewIfLoaded, view.window != nil else {
            return Rect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        }
        let rect = sourceRect == .zero ? view.bounds : sourceRect
        return container.convert(rect, from: view)
    }

    /// Adds the bubble and the arrow behind the content, faded in with the transition.
    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        (delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        guard let containerView else { return }
        // Touches the dimming lets through (over a passthrough view) go on below the container.
        containerView.passesTouchesThrough = true
        let colour = backgroundColor ?? presentedViewController.view.backgroundColor ?? .white
        backgroundView.backgroundColor = colour
        arrowView.backgroundColor = colour
        presentedViewController.view.cornerRadius = PopoverLayout.cornerRadius
        presentedViewController.view.clipsToBounds = true
        containerView.addSubview(backgroundView)
        containerView.addSubview(arrowView)
        placeChrome()
        for view in [backgroundView, arrowView] {
            view.alpha = 0
            let animated = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                view.alpha = 1
            })
            if animated != true { view.alpha = 1 }
        }
    }

    /// A tap outside the bubble: the user's attempt to dismiss, which the presented
    /// controller's `isModalInPresentation` or the delegate may refuse (see
    /// `userTappedOutside()`).
    open override func dimmingViewTapped() { userTappedOutside() }

    /// Removes the bubble and the arrow when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { removeChrome() }
    }

    /// Fades the bubble and the arrow out with the dismissal.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        for view in [backgroundView, arrowView] {
            let animated = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                view.alpha = 0
            })
            if animated != true { view.alpha = 0 }
        }
    }

    /// Removes the bubble and the arrow once dismissed.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { removeChrome() }
    }

    /// Keeps the bubble, its arrow and the content at the layout's place.
    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        placeChrome()
    }

    /// The presented controller's `preferredContentSize` changed while it shows: the bubble,
    /// its arrow and the content take the new size, animated as UIKit documents ("Changing the
    /// value of this property while the view controller is being displayed in a popover
    /// animates the size change; however, the change is not animated if you specify a width
    /// or height of 0.0", which gives the default size here). During a transition the next
    /// layout pass places them.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        guard let containerView, containerView.window != nil,
            containerView.window?.transitionHost.currentContext == nil
        else { return }
        let size = presentedViewController.preferredContentSize
        let place = { [self] in
            placeChrome()
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        if size.width > 0 && size.height > 0 {
            View.animate(withDuration: Self.contentSizeAnimationDuration, animations: place)
        } else {
            place()
        }
    }

    /// How long a change of the content size takes to show (seconds).
    static let contentSizeAnimationDuration = 0.25

    private func placeChrome() {
        guard let layout else { return }
        arrowDirection = layout.arrowDirection
        backgroundView.frame = layout.frame
        // The square's centre sits on the bubble's edge, its far corner at the tip.
        let h = PopoverLayout.arrowHeight
        let tip = layout.arrowTip
        switch layout.arrowDirection {
        case .up: arrowView.center = Point(x: tip.x, y: tip.y + h)
        case .down: arrowView.center = Point(x: tip.x, y: tip.y - h)
        case .left: arrowView.center = Point(x: tip.x + h, y: tip.y)
        default: arrowView.center = Point(x: tip.x - h, y: tip.y)
        }
    }

    private func removeChrome() {
        backgroundView.removeFromSuperview()
        arrowView.removeFromSuperview()
    }

    /// A popover fades in and out where it stands.
    override func systemAnimator(presenting: Bool) -> any AnimatedTransitioning {
        SystemPresentationAnimator(.popover, presenting: presenting)
    }

    // MARK: Adaptation

    /// The style the presentation takes where `traits` hold: the popover in a regular
    /// window; elsewhere the delegate's answer (`.none` keeps the popover), a form sheet
    /// when it gives none.
    public func adaptedStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        guard traits.isCompactInEitherDimension else { return .popover }
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
        switch answer {
        case .none, .popover: return .popover
        case .automatic, .custom: return .formSheet
        default: return answer
        }
    }

    /// The presentation controller of a `.popover` presentation from `presenting` in
    /// `window`: this one, or the one of the style it adapts to.
    static func forPresentation(
        of viewController: ViewController, presenting: ViewController, in window: Window
    ) -> PresentationController {
        let popover: PopoverPresentationController
        if let made = viewController.presentationController as? PopoverPresentationController, made.containerView == nil
        {
            made.presentingViewController = presenting
            popover = made
        } else {
            popover = PopoverPresentationController(presentedViewController: viewController, presenting: presenting)
        }
        let style = popover.adaptedStyle(for: TraitCollection(windowSize: window.size))
        guard style != .popover else { return popover }
        return popover.adapted(to: style)
    }

    /// The presentation controller of `style` that stands in for this popover, with this
    /// popover's delegate, recorded as the presented controller's adapted popover.
    func adapted(to style: ModalPresentationStyle) -> PresentationController {
        let viewController = presentedViewController
        let presenting = presentingViewController
        let adapted: PresentationController
        switch style {
        case .fullScreen, .currentContext:
            adapted = FullScreenPresentationController(presentedViewController: viewController, presenting: presenting)
        case .overFullScreen, .overCurrentContext:
            adapted = PresentationController(presentedViewController: viewController, presenting: presenting)
        case let style:
            adapted = SheetPresentationController(
                presentedViewController: viewController, presenting: presenting,
                style: style.isSheet ? style : .formSheet)
        }
        // The delegate keeps hearing of user dismissals of the adapted presentation.
        adapted.delegate = delegate
        viewController.adaptedFromPopover = self
        return adapted
    }
}
