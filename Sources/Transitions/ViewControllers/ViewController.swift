import Engine
import Geometry

/// A screen's worth of content and its part in presentations and transitions
/// (`UIViewController`). Subclass it and override `loadView()` / `viewDidLoad()` and the
/// appearance callbacks.
///
/// Rules it keeps: the view is loaded lazily on first access; appearance callbacks come
/// in UIKit's order (will, then did) exactly once per change and are balanced when a
/// transition is cancelled; presenting and parent links are weak so a dismissed or
/// popped controller is freed.
@preconcurrency @MainActor
open class ViewController: Responder {
    private var _view: View?

    /// A name for traces and for ids of the views it makes, and the title its containers
    /// show: setting it sets `navigationItem.title` and `tabBarItem.title` too, as UIKit
    /// does, so a later change of either item alone is what the bar shows.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItemIfMade?.title = title
        }
    }

    /// How `present` shows this controller; `.automatic` by default (a page sheet, as on
    /// iOS 13 and later). Set `.fullScreen` for a presentation that covers the window.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The system animation a presentation of this controller runs when its transitioning
    /// delegate supplies no animator (`modalTransitionStyle`): cover vertical by default.
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    /// `preferredStatusBarStyle`: accepted so a UIKit override compiles; there is no status
    /// bar here, so nothing asks for it.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// `prefersStatusBarHidden`: accepted as `preferredStatusBarStyle` is.
    open var prefersStatusBarHidden: Bool { false }

    /// `preferredStatusBarUpdateAnimation`: accepted as `preferredStatusBarStyle` is; UIKit's
    /// default is `.fade`.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }

    /// `childForStatusBarStyle`: the child whose `preferredStatusBarStyle` counts; nil (this
    /// one's own) by default. Kept for overrides; nothing asks, as there is no status bar.
    open var childForStatusBarStyle: ViewController? { nil }
    /// `childForScreenEdgesDeferringSystemGestures`: the child whose preference counts; nil
    /// by default. Accepted and not read: no system gesture claims a screen edge here.
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }
    /// `childForHomeIndicatorAutoHidden`: the child whose preference counts; nil by default.
    /// Accepted and not read: this platform draws no home indicator.
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }
    /// `prefersHomeIndicatorAutoHidden`: false by default. Accepted and not read: this
    /// platform draws no home indicator.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// `preferredScreenEdgesDeferringSystemGestures`: none by default. Accepted and not read:
    /// no system gesture claims a screen edge here.
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }

    /// `childForStatusBarHidden`: as `childForStatusBarStyle`, for `prefersStatusBarHidden`.
    open var childForStatusBarHidden: ViewController? { nil }

    /// `supportedInterfaceOrientations`: `.all` (an iPad's default); accepted so an override
    /// compiles, as a desktop window does not rotate.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .all }

    /// `shouldAutorotate`: true; accepted so an override compiles, as a window resize (this
    /// platform's rotation) is never refused.
    open var shouldAutorotate: Bool { true }

    /// `willAnimateRotation(to:duration:)`, which UIKit deprecated in iOS 8 for
    /// `viewWillTransition(to:with:)` and still calls: a window resize that turns the
    /// interface between portrait and landscape (this platform's rotation) calls it on every
    /// controller on screen, after `viewWillTransition(to:with:)` and with the views laid out
    /// at the new size, as UIKit calls it inside the rotation's animation. The duration is 0:
    /// a resize is not animated here. The default does nothing; side menus override it to
    /// lay their panels out again.
    open func willAnimateRotation(to toInterfaceOrientation: InterfaceOrientation, duration: Double) {}

    /// `setNeedsStatusBarAppearanceUpdate()`: accepted; with no status bar nothing updates.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The commands `addKeyCommand(_:)` gave this controller, in the order they were added.
    var addedKeyCommands: [KeyCommand] = []

    /// The commands added with `addKeyCommand(_:)` (nil when there are none), as UIKit's
    /// default answers; an override replaces them, as it does there.
    open override var keyCommands: [KeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// `modalPresentationCapturesStatusBarAppearance`: kept and read back, as the other
    /// status-bar settings are; with no status bar here it decides nothing.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// True makes the presentation modal (`isModalInPresentation`): a sheet refuses to be
    /// dragged or tapped away (it resists and springs back) and tells its delegate it tried.
    open var isModalInPresentation = false

    /// Supplies animators, interaction controllers and the presentation controller when
    /// this controller is presented or dismissed. Weak, as in UIKit: keep it alive
    /// yourself (for example in a stored property of the presented controller).
    open weak var transitioningDelegate: (any TransitioningDelegate)?

    /// The system transition to show this controller with when it is presented or pushed
    /// and nothing custom answers (`preferredTransition`, iOS 18): `.zoom(sourceViewProvider:)`
    /// zooms it out of a source view and back. Nil (the default): the usual transitions.
    public var preferredTransition: PreferredTransition?

    /// The controller this one, or the nearest ancestor that presents something,
    /// presented and that is still presented (UIKit's ancestor rule: a child whose
    /// container presented a controller reports it). Presentation is owned by the top of
    /// the parent chain, so only that controller stores it (`ownPresentedViewController`).
    public var presentedViewController: ViewController? { firstUpTheParentChain(\.ownPresentedViewController) }
    /// The controller that presented this one, or, when this one was not presented but
    /// an ancestor was, the controller that presented that ancestor (UIKit's ancestor
    /// rule, which the "show Close when presented" idiom relies on). Nil otherwise.
    public var presentingViewController: ViewController? { firstUpTheParentChain(\.ownPresentingViewController) }

    /// The first non-nil `link` of this controller or of its parents, nearest first: UIKit's
    /// ancestor rule for the presentation links.
    private func firstUpTheParentChain(_ link: (ViewController) -> ViewController?) -> ViewController? {
        var v: ViewController? = self
        while let c = v {
            if let p = link(c) { return p }
            v = c.parent
        }
        return nil
    }
    /// The controller this one presented itself (strong: the presenter owns the presented).
    var ownPresentedViewController: ViewController?
    /// The controller that presented this one itself (weak).
    weak var ownPresentingViewController: ViewController?
    /// True from `present` until the presentation transition ends.
    public internal(set) var isBeingPresented = false
    /// True from `dismiss` until the dismissal transition ends.
    public internal(set) var isBeingDismissed = false
    /// True from being pushed (or added to a container's transition) until it ends.
    public internal(set) var isMovingToParent = false
    /// True from being popped until the pop ends.
    public internal(set) var isMovingFromParent = false

    /// The presentation controller that manages this controller while it is presented
    /// (nil before and after). Holding it here ends when the dismissal ends, which
    /// breaks the controller <-> presentation controller cycle.
    public internal(set) var presentationController: PresentationController? {
        didSet { if presentationController == nil { adaptedFromPopover = nil } }
    }
    /// The popover a `.popover` presentation adapted away from (`popoverPresentationController`).
    var adaptedFromPopover: PopoverPresentationController?

    /// Child controllers (containers: navigation stack, tabs), strong.
    public internal(set) var children: [ViewController] = []
    /// The container this controller is a child of (weak).
    public internal(set) weak var parent: ViewController?

    /// Appearance state of the view (see `AppearanceState`).
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// Whether the pending appearance change was animated (passed to the did-callback).
    var lastAppearanceAnimated = false

    /// The children whose views show whenever this controller's view does; appearance
    /// callbacks are forwarded to them. All children by default; a navigation controller
    /// answers its top controller, a tab bar controller its selected one.
    open var childrenForAppearance: [ViewController] { children }

    /// Whether appearance callbacks reach `childrenForAppearance` by themselves
    /// (`shouldAutomaticallyForwardAppearanceMethods`): true. A container that returns false
    /// calls `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on its
    /// children itself, when it chooses, and they are called no other way.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The coordinator of the transition this controller takes part in, held weakly:
    /// the transition owns it.
    weak var ownCoordinator: SystemTransitionCoordinator?
    /// What this controller shows in a navigation bar (`navigationItem`).
    public let navigationItem = NavigationItem()
    /// What this controller shows in a tab bar (`tabBarItem`): made on first use with the
    /// controller's title.
    public var tabBarItem: TabBarItem {
        get {
            if let item = tabBarItemIfMade { return item }
            let item = TabBarItem(title: title)
            tabBarItemIfMade = item
            return item
        }
        set { tabBarItemIfMade = newValue }
    }
    private var tabBarItemIfMade: TabBarItem?
    /// The edges along which this controller's view runs under its container's bars
    /// (`edgesForExtendedLayout`); all of them by default, as in UIKit. A navigation controller
    /// lays out a child whose set lacks `.top` below its bar, with no bar in its safe area.
    open var edgesForExtendedLayout: RectEdge = .all { didSet { extendedLayoutDidChange() } }
    /// True lets the view run under an opaque bar too, along the edges in
    /// `edgesForExtendedLayout` (`extendedLayoutIncludesOpaqueBars`); false, the default,
    /// starts it where an opaque bar ends. A translucent bar is covered either way.
    open var extendedLayoutIncludesOpaqueBars = false { didSet { extendedLayoutDidChange() } }
    /// The items a navigation controller's toolbar shows while this controller is on top
    /// (`toolbarItems`); nil shows none. Setting it is `setToolbarItems(_:animated: false)`.
    open var toolbarItems: [BarButtonItem]? { didSet { toolbarItemsDidChange(animated: false) } }
    /// Whether the bar at the bottom of the screen hides while this controller is pushed on
    /// a navigation controller (`hidesBottomBarWhenPushed`, false by default): the bottom bar
    /// is both the navigation controller's toolbar and an enclosing tab bar controller's tab
    /// bar. Each hides, and gives the page its room, while the stack holds above its root a
    /// controller that says true; it comes back once that controller is popped. Read when a
    /// push or pop begins (the bar follows the incoming controller, and goes back when an
    /// interactive pop is cancelled) and when it ends.
    open var hidesBottomBarWhenPushed = false
    /// The MotionTransitioning-style controller, made on first use.
    private var _motionTransitionController: TransitionController?

    /// A controller with no view yet: `init(nibName: nil, bundle: nil)`, as `UIViewController()`
    /// is. A convenience initializer, as UIKit's is (`UIViewController` declares its own
    /// designated initializers, so NSObject's `init` is a convenience one there): a subclass
    /// declares an `init()` of its own without `override`, and calls
    /// `super.init(nibName: nil, bundle: nil)` from it.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder:)`: the designated initializer UIKit declares `required` (through
    /// `NSCoding`), so a subclass's `required init?(coder: NSCoder)` may call
    /// `super.init(coder:)`. It always fails (returns nil): there are no storyboards to
    /// decode a controller from, and no coder is ever handed to it. As in UIKit, a subclass
    /// that declares a designated initializer of its own must also declare this one.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The next responder (`next`): the superview of this controller's view, nil while the
    /// view is not loaded or not in a tree. Reading it never loads the view.
    open override var next: Responder? { viewIfLoaded?.superview }

    /// The window this controller's view is in, if loaded and on screen.
    open override var responderWindow: Window? { viewIfLoaded?.window }

    /// UIKit's designated initializer (`init(nibName:bundle:)`), which a subclass's own
    /// initializers call and a subclass may override, as UIKit code writes it:
    /// `override init(nibName: String?, bundle: Bundle?)`, where UIKit code's `Bundle` is
    /// `ResourceBundle` (UIKitCompatibility names it so). The name and bundle are kept for
    /// `nibName` and `nibBundle`; there are no nib files here, so `loadView()` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: ResourceBundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init(base: ())
    }

    /// The nib name the controller was made with (`nibName`); nil for `init(nibName: nil,
    /// bundle: nil)` and `UIViewController()`. Nothing is loaded from it.
    open var nibName: String? { storedNibName }
    /// The bundle the controller was made with (`nibBundle`); nil when none was given.
    open var nibBundle: ResourceBundle? { storedNibBundle }
    private let storedNibName: String?
    private let storedNibBundle: ResourceBundle?

    /// Whether this controller's view is the one covered when it or a controller inside it
    /// presents with `.currentContext` or `.overCurrentContext` (false by default): the
    /// presentation looks from the presenting controller up its parents for the first that
    /// says true, and that one presents, over its own view; with none, the window's root
    /// controller presents over the whole window.
    open var definesPresentationContext = false
    /// Whether this controller, when it defines the presentation context of a
    /// `.currentContext` or `.overCurrentContext` presentation, also gives it its
    /// `modalTransitionStyle` in place of the presented controller's (false by default).
    open var providesPresentationContextTransitionStyle = false

    /// iOS 7's switch for insetting scroll views under bars, deprecated since iOS 11 in
    /// favour of `contentInsetAdjustmentBehavior`, which is what this engine applies. Kept
    /// for UIKit code that still sets it; nothing reads it.
    open var automaticallyAdjustsScrollViewInsets = true

    // MARK: View

    /// The root view, loaded on first access by `loadView()` then `viewDidLoad()`.
    ///
    /// Implicitly unwrapped as UIKit's `view: UIView!` is, so UIKit code that writes
    /// `view?.frame` or `view!` compiles unchanged. Reading it never returns nil: an access
    /// before the view exists loads it (and a `loadView()` that sets nothing gets a plain
    /// view). Setting nil unloads it; the next read loads it again.
    public var view: View! {
        get {
            if let v = _view { return v }
            loadView()
            if _view == nil { _view = View() }
            viewDidLoad()
            return _view
        }
        set {
            if let old = _view, old !== newValue, old.managingResponder === self { old.managingResponder = nil }
            _view = newValue
            if let newValue {
                newValue.managingResponder = self
                giveSafeArea(to: newValue)
            }
        }
    }

    /// Loads the view now if it is not loaded yet (`loadView()` then `viewDidLoad()`), as
    /// UIKit's `loadViewIfNeeded()` does; does nothing once it is loaded.
    public func loadViewIfNeeded() {
        if _view == nil { _ = view }
    }

    /// The view if it was loaded, without loading it.
    public var viewIfLoaded: View? { _view }
    /// True once the view exists.
    public var isViewLoaded: Bool { _view != nil }

    /// Makes the view; the default is a plain white view as big as the screen (the run's key
    /// window, as UIKit sizes it to `UIScreen.main.bounds`), so code that reads
    /// `view.bounds` before the first layout sees a full-screen size, not zero. Set `view`
    /// here; do not call super when you do.
    open func loadView() {
        let v = View(frame: Rect(origin: .zero, size: WindowScene.current?.keyWindow?.size ?? .zero))
        v.backgroundColor = .white
        v.accessibilityIdentifier = title.map { "vc.\($0)" }
        view = v
    }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}

    /// Called before `segue` runs from this controller (`prepare(for:sender:)`), to hand the
    /// destination what it needs; does nothing by default. Declared here, in the class, so
    /// that UIKit code can override it.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether the segue `identifier` may run (`shouldPerformSegue(withIdentifier:sender:)`);
    /// true by default, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Safe area (see ViewController+SafeArea.swift)

    /// Insets added to the root view's safe area beyond what the containers' bars cover
    /// (`additionalSafeAreaInsets`), for chrome of your own such as a tool palette; the
    /// view's subviews, `safeAreaLayoutGuide` and scroll views follow in the next layout pass.
    open var additionalSafeAreaInsets: EdgeInsets = .zero { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The root view's `safeAreaInsets` changed (`viewSafeAreaInsetsDidChange()`): called in
    /// the layout pass, after the view's own `safeAreaInsetsDidChange()` and before its
    /// layout. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called in the layout pass just before the root view lays out its subviews
    /// (`viewWillLayoutSubviews()`), each time it does. Does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called in the layout pass just after the root view laid out its subviews, their
    /// constraints applied (`viewDidLayoutSubviews()`). Does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Called in the update-constraints pass when the root view's constraints need updating
    /// (`updateViewConstraints()`), in place of the root view's own `updateConstraints()`,
    /// which this default calls: an override adds its constraints and calls `super`.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// What this controller's bars cover of `child`'s root view, measured from its edges:
    /// zero, except for containers that draw bars over their children.
    func barInsets(forChild child: ViewController) -> EdgeInsets { .zero }

    // MARK: Appearance callbacks (override; call super is not required)

    /// The view is about to be added to the window (or a transition bringing it began).
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen and any transition bringing it has ended.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave (or a transition taking it away began).
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// UIKit's `didReceiveMemoryWarning()`, for subclasses that override it to free caches.
    /// Never called: the playground gets no memory-pressure signal from the system.
    open func didReceiveMemoryWarning() {}

    // MARK: Containment (see ViewController+Containment.swift)

    /// Called before the controller is added to (`parent` non-nil) or removed from
    /// (`parent` nil) a container; `addChild` calls it with the new parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a container;
    /// `removeFromParent` calls it with nil, a container calls it once the child's view is in.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Size and traits (see ViewController+SizeTransition.swift)

    /// The window is about to take `size` (`viewWillTransition(to:with:)`), sent on a window
    /// resize, this platform's rotation, before the controller's view takes its new size.
    /// Animations given to `coordinator` run with the change, completions after it. The
    /// default forwards to the children and to the controller this one presents; an
    /// override calls `super`, as in UIKit.
    open func viewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }
    /// The controller's traits are about to become `newCollection`
    /// (`willTransition(to:with:)`): sent to every controller in the window, parents first,
    /// when a resize changes a size class, before `viewWillTransition(to:with:)` and before
    /// `traitCollectionDidChange(_:)`; `traitCollection` still reads the old traits.
    /// Animations given to `coordinator` run with the change. Does nothing by default.
    open func willTransition(to newCollection: TraitCollection, with coordinator: any TransitionCoordinator) {}
    /// The controller's traits changed from `previousTraitCollection`
    /// (`traitCollectionDidChange(_:)`): sent to every controller in the window after a
    /// resize that changed a size class. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// The size the controller's content would like (`preferredContentSize`): a popover
    /// takes it; zero leaves the size to the container. A change is reported to the
    /// container that holds this controller: its parent, or else the presentation controller
    /// presenting it (`preferredContentSizeDidChange(forChildContentContainer:)`).
    open var preferredContentSize: Size = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if let presentationController, presentationController.presentedViewController === self {
                presentationController.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// A child's `preferredContentSize` changed (`preferredContentSizeDidChange(forChildContentContainer:)`);
    /// a container overrides it to resize the child and calls `super`. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    // MARK: Transition

    /// The coordinator of the transition this controller (or its parent, or the
    /// controller it presents or that presents it) takes part in; nil when no transition runs.
    /// Open, as UIKit's is, for a container that hands out another controller's coordinator.
    open var transitionCoordinator: (any TransitionCoordinator)? {
        if let c = ownCoordinator { return c }
        if let c = parent?.transitionCoordinator { return c }
        return nil
    }

    /// Presents `viewController` modally (`present(_:animated:completion:)`).
    ///
    /// The presentation is owned by the top of this controller's parent chain. It is
    /// refused with a `transition.refused` diagnostic, changing nothing, while another
    /// transition runs in the window, when `viewController` is already presented (or is
    /// a child), or when the presenter already presents something. `completion` runs
    /// after the transition ended (not when it was cancelled).
    ///
    /// Open, as UIKit's is: a subclass may override it and call `super` to present.
    open func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewController, animated: animated, completion: completion)
    }

    /// Shows `viewController` in the primary context (`show(_:sender:)`): a navigation
    /// controller up the parent chain pushes it (its override of this method), and with
    /// none this controller presents it modally, as UIKit falls back to.
    open func show(_ viewController: ViewController, sender: Any?) {
        if let navigationController, navigationController !== self {
            navigationController.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows `viewController` in the secondary (detail) context
    /// (`showDetailViewController(_:sender:)`): a split view controller up the parent chain
    /// installs it as its secondary column (its override), and with none this controller
    /// presents it modally, as UIKit falls back to.
    open func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let splitViewController, splitViewController !== self {
            splitViewController.showDetailViewController(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Dismisses the controller this one presented, or this controller (or the presented
    /// controller it belongs to) when it presents nothing (`dismiss(animated:completion:)`).
    ///
    /// Sent lower in a stack of presented controllers (A presents B, B presents C,
    /// `A.dismiss`), it dismisses everything above, as UIKit documents: only the top-most
    /// controller is animated (by its own animator, towards A); the ones in between are
    /// simply removed (their containers hide at once and leave with the top's). Such a
    /// stacked dismissal is never interactive. A non-animated `.custom` dismissal still
    /// runs the custom animator, with `isAnimated == false`.
    ///
    /// Refused (reported, nothing changed) while another transition runs. Once the
    /// dismissal ends the dismissed controllers, their presentation controllers and every
    /// transition object are released; one second later a `transition.controllerNotFreed`
    /// diagnostic reports any that something still holds.
    ///
    /// Open, as UIKit's is: a subclass may override it (to animate its own way out, say) and
    /// call `super` to dismiss.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: animated, completion: completion)
    }

    /// MotionTransitioning's one-line API: `vc.motionTransitionController.transition = FadeTransition()`.
    /// Made on first use; it becomes the controller's transitioning delegate when a
    /// transition is set.
    ///
    /// Not named `transitionController` (MotionTransitioning's Swift name): UIKit has no such
    /// member, so UIKit subclasses declare their own under that name (a side menu's private
    /// `transitionController`), and a member here would clash with every one of them.
    public var motionTransitionController: TransitionController {
        if let c = _motionTransitionController { return c }
        let c = TransitionController(viewController: self)
        _motionTransitionController = c
        return c
    }

    /// The transition controller if one was made, without making it.
    var motionTransitionControllerIfMade: TransitionController? { _motionTransitionController }

    /// The top of the parent chain (the controller that owns presentation for this one).
    var rootAncestor: ViewController {
        var v = self
        while let p = v.parent { v = p }
        return v
    }

    /// The window the view is in, if loaded and on screen.
    var window: Window? { viewIfLoaded?.window }

    /// The nearest navigation controller up the parent chain.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// The nearest controller of type `T` up the parent chain, this one left out.
    package func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var v: ViewController? = parent
        while let c = v {
            if let match = c as? T { return match }
            v = c.parent
        }
        return nil
    }

    /// `awakeFromNib()`: never called, as no controller comes from a storyboard or nib here;
    /// open, as UIKit's is, so a subclass's override (and its `super` call) compiles.
    open func awakeFromNib() {}
}
