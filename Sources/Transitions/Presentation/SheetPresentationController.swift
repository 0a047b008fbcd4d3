import Engine
import Geometry

/// The presentation controller of a `.pageSheet` or `.formSheet` (and so of the default
/// `.automatic`) presentation (`UISheetPresentationController`): a sheet from the bottom
/// that rests at `detents`, can be dragged between them and down to dismiss, with an
/// optional grabber, and a dimming view that can stay away at small detents so the
/// presenter stays usable.
///
/// Rules it keeps (Apple's documentation):
/// - `detents` defaults to `[.large()]`, must not be empty, and is listed from smallest to
///   largest; a detent whose resolver returns nil is inactive and skipped.
/// - `selectedDetentIdentifier` nil means the smallest detent. A drag that comes to rest at
///   another detent sets it and tells the delegate; setting it in code changes the sheet at
///   once, or animated inside `animateChanges(_:)`.
/// - `largestUndimmedDetentIdentifier` nil dims at every detent; otherwise there is no
///   dimming at that detent and below, and touches around the sheet reach the presenter.
/// - `isModalInPresentation` (on the presented controller) or a delegate answering false
///   to `presentationControllerShouldDismiss` refuses a drag down or a tap outside: the
///   sheet resists, springs back, and the delegate hears `DidAttemptToDismiss`.
/// - Releasing a drag settles at the detent nearest to where the release velocity
///   projects the sheet (UIScrollView's deceleration projection), with a spring that
///   starts at the finger's velocity; above the largest detent the sheet rubber-bands;
///   below the smallest it dismisses interactively (percent-driven, cancellable).
/// - A page sheet at a full-height detent shrinks its presenter back with rounded top
///   corners over a dark backdrop; a form sheet in a wide window (at least
///   `wideContainerWidth`) is a card of `formSheetSize` centred in the window.
///
/// Ids: the sheet (a wrapper around the presented controller's view) is `sheet`, its
/// grabber `grabber`, the dimming view `dimming`. The dimming view, its tap and its
/// insertion and removal are `DimmingPresentationController`'s; the sheet sets its alpha
/// by detent itself.
@preconcurrency @MainActor
open class SheetPresentationController: DimmingPresentationController {
    /// Gap between the container's top and a sheet at full height, points.
    public static let topInset = 40.0
    /// How far the presenter shrinks behind a full-height page sheet.
    public static let presenterScale = 0.92
    /// Corner radius of the shrunk presenter, points.
    public static let presenterCornerRadius = 10.0
    /// Alpha of the black dimming view at a dimmed detent.
    public static let dimmedAlpha = 0.4
    /// The sheet's corner radius when `preferredCornerRadius` is nil.
    public static let systemCornerRadius = 10.0
    /// Size of a form sheet in a wide window.
    public static let formSheetSize = Size(width: 540, height: 620)
    /// The container width from which a form sheet is a centred card.
    public static let wideContainerWidth = 600.0
    /// The spring a released sheet settles with (its start velocity is the finger's).
    public static let settleSpring = Spring(response: 0.4, dampingRatio: 0.9)
    /// UIScrollView's normal deceleration rate, used to project a release.
    public static let decelerationRate = 0.998

    /// `.pageSheet` or `.formSheet`.
    public internal(set) var style: ModalPresentationStyle

    /// The heights where the sheet rests, smallest first; never empty (`[.large()]` by default).
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            sheetPropertiesChanged()
        }
    }
    /// The detent the sheet rests at; nil means the smallest.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !isSettingFromDrag { sheetPropertiesChanged() } }
    }
    /// The largest detent with no dimming (and the presenter interactive); nil dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetPropertiesChanged() }
    }
    /// True lets a drag on a vertical scroll view in the sheet grow the sheet to its largest
    /// detent before the content scrolls, and move the sheet (and dismiss it) when the content
    /// is at its top; false leaves such drags to the content.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Shows a grabber at the top of the sheet.
    public var prefersGrabberVisible = false {
        didSet { grabberView.isHidden = !prefersGrabberVisible }
    }
    /// Whether, in a compact-height container (lower than
    /// `ResolutionContext.compactHeightLimit`), the sheet stays a sheet attached to the
    /// bottom edge (`prefersEdgeAttachedInCompactHeight`). False, the default, gives it a
    /// full-screen appearance there: its large detent reaches the container's top.
    public var prefersEdgeAttachedInCompactHeight = false {
        didSet { sheetPropertiesChanged() }
    }
    /// Whether an edge-attached sheet in a compact-height container takes the presented
    /// controller's `preferredContentSize` width, centred
    /// (`widthFollowsPreferredContentSizeWhenEdgeAttached`); false, the default, gives it
    /// the width of the container's safe area.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false {
        didSet { sheetPropertiesChanged() }
    }
    /// The sheet's corner radius; nil uses the system's (`systemCornerRadius`).
    public var preferredCornerRadius: Double? {
        didSet { sheetView.cornerRadius = cornerRadius }
    }
    /// The delegate that hears about detent changes: `delegate` when it is a
    /// `SheetPresentationControllerDelegate` (set it there, as in UIKit).
    var sheetDelegate: (any SheetPresentationControllerDelegate)? {
        delegate as? any SheetPresentationControllerDelegate
    }

    /// The dark view behind a shrunk presenter.
    let backdropView = View()
    /// The grabber at the top of the sheet (id `grabber`).
    public let grabberView = View()
    private var madeSheetView: View?
    /// The presenter's own corner radius and clipping, given back when the sheet leaves.
    private var presenterLook: (cornerRadius: Double, clips: Bool)?
    var isDeferringChanges = false
    var isSettingFromDrag = false
    /// The drag in progress, if any.
    var drag: SheetDrag?
    /// Drives a dismissal the user started by dragging (nil otherwise).
    var dragInteraction: PercentDrivenInteractiveTransition?
    /// True while a dismissal the user started (drag or tap outside) runs.
    var isUserDismissal = false

    /// Creates the sheet controller of one presentation.
    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController,
        style: ModalPresentationStyle
    ) {
        self.style = style.isSheet ? style.resolved : .pageSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmedAlpha = Self.dimmedAlpha
        backdropView.backgroundColor = .black
        backdropView.isUserInteractionEnabled = false
        grabberView.accessibilityIdentifier = "grabber"
        grabberView.backgroundColor = Color(red: 0.78, green: 0.78, blue: 0.8)
        grabberView.cornerRadius = 2.5
        grabberView.isHidden = true
        grabberView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.grabberTapped() })
    }

    /// Creates a page sheet controller.
    public convenience override init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController
    ) {
        self.init(
            presentedViewController: presentedViewController, presenting: presentingViewController, style: .pageSheet)
    }

    /// The controller `present` uses: the one made earlier by `sheetPresentationController`
    /// (so detents set before presenting apply), or a new one.
    static func forPresentation(
        of viewController: ViewController, presenting: ViewController,
        style: ModalPresentationStyle
    ) -> SheetPresentationController {
        if let made = viewController.presentationController as? SheetPresentationController, made.containerView == nil {
            made.presentingViewController = presenting
            made.style = style.isSheet ? style.resolved : .pageSheet
            return made
        }
        return SheetPresentationController(
            presentedViewController: viewController, presenting: presenting, style: style)
    }

    // MARK: Views

    /// The sheet: a wrapper with rounded corners holding the presented controller's view
    /// and the grabber (id `sheet`).
    public var sheetView: View {
        if let v = madeSheetView { return v }
        let sheet = SheetContainerView(controller: self)
        sheet.accessibilityIdentifier = "sheet"
        let content: View = presentedViewController.view
        // Only a content view with no colour of its own gets a white page behind it: a
        // wrapper painted in the content's colour hid the content's own fades (an animator's
        // `opacity` animation on the presented view showed a solid sheet throughout).
        sheet.backgroundColor = content.backgroundColor == nil ? .white : nil
        sheet.cornerRadius = cornerRadius
        sheet.clipsToBounds = true
        sheet.addSubview(content)
        sheet.addSubview(grabberView)
        sheet.onLayoutSubviews = { [weak content, grabberView] v in
            content?.frame = v.bounds
            grabberView.frame = Rect(x: v.bounds.midX - 18, y: 5, width: 36, height: 5)
        }
        sheet.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.handleDrag(pan) })
        madeSheetView = sheet
        return sheet
    }

    /// A tap on the dimming dismisses unless the sheet refuses (see `dimmingTapped`).
    open override func dimmingViewTapped() { dimmingTapped() }

    /// The sheet wraps the presented controller's view.
    open override var presentedView: View? { sheetView }

    /// Where the sheet rests at the selected detent.
    open override var frameOfPresentedViewInContainerView: Rect { sheetFrame(height: selectedHeight) }

    /// The corner radius in use.
    var cornerRadius: Double { preferredCornerRadius ?? Self.systemCornerRadius }

    /// The corners the radius rounds: a sheet attached to the container's bottom edge rounds
    /// its top two, whatever its detent (its bottom edge is the window's); a centred card
    /// all four.
    var roundedCorners: RectCorner { isCentredCard ? .allCorners : [.topLeft, .topRight] }

    /// Gives the sheet `roundedCorners` (again after the container's width changed).
    private func roundCorners() {
        let corners = roundedCorners
        if sheetView.maskedCorners != corners { sheetView.maskedCorners = corners }
    }

    // MARK: Detents

    /// What resolvers see in the current container.
    public var resolutionContext: ResolutionContext {
        let height = containerView?.bounds.height ?? 0
        let inset = isFullScreenInCompactHeight ? 0 : Self.topInset
        return ResolutionContext(maximumDetentValue: max(0, height - inset), containerHeight: height)
    }

    /// True in a compact-height container, where sheets take a full-screen appearance
    /// unless `prefersEdgeAttachedInCompactHeight`.
    var isCompactHeight: Bool {
        guard let c = containerView else { return false }
        return c.bounds.height < ResolutionContext.compactHeightLimit
    }

    /// True when the sheet has its full-screen appearance: compact height, not edge-attached.
    var isFullScreenInCompactHeight: Bool {
        isCompactHeight && !prefersEdgeAttachedInCompactHeight && !isCentredCard
    }

    /// The horizontal extent of an edge-attached sheet in a compact-height container: the
    /// container's safe area, or the presented controller's preferred width, centred.
    var edgeAttachedSpan: (minX: Double, width: Double)? {
        guard isCompactHeight, prefersEdgeAttachedInCompactHeight, !isCentredCard, let c = containerView else {
            return nil
        }
        let b = c.bounds
        let safe = c.safeAreaInsets
        let safeWidth = max(0, b.width - safe.left - safe.right)
        let preferred = presentedViewController.preferredContentSize.width
        if widthFollowsPreferredContentSizeWhenEdgeAttached, preferred > 0 {
            let w = min(preferred, b.width)
            return (b.midX - w / 2, w)
        }
        return (b.minX + safe.left, safeWidth)
    }

    /// True when the sheet is a centred form-sheet card (a form sheet in a wide window).
    public var isCentredCard: Bool {
        style == .formSheet && (containerView?.bounds.width ?? 0) >= Self.wideContainerWidth
    }

    /// The active detents with their heights, smallest first (a centred card has one: its height).
    public var resolvedDetents: [(identifier: Detent.Identifier, height: Double)] {
        let context = resolutionContext
        if isCentredCard {
            return [(selectedDetentIdentifier ?? detents.last?.identifier ?? .large, cardSize.height)]
        }
        let active = detents.compactMap { d in
            d.resolvedValue(in: context).map { (identifier: d.identifier, height: $0) }
        }
        let sorted = active.sorted { $0.height < $1.height }
        return sorted.isEmpty ? [(.large, context.maximumDetentValue)] : sorted
    }

    /// The identifier of the detent the sheet rests at: the selected one if active, else the smallest.
    public var effectiveSelectedDetentIdentifier: Detent.Identifier {
        let r = resolvedDetents
        if let id = selectedDetentIdentifier, r.contains(where: { $0.identifier == id }) { return id }
        return r[0].identifier
    }

    /// The height of the selected detent.
    var selectedHeight: Double {
        let r = resolvedDetents
        return r.first { $0.identifier == effectiveSelectedDetentIdentifier }?.height ?? r[0].height
    }

    /// Animates the changes `changes` makes to the sheet's properties (`animateChanges(_:)`):
    /// the sheet moves to the detent selected at the end with the settling spring.
    public func animateChanges(_ changes: () -> Void) {
        let wasDeferring = isDeferringChanges
        isDeferringChanges = true
        changes()
        isDeferringChanges = wasDeferring
        guard !wasDeferring, isResting else { return }
        animateHeight(to: selectedHeight, velocity: 0)
    }

    /// Applies a property change: at once, unless inside `animateChanges` or while the
    /// sheet is not resting (not presented, in a transition, or dragged).
    func sheetPropertiesChanged() {
        guard !isDeferringChanges, isResting else { return }
        stopSettling()
        View.performWithoutAnimation { apply(height: selectedHeight) }
    }

    /// True when the sheet is on screen with no transition or drag running.
    var isResting: Bool {
        containerView != nil && presentedViewController.transitionCoordinator == nil && drag == nil
            && presentedViewController.presentingViewController != nil
    }

    // MARK: Geometry for a sheet height

    /// Size of the centred card.
    var cardSize: Size {
        let b = containerView?.bounds ?? .zero
        return Size(
            width: min(Self.formSheetSize.width, b.width - 40),
            height: min(Self.formSheetSize.height, b.height - 2 * Self.topInset))
    }

    /// The sheet's frame when it shows `h` points of height (for a card: its frame moved
    /// down by how far it was dragged below its height).
    func sheetFrame(height h: Double) -> Rect {
        let b = containerView?.bounds ?? .zero
        if isCentredCard {
            let s = cardSize
            return Rect(
                x: b.midX - s.width / 2, y: b.midY - s.height / 2 + (s.height - h), width: s.width, height: s.height)
        }
        if let span = edgeAttachedSpan {
            return Rect(x: span.minX, y: b.maxY - h, width: span.width, height: max(0, h))
        }
        return Rect(x: b.minX, y: b.maxY - h, width: b.width, height: max(0, h))
    }

    /// The height the sheet shows on screen now (its presentation frame).
    var presentedHeight: Double {
        let b = containerView?.bounds ?? .zero
        let f = sheetView.presentationFrame
        if isCentredCard {
            let s = cardSize
            return s.height - (f.minY - (b.midY - s.height / 2))
        }
        return b.maxY - f.minY
    }

    /// The dimming's alpha at height `h`: full above the undimmed detent's next larger
    /// detent, none at or below the undimmed detent, in proportion between.
    func dimmingAlpha(height h: Double) -> Double {
        let r = resolvedDetents
        guard let id = largestUndimmedDetentIdentifier, let u = r.first(where: { $0.identifier == id })?.height else {
            return dimmedAlpha
        }
        if h <= u + 0.001 { return 0 }
        let next = r.first { $0.height > u + 0.5 }?.height ?? max(resolutionContext.maximumDetentValue, u + 1)
        return dimmedAlpha * min(1, (h - u) / max(next - u, 1))
    }

    /// How far the presenter has shrunk back at height `h`, 0...1: only a page sheet whose
    /// largest detent is full height, from the next smaller detent up to it.
    func presenterShrink(height h: Double) -> Double {
        let r = resolvedDetents
        guard !isCentredCard, let top = r.last, top.height >= resolutionContext.maximumDetentValue - 0.5,
            top.height > 0
        else { return 0 }
        let below = r.count > 1 ? r[r.count - 2].height : 0
        return min(max((h - below) / max(top.height - below, 1), 0), 1)
    }

    /// Puts the sheet at height `h` and the chrome and presenter where they belong there.
    func apply(height h: Double) {
        sheetView.frame = sheetFrame(height: h)
        applyChrome(height: h)
    }

    /// The dimming and the presenter for a sheet at height `h`.
    func applyChrome(height h: Double) {
        dimmingView.alpha = dimmingAlpha(height: h)
        guard let presenter = presentingViewController.viewIfLoaded else { return }
        let f = presenterShrink(height: h)
        let s = 1 - f * (1 - Self.presenterScale)
        presenter.transform = f > 0 ? AffineTransform(scaleX: s, y: s) : .identity
        presenter.cornerRadius = (presenterLook?.cornerRadius ?? 0) * (1 - f) + Self.presenterCornerRadius * f
    }

    /// Ends any settling animation, leaving the views where they are drawn now.
    func stopSettling() {
        let h = presentedHeight
        for v in [sheetView, dimmingView, presentingViewController.viewIfLoaded].compactMap({ $0 })
        where !v.runningAnimations.isEmpty {
            v.removeAllPropertyAnimations()
        }
        View.performWithoutAnimation { apply(height: h) }
    }

    /// Moves the sheet to height `target` on the settling spring, starting at `velocity`
    /// (points per second, positive upwards).
    func animateHeight(to target: Double, velocity: Double) {
        stopSettling()
        let from = presentedHeight
        let distance = target - from
        let v = abs(distance) > 0.5 ? velocity / distance : 0
        View.animate(
            with: SpringTimingParameters(spring: Self.settleSpring, initialVelocity: v),
            options: [.allowUserInteraction]
        ) {
            self.apply(height: target)
        }
    }

    // MARK: Transition hooks

    /// The sheet's own animator when the transitioning delegate supplies none.
    override func systemAnimator(presenting: Bool) -> any AnimatedTransitioning {
        SystemPresentationAnimator(.sheet, presenting: presenting)
    }

    /// The drag's interaction controller while the user drags the sheet away.
    override var systemInteraction: (any InteractiveTransitioning)? { dragInteraction }

    /// Adds the dimming and backdrop, readies the presenter, and brings the chrome in
    /// with the transition.
    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        containerView.passesTouchesThrough = true
        installDimmingView()
        sheetView.cornerRadius = cornerRadius
        roundCorners()
        if let presenter = presentingViewController.viewIfLoaded {
            presenterLook = (presenter.cornerRadius, presenter.clipsToBounds)
            presenter.clipsToBounds = true
            if let home = presenter.superview, let index = home.subviews.firstIndex(where: { $0 === presenter }) {
                backdropView.frame = home.bounds
                home.insertSubview(backdropView, at: index)
            }
        }
        let target = selectedHeight
        let animated =
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
                self?.applyChrome(height: target)
            }) ?? false
        if !animated { applyChrome(height: target) }
    }

    /// Removes the chrome again when the presentation was cancelled.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeChrome() }
    }

    /// Tells the delegate of a dismissal the user started (the transition coordinator is
    /// there by now), then fades the dimming out and brings the presenter back with it.
    open override func dismissalTransitionWillBegin() {
        if isUserDismissal { delegate?.presentationControllerWillDismiss(self) }
        let animated =
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
                self?.applyChrome(height: 0)
                self?.dimmingView.alpha = 0
            }) ?? false
        if !animated {
            applyChrome(height: 0)
            dimmingView.alpha = 0
        }
    }

    /// Removes the chrome once dismissed, and tells the delegate of a user's dismissal.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        let byUser = isUserDismissal
        isUserDismissal = false
        guard completed else { return }
        removeChrome()
        if byUser { delegate?.presentationControllerDidDismiss(self) }
    }

    /// Keeps the dimming filling the container and, at rest, the sheet at its detent.
    open override func containerViewWillLayoutSubviews() {
        guard containerView != nil else { return }
        dimmingView.fitToContainer()
        roundCorners()
        if let home = backdropView.superview { backdropView.frame = home.bounds }
        if isResting {
            View.performWithoutAnimation { apply(height: selectedHeight) }
        }
    }

    private func removeChrome() {
        removeDimmingView()
        backdropView.removeFromSuperview()
        if let presenter = presentingViewController.viewIfLoaded, let look = presenterLook {
            presenter.transform = .identity
            presenter.cornerRadius = look.cornerRadius
            presenter.clipsToBounds = look.clips
        }
        presenterLook = nil
    }
}
