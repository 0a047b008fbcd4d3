import Geometry

/// A view whose content is larger than itself, moved by a drag (`UIScrollView`).
///
/// The content offset is the origin of the bounds, so subviews are laid out in content
/// coordinates and scrolling moves them all. Rules it keeps (UIKit's, as measured on iOS):
/// - A release glides on, its speed multiplied by `decelerationRate` every millisecond, and
///   comes to rest `velocity * rate / (1 - rate) / 1000` beyond the release point; the
///   delegate may move that rest point (`scrollViewWillEndDragging`), and the glide then
///   lands on the new one.
/// - Past an edge the content follows the finger with resistance,
///   `(1 - 1 / (x * 0.55 / d + 1)) * d` for a travel `x` over the view's dimension `d`, and
///   springs back on release; a glide that runs past an edge bounces back. With `bounces`
///   false the content stops at the edges.
/// - A touch on gliding content stops it where it is and does not reach the views under it.
/// - An axis scrolls when its content (with the insets) is larger than the view, or when
///   `alwaysBounceVertical` / `alwaysBounceHorizontal` says so.
///
/// Subclass it as `UIScrollView` is subclassed (`layoutSubviews` sees the new bounds
/// origin on every scroll).
@preconcurrency @MainActor
open class ScrollView: View {
    /// How fast a glide slows down (`UIScrollView.DecelerationRate`): the share of its
    /// speed a glide keeps every millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of speed kept per millisecond, 0 < rawValue < 1.
        public var rawValue: Double
        /// A rate of `rawValue` per millisecond.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// The default: 0.998 per millisecond, a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: a short glide, as a picker wheel or a paging view uses.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the scrolled content, in points. Observers of `.contentSize` hear of each set.
    open var contentSize: Size {
        get { storedContentSize }
        set {
            notifyingObservers(of: .contentSize) { storedContentSize = newValue }
            updateIndicators()
            noteAdjustedContentInset()
        }
    }
    private var storedContentSize: Size = .zero
    /// Where the content's origin is in the view: the bounds origin. Setting it stops any
    /// glide or animation and tells the delegate.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            stopMotion()
            setOffset(newValue)
        }
    }
    /// Extra room around the content the user can scroll to (`contentInset`). At rest (no
    /// finger, glide or scroll animation), an inset that shrinks under the offset brings the
    /// offset back inside the room left, as UIKit's does: a pull-to-refresh header that
    /// takes its inset back lets the content go home (at once: an offset set inside an
    /// animation block does not animate here, where UIKit's slides).
    open var contentInset: EdgeInsets = .zero {
        didSet {
            noteAdjustedContentInset()
            keepOffsetInside(after: oldValue)
        }
    }
    /// How the safe area's insets add to `contentInset` in `adjustedContentInset`
    /// (`.automatic` by default, as in UIKit).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { noteAdjustedContentInset() }
    }
    /// The `adjustedContentInset` last announced by `adjustedContentInsetDidChange()`.
    var announcedAdjustedContentInset: EdgeInsets = .zero
    /// The part of a bar above the content that scrolling has collapsed, which the safe area,
    /// and so `adjustedContentInset`, no longer holds (a navigation search bar's, set by its
    /// navigation controller); nil for none. The top limit still counts it, so the content
    /// rests where it did with the bar whole and scrolling back up reveals the bar.
    package var collapsedTopBarInset: (() -> Double)?
    /// How far the vertical indicator's track stays from the view's edges (top, bottom,
    /// right), beyond its own small margin.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero { didSet { updateIndicators() } }
    /// How far the horizontal indicator's track stays from the view's edges (left, right,
    /// bottom), beyond its own small margin.
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero { didSet { updateIndicators() } }
    /// True lets the content go past its edges with resistance and spring back.
    public var bounces = true
    /// True lets a vertical drag bounce even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// True lets a horizontal drag bounce even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// False ignores drags (the pan recognizer is disabled).
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// True makes a release come to rest on a multiple of the view's size.
    public var isPagingEnabled = false
    /// How fast a glide slows down.
    public var decelerationRate: DecelerationRate = .normal
    /// True shows the vertical indicator while scrolling.
    public var showsVerticalScrollIndicator = true
    /// True shows the horizontal indicator while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// True (the default) holds a touch on the content back from it until it is clear the
    /// touch is not a scroll (`delaysContentTouches`): for `ScrollView.contentTouchDelay`, or
    /// until the lift, whichever comes first; a drag that begins meanwhile scrolls and the
    /// content never sees the touch. False hands the touch to the content at once.
    public var delaysContentTouches = true
    /// True (the default) lets a drag take a touch the content already tracks: the content
    /// hears `touchesCancelled` and the touch scrolls (`canCancelContentTouches`), when
    /// `touchesShouldCancel(in:)` agrees. False: once the content tracks the touch, the
    /// scroll view does not scroll whatever the finger does.
    public var canCancelContentTouches = true
    /// How a drag that begins on the scroll view dismisses the keyboard
    /// (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard alone (the default).
        case none
        /// The keyboard goes away when a drag begins: the first responder that takes text
        /// resigns.
        case onDrag
        /// The keyboard follows the finger off screen and can be pulled back. There is no
        /// on-screen keyboard here for a drag to reach, so a drag leaves it alone.
        case interactive
        /// `.onDrag`, for the keyboard and its accessory view together.
        case onDragWithAccessory
        /// `.interactive`, for the keyboard and its accessory view together.
        case interactiveWithAccessory
    }
    /// How a drag that begins here dismisses the keyboard (`keyboardDismissMode`): `.none`
    /// by default; with `.onDrag`, the window's first responder resigns when a drag begins
    /// if it takes text (a text field or text view being edited), wherever it is.
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// True lets a tap on the status bar scroll to the top. Kept for UIKit code that sets
    /// it: a desktop window has no status bar, so nothing ever asks.
    open var scrollsToTop = true
    /// Hears scrolling and dragging (weak).
    open weak var delegate: (any ScrollViewDelegate)?
    /// The pull-to-refresh control above the content (`refreshControl`), or nil. Setting it
    /// adds it as a subview just above the content's top; a pull past its threshold starts
    /// its refresh (`ScrollView+Refresh.swift`).
    open var refreshControl: RefreshControl? {
        didSet { refreshControlDidChange(from: oldValue) }
    }
    /// True keeps a drag that begins mostly along one axis on that axis until the finger
    /// lifts; a diagonal start scrolls both ways (`isDirectionalLockEnabled`).
    public var isDirectionalLockEnabled = false
    /// The smallest scale a zoom may reach (`minimumZoomScale`), 1 by default.
    public var minimumZoomScale = 1.0
    /// The largest scale a zoom may reach (`maximumZoomScale`), 1 by default: with both
    /// limits at 1 nothing zooms.
    public var maximumZoomScale = 1.0
    /// True, the default, lets a pinch carry the zoom past its limits and spring back to them
    /// (`bouncesZoom`); false stops it at a limit. Zooming here is by code only
    /// (`setZoomScale(_:animated:)`, `zoom(to:animated:)`), always kept within the limits, so
    /// nothing reaches past them to bounce: the flag is kept for UIKit code that sets it.
    public var bouncesZoom = true
    /// The current zoom scale (`ScrollView+Zoom.swift`).
    var zoomState = ScrollZoomState()

    /// True while a finger is down on the view (before and during a drag).
    public internal(set) var isTracking = false
    /// True from the moment a drag begins to scroll until the finger lifts.
    public internal(set) var isDragging = false
    /// True while the content glides or bounces after a drag.
    public internal(set) var isDecelerating = false

    /// The pan that drags the content (`panGestureRecognizer`).
    public private(set) var panGestureRecognizer: PanGestureRecognizer = ScrollPanGestureRecognizer()

    /// The thin bars showing which part of the content is on screen.
    let verticalIndicator = View()
    let horizontalIndicator = View()

    /// The drag in progress.
    var drag: ScrollDrag?
    /// The glide, bounce or animation in progress, per axis.
    var motion: ScrollMotion?
    /// Counts started motions, so a clock callback of an ended motion does nothing.
    var motionGeneration = 0

    /// Creates a scroll view occupying `frame`; it clips its content.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget { [weak self] r in
            guard let self, let pan = r as? PanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        panGestureRecognizer.shouldBegin = { [weak self] r in
            guard let self, let pan = r as? PanGestureRecognizer else { return false }
            return self.shouldBeginDrag(translation: pan.translation(in: self)) && self.contentTouchAllowsDrag()
        }
        addGestureRecognizer(ContentTouchDelayRecognizer())
        addGestureRecognizer(panGestureRecognizer)
        for bar in [verticalIndicator, horizontalIndicator] {
            bar.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
            bar.cornerRadius = 1.5
            bar.alpha = 0
            bar.isUserInteractionEnabled = false
        }
        verticalIndicator.accessibilityIdentifier = "scroll-indicator.vertical"
        horizontalIndicator.accessibilityIdentifier = "scroll-indicator.horizontal"
    }

    /// Whether a drag may take the touch the content view `view` tracks, cancelling it there
    /// (`touchesShouldCancel(in:)`): true for any view but a `Control`, false for a control,
    /// so a finger that rests on a button and then moves does not scroll. Asked as a drag
    /// would begin, only while the content tracks the touch and `canCancelContentTouches`
    /// is true.
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    /// Whether the content view `view` may hear a touch that went down on it
    /// (`touchesShouldBegin(_:with:in:)`): true by default. Asked as the touch would reach
    /// the content (at once with `delaysContentTouches` false, when the delay ends
    /// otherwise); false keeps the touch from the view and its control, while the scroll
    /// view's drag still follows it.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: TouchEvent?, in view: View) -> Bool {
        true
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    // MARK: Limits

    /// The smallest content offset: the top-left inset (at the top, with what a collapsing
    /// bar has collapsed, `collapsedTopBarInset`).
    public var minimumContentOffset: Point {
        let i = adjustedContentInset
        return Point(x: -i.left, y: -i.top - (collapsedTopBarInset?() ?? 0))
    }

    /// The largest content offset: the content's far edge (with its inset) at the view's far edge.
    public var maximumContentOffset: Point {
        let i = adjustedContentInset
        let lo = minimumContentOffset
        return Point(
            x: max(lo.x, contentSize.width + i.right - bounds.width),
            y: max(lo.y, contentSize.height + i.bottom - bounds.height))
    }

    /// True when a vertical drag moves the content.
    var canScrollVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y + 0.001 || alwaysBounceVertical
    }

    /// True when a horizontal drag moves the content.
    var canScrollHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x + 0.001 || alwaysBounceHorizontal
    }

    /// A drag begins along an axis that scrolls: a view that scrolls one way only leaves
    /// drags that go mostly the other way to what lies under it (a sheet, a page).
    private func shouldBeginDrag(translation t: Point) -> Bool {
        switch (canScrollVertically, canScrollHorizontally) {
        case (true, true): true
        case (true, false): abs(t.y) >= abs(t.x)
        case (false, true): abs(t.x) > abs(t.y)
        case (false, false): false
        }
    }

    /// Moves an offset at rest that the inset change from `old` left outside the limits, on
    /// the sides whose inset shrank, back to the nearest limit.
    private func keepOffsetInside(after old: EdgeInsets) {
        guard !isTracking, !isDragging, motion == nil else { return }
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        var offset = contentOffset
        if contentInset.top < old.top, offset.y < lo.y { offset.y = lo.y }
        if contentInset.bottom < old.bottom, offset.y > hi.y { offset.y = hi.y }
        if contentInset.left < old.left, offset.x < lo.x { offset.x = lo.x }
        if contentInset.right < old.right, offset.x > hi.x { offset.x = hi.x }
        if offset != contentOffset { contentOffset = offset }
    }

    /// `offset` brought inside the limits.
    func clamped(_ offset: Point) -> Point {
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        return Point(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    // MARK: Offset

    /// Moves the content to `offset`, animated along a short glide when `animated`
    /// (the delegate then hears `scrollViewDidEndScrollingAnimation`).
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard animated, window != nil else {
            contentOffset = offset
            return
        }
        stopMotion()
        startMotion(to: offset, velocity: .zero, reason: .animation)
    }

    /// Scrolls the least distance that shows `rect` (content coordinates), or does nothing
    /// when it is already visible. Open, as UIKit's is, so a subclass can scroll its own way.
    open func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        var target = contentOffset
        let size = bounds.size
        if rect.minY < target.y {
            target.y = rect.minY
        } else if rect.maxY > target.y + size.height {
            target.y = min(rect.minY, rect.maxY - size.height)
        }
        if rect.minX < target.x {
            target.x = rect.minX
        } else if rect.maxX > target.x + size.width {
            target.x = min(rect.minX, rect.maxX - size.width)
        }
        target = clamped(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Puts the bounds origin at `offset` without touching motion, and tells the delegate.
    func setOffset(_ offset: Point) {
        guard offset != bounds.origin else { return }
        View.performWithoutAnimation {
            bounds = Rect(origin: offset, size: bounds.size)
        }
        // A scroll lays the scroll view out again, as UIKit's does: a subclass tiles its
        // content in `layoutSubviews` (a table gives the rows coming on screen their cells).
        setNeedsLayout()
        updateIndicators()
        refreshControl?.followScroll()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Touches

    /// While the content glides, the scroll view itself takes a touch, so it stops the
    /// glide rather than tapping what slides under the finger.
    open override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        if hit != nil && motion != nil { return self }
        return hit
    }

    /// A finger went down: the content stops where it is.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        isTracking = true
        touchStoppedMotion = false
        if motion != nil {
            stopMotion()
            touchStoppedMotion = true
        }
        super.touchesBegan(touches, with: event)
    }

    /// The finger lifted without dragging: content stopped past an edge goes back.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        isTracking = false
        settleAfterTouch()
        super.touchesEnded(touches, with: event)
    }

    /// The touch was taken away (a drag began, or it was cancelled).
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        if drag == nil {
            isTracking = false
            settleAfterTouch()
        }
        super.touchesCancelled(touches, with: event)
    }

    /// True when the last touch stopped a glide (it must not count as a tap).
    var touchStoppedMotion = false

    /// After a touch that did not drag: back inside the limits if it stopped content past
    /// an edge, then `didStopWithoutDrag()`.
    private func settleAfterTouch() {
        guard motion == nil else { return }
        let offset = contentOffset
        if clamped(offset) != offset {
            startMotion(to: clamped(offset), velocity: .zero, reason: .deceleration)
        } else {
            didStopWithoutDrag()
        }
        hideIndicatorsSoon()
    }

    /// A touch ended that neither dragged nor left the content past an edge; a subclass that
    /// rests only at some offsets (a picker wheel) settles here. Does nothing by default.
    open func didStopWithoutDrag() {}

    /// Lays out the subviews, then keeps the indicators beside the visible part.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateIndicators()
        noteAdjustedContentInset()
    }

    /// The adjusted content inset changed (`adjustedContentInsetDidChange()`): a new
    /// `contentInset`, safe area, adjustment behaviour, or content size that changes which
    /// axes take the safe area. Tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset`); a subclass that overrides it calls super.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Announces `adjustedContentInset` when it differs from the one last announced.
    func noteAdjustedContentInset() {
        let inset = adjustedContentInset
        guard inset != announcedAdjustedContentInset else { return }
        announcedAdjustedContentInset = inset
        adjustedContentInsetDidChange()
    }
}
