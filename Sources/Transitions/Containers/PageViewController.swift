import Engine
import Geometry

/// Pages of controllers, one shown at a time, turned by dragging or in code
/// (`UIPageViewController`). The pages sit side by side in a paging scroll view, one page
/// plus `interPageSpacing` apart, so a drag follows the finger and a release comes to rest
/// on a whole page. The data source is asked for the neighbours of the shown page when it
/// settles; a turn's incoming page becomes a child, with appearance callbacks, only once
/// it starts to show, and a turn that goes back hands both pages the reversed callbacks.
///
/// `.pageCurl` is accepted and turns as a plain slide: this renderer draws no curl.
@preconcurrency @MainActor
open class PageViewController: ViewController {
    /// How a page turns (`UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable {
        /// A curl in UIKit; a slide here, as this renderer draws no curl.
        case pageCurl = 0
        /// Pages slide side by side, following the finger.
        case scroll = 1
    }

    /// The axis the pages lie along (`UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        /// Pages left to right; a drag to the left turns forward.
        case horizontal = 0
        /// Pages top to bottom; a drag upwards turns forward.
        case vertical = 1
    }

    /// Which way a turn in code goes (`UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// To the next page: the new page comes from the right (or the bottom).
        case forward = 0
        /// To the previous page: the new page comes from the left (or the top).
        case reverse = 1
    }

    /// Where a book's spine is (`UIPageViewController.SpineLocation`); kept for
    /// `.pageCurl` code that reads it, only one page shows either way.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the `.scroll` style's value.
        case none = 0
        /// At the leading (or top) edge.
        case min = 1
        /// In the middle, two pages showing in UIKit.
        case mid = 2
        /// At the trailing (or bottom) edge.
        case max = 3
    }

    /// Keys of the `options` given at creation (`UIPageViewController.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value) for `.pageCurl`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages in the `.scroll` style, a number.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn, fixed at creation.
    public let transitionStyle: TransitionStyle
    /// The axis the pages lie along, fixed at creation.
    public let navigationOrientation: NavigationOrientation
    /// Points of empty space between neighbouring pages, fixed at creation (0 unless the
    /// `.interPageSpacing` option gave a number).
    public let interPageSpacing: Double
    /// Where the spine is: `.none` for `.scroll`, `.min` for `.pageCurl` unless the option
    /// said otherwise.
    public let spineLocation: SpineLocation
    /// Whether pages have backs in the curl style; kept for code that sets it.
    public var isDoubleSided = false
    /// Supplies the neighbouring pages (weak). Without one, only code turns pages.
    open weak var dataSource: (any PageViewControllerDataSource)? {
        didSet { neighboursAreCurrent = false }
    }
    /// Hears turns made by dragging (weak).
    open weak var delegate: (any PageViewControllerDelegate)?

    /// The paging scroll view the pages lie in.
    let pager = ScrollView()
    /// The page shown, or the one a turn in flight started from.
    var current: ViewController?
    /// The data source's answers for `current`, asked once per settled page.
    var before: ViewController?
    var after: ViewController?
    var neighboursAreCurrent = false
    /// The page a turn in flight is heading to.
    var pending: ViewController?
    /// Whether the turn in flight follows a drag (the delegate hears those only).
    var pendingIsInteractive = false
    /// The completion of a turn made in code, run when it comes to rest.
    var turnCompletion: ((Bool) -> Void)?
    /// The scroll view's delegate, which forwards to this controller.
    lazy var scrollHandler = PageScrollHandler(owner: self)

    /// Creates pages turned in `style` along `navigationOrientation`; `options` may give
    /// `.interPageSpacing` (a number) and `.spineLocation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = max(0, Self.number(options?[.interPageSpacing]) ?? 0)
        let spine = Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
        spineLocation = style == .scroll ? .none : spine ?? (options?[.spineLocation] as? SpineLocation) ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's designated initializer: pages that curl (here: slide) horizontally, as
    /// `UIPageViewController(nibName:bundle:)` makes.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: ResourceBundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .min
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The shown page, in an array as UIKit gives it (nil before any was set).
    public var viewControllers: [ViewController]? { current.map { [$0] } }

    /// The recognizers that turn pages: the paging scroll view's pan, so a caller can make
    /// its own gestures wait for it or the other way round.
    public var gestureRecognizers: [GestureRecognizer] { [pager.panGestureRecognizer] }

    /// Only the shown page appears and disappears along with this controller.
    open override var childrenForAppearance: [ViewController] { current.map { [$0] } ?? [] }

    /// Builds the root view: the paging scroll view, holding the shown page.
    open override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "pages"
        root.clipsToBounds = true
        pager.accessibilityIdentifier = "pages.scroll"
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        pager.scrollsToTop = false
        pager.contentInsetAdjustmentBehavior = .never
        pager.isDirectionalLockEnabled = true
        if navigationOrientation == .horizontal {
            pager.alwaysBounceHorizontal = true
        } else {
            pager.alwaysBounceVertical = true
        }
        pager.delegate = scrollHandler
        root.addSubview(pager)
        root.onLayoutSubviews = { [weak self] _ in self?.layoutPages() }
        view = root
        layoutPages()
    }

    /// Shows `viewControllers.first` (one page: this platform shows no two-page spread).
    /// Off screen or not `animated`, the page is swapped at once; on screen and
    /// `animated`, it slides in from the side `direction` names. `completion` gets whether
    /// the turn finished; the delegate is not told, as in UIKit.
    open func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let target = viewControllers?.first else { return }
        if pending != nil { finishTurn() }
        guard target !== current else {
            completion?(true)
            return
        }
        guard animated, current != nil, viewIfLoaded?.window != nil else {
            swapAtOnce(to: target)
            completion?(true)
            return
        }
        if direction == .forward {
            after = target
        } else {
            before = target
        }
        // The target stands in for that neighbour until the turn ends.
        neighboursAreCurrent = true
        layoutPages()
        beginTurn(to: target, interactive: false)
        turnCompletion = completion
        pager.setContentOffset(slotOffset(slots.firstIndex { $0 === target } ?? 0), animated: true)
    }

    /// Reads a number option, whichever numeric type the caller boxed it in.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: d
        case let f as Float: Double(f)
        case let i as Int: Double(i)
        case let n as any BinaryFloatingPoint: Double(n)
        case let n as any BinaryInteger: Double(n)
        default: nil
        }
    }
}
