import Geometry

/// The spinner a scroll view shows above its content when pulled down
/// (`UIRefreshControl`): set it as a scroll view's `refreshControl`, and add an action for
/// `.valueChanged`.
///
/// Rules it keeps, UIKit's:
/// - Pulling the content down while dragging, `triggerDistance` points past its top,
///   starts refreshing: `isRefreshing` turns true, the spinner turns, and `.valueChanged`
///   is sent, once per pull.
/// - While it refreshes, the scroll view's top inset (`adjustedContentInset`) grows by the
///   control's height, so the released content rests with the spinner open above it.
/// - `endRefreshing()` takes that inset back and animates the content home; `beginRefreshing()`
///   starts the same state from code and sends nothing, as its documentation says.
/// - `tintColor` colours the spinner and the title; `title` (UIKit's `attributedTitle`
///   through UIKitCompatibility) is shown under the spinner.
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// The control's height, which is also what a refresh adds to the scroll view's top inset.
    public static let height = 60.0
    /// How far past the content's top a dragging finger pulls before a refresh starts.
    public static let triggerDistance = 90.0

    /// True between the start of a refresh (a pull or `beginRefreshing()`) and
    /// `endRefreshing()` (`isRefreshing`).
    public private(set) var isRefreshing = false
    /// The text shown under the spinner, or nil for none; UIKit code sets `attributedTitle`.
    public var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            setNeedsLayout()
        }
    }

    /// The turning gear; shown while pulled or refreshing.
    package let spinner = ActivityIndicatorView(style: .medium)
    /// The label under the spinner that shows `title`.
    package let titleLabel = Label()
    /// False after a pull started a refresh, until the content is back at its top: one pull
    /// sends `.valueChanged` once, however long the finger stays down.
    var isArmed = true

    /// A control of UIKit's default height, not yet on a scroll view (`init()`).
    public convenience init() {
        self.init(frame: Rect(x: 0, y: 0, width: 320, height: Self.height))
    }

    /// A control at `frame`; the scroll view it is given to sets its frame from then on.
    public override init(frame: Rect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.isHidden = true
        spinner.accessibilityIdentifier = "refresh-control.spinner"
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textAlignment = .center
        titleLabel.textColor = Color(r8: 142, g8: 142, b8: 147)
        addSubview(spinner)
        addSubview(titleLabel)
        accessibilityIdentifier = "refresh-control"
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The scroll view this control belongs to.
    var scrollView: ScrollView? { superview as? ScrollView }

    /// Starts a refresh from code (`beginRefreshing()`): the spinner turns and the scroll
    /// view's top inset grows by the control's height; no `.valueChanged` is sent.
    open func beginRefreshing() {
        startRefreshing()
    }

    /// Ends the refresh (`endRefreshing()`): the inset is taken back and content resting
    /// in it glides home; a finger still down keeps the content until it lifts.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.refreshInsetDidChange()
        followScroll()
    }

    /// Puts the refresh in progress and tells the scroll view its inset grew.
    private func startRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.isHidden = false
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshInsetDidChange()
    }

    /// How far the content is pulled past its top (without the refresh's own inset), in
    /// points; 0 when it is not pulled.
    var pullDistance: Double {
        guard let scrollView else { return 0 }
        let top = scrollView.adjustedContentInset.top - scrollView.refreshInset
        return max(0, -top - scrollView.contentOffset.y)
    }

    /// Follows the scroll view's offset: a drag past `triggerDistance` starts a refresh and
    /// sends `.valueChanged`; otherwise the spinner fades in with the pull.
    func followScroll() {
        guard let scrollView else { return }
        let pull = pullDistance
        if pull <= 0 { isArmed = true }
        if !isRefreshing, isArmed, isEnabled, scrollView.isDragging, pull >= Self.triggerDistance {
            isArmed = false
            startRefreshing()
            sendActions(for: .valueChanged)
        }
        if !isRefreshing {
            spinner.isHidden = pull <= 0
            spinner.alpha = min(1, pull / Self.triggerDistance)
        }
        placeInScrollView()
    }

    /// Spans the scroll view's width just above the content's top, where a pull shows it.
    func placeInScrollView() {
        guard let scrollView else { return }
        let top = scrollView.adjustedContentInset.top - scrollView.refreshInset
        let frame = Rect(x: 0, y: -top - Self.height, width: scrollView.bounds.width, height: Self.height)
        if self.frame != frame { self.frame = frame }
    }

    /// The spinner centred, with the title under it when there is one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let hasTitle = !(titleLabel.text ?? "").isEmpty
        let side = spinner.bounds.width
        spinner.center = Point(x: bounds.midX, y: hasTitle ? 8 + side / 2 : bounds.midY)
        titleLabel.isHidden = !hasTitle
        titleLabel.frame = Rect(x: 0, y: 8 + side + 4, width: bounds.width, height: 16)
    }

    /// An own tint colours the spinner and the title; without one they are grey, as UIKit's.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = _tintColor
        titleLabel.textColor = _tintColor ?? Color(r8: 142, g8: 142, b8: 147)
    }
}
