import Engine
import Geometry

/// The bar along the top of a navigation controller, or one a view holds on its own
/// (`UINavigationBar`, a view as UIKit's is): the top item's title (or its `titleView`) in the
/// middle, its buttons on either side and, when there is an item below it, a back button
/// on the left that goes back. On a controller's push and pop the titles and back buttons
/// cross-fade with the transition (through its coordinator, so an interactive pop scrubs
/// them and a cancel brings the old ones back), and the side buttons fade with them.
///
/// A navigation controller's bar shows its controllers' `navigationItem`s; a bar made by the
/// app shows the `items` given to it, and its back button pops the top one.
///
/// Back button title, as UIKit's default display mode: the previous item's
/// `backBarButtonItem` title, else its `backButtonTitle`, else its title (`navigationItem.title`,
/// else the controller's `title`), else "Back".
///
/// Ids: the bar `navigation-bar`, its title `navigation-title`, the back button `back-button`,
/// a side button `navigation-bar.item`.
@preconcurrency @MainActor
open class NavigationBar: View {
    /// Space above the bar's content (where a status bar would be), points.
    nonisolated public static let topInset = 20.0
    /// Height of the bar's content, points.
    nonisolated public static let contentHeight = 44.0
    /// The bar's full height.
    nonisolated public static var height: Double { topInset + contentHeight }
    /// The generic back title.
    public static let genericBackTitle = "Back"
    /// What the back button shows before the title it goes back to.
    static let backChevron = "\u{2039}"

    /// The title shown now (id `navigation-title`).
    public private(set) var titleLabel: Label
    /// The back button shown now (id `back-button`); hidden at the bottom of the stack.
    public private(set) var backButton: Button
    /// Called when the back button is tapped; nil pops the bar's own top item.
    var onBack: (() -> Void)?
    /// The navigation controller whose controllers' items the bar shows, nil for a bar of
    /// the app's own.
    weak var managingController: NavigationController?
    /// The levels the bar shows now, so a title changed while they are shown reaches the
    /// bar at once, as in UIKit.
    var shownTop: ShownLevel?
    var shownPrevious: ShownLevel?
    /// The items of a bar of the app's own, bottom first.
    var ownItems: [NavigationItem] = []
    /// The top item's side buttons and title view, as they are drawn now.
    var sideViews = SideViews()
    /// The line along the bottom edge (the appearance's shadow).
    let hairline = View()
    /// The blur behind the bar's items, made when an appearance asks for one.
    var backgroundEffectView: VisualEffectView?
    /// The image behind the bar's items (`setBackgroundImage(_:for:)`), made when one is set.
    var backgroundImageView: ImageView?
    /// The custom shadow image drawn instead of the hairline, made when one shows.
    var shadowImageView: ImageView?
    /// The appearance last assigned (`standardAppearance`); nil keeps the classic grey.
    var appliedAppearance: BarAppearance?
    /// Background images by metrics (`setBackgroundImage(_:for:)`).
    var backgroundImages: [BarMetrics: Image] = [:]

    /// True (the default) draws the bar's background a little see-through, with the top
    /// controller's view running under the bar; false draws it opaque, and a navigation
    /// controller then lays its controllers' views out below the bar, as UIKit does.
    open var isTranslucent = true {
        didSet {
            updateBackground()
            managingController?.barOpacityDidChange()
        }
    }
    /// The colour of the bar's background (`barTintColor`), made a little see-through while
    /// the bar is translucent; nil draws the default grey.
    open var barTintColor: Color? { didSet { updateBackground() } }
    /// The style of the default background (`barStyle`, `.default` by default): `.black`
    /// draws it black, translucent or not as `isTranslucent` says; a `barTintColor` wins.
    open var barStyle = BarStyle.default { didSet { updateBackground() } }
    /// The image drawn along the bar's bottom edge instead of its hairline (`shadowImage`);
    /// as in UIKit it shows only while a background image is set too, and an empty image
    /// (`Image()`) draws no line at all.
    open var shadowImage: Image? { didSet { updateBackground() } }
    /// The image the back button shows at its leading edge instead of the chevron
    /// (`backIndicatorImage`). As in UIKit it takes effect only together with
    /// `backIndicatorTransitionMaskImage`; with either nil the chevron stays.
    open var backIndicatorImage: Image? { didSet { refreshBackButton() } }
    /// The mask UIKit lays over the titles sliding under a custom back indicator in pushes and
    /// pops (`backIndicatorTransitionMaskImage`). Here it completes the pair that makes
    /// `backIndicatorImage` show; the slides themselves are not masked.
    open var backIndicatorTransitionMaskImage: Image? { didSet { refreshBackButton() } }
    /// The appearance when scrolled content reaches the bar's edge (`scrollEdgeAppearance`).
    /// Kept for UIKit code that sets it: the bar here follows no scroll view, so
    /// `standardAppearance` draws.
    open var scrollEdgeAppearance: BarAppearance?
    /// The appearance of a compact-height bar (`compactAppearance`). Kept for UIKit code that
    /// sets it: the bar here has one height, so `standardAppearance` draws.
    open var compactAppearance: BarAppearance?
    /// The compact counterpart of `scrollEdgeAppearance`, kept as it is.
    open var compactScrollEdgeAppearance: BarAppearance?
    /// Whether the bar shows its title large, below the row of buttons (`prefersLargeTitles`).
    /// Accepted and not drawn: the bar here keeps one height and draws titles at one size.
    open var prefersLargeTitles = false
    /// Told of pushes and pops on a bar of the app's own (`delegate`), not retained.
    open weak var delegate: (any NavigationBarDelegate)?
    /// Applies `titleTextAttributes` to a title label (set by UIKit's spelling).
    package var styleTitle: ((Label) -> Void)?
    /// The attributes `styleTitle` came from, as they were set.
    package var titleTextAttributesValue: Any?
    /// The large title's attributes, as they were set (large titles are not drawn here).
    package var largeTitleTextAttributesValue: Any?

    /// A bar occupying `frame` with no items: no title and no back button.
    public override init(frame: Rect) {
        titleLabel = Label()
        backButton = Button(title: "")
        super.init(frame: frame)
        accessibilityIdentifier = "navigation-bar"
        settingDefaults { backgroundColor = Color(r8: 249, g8: 249, b8: 249, alpha: 0.94) }
        hairline.backgroundColor = Color(r8: 0, g8: 0, b8: 0, alpha: 0.3)
        hairline.accessibilityIdentifier = "navigation-bar.hairline"
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        titleLabel = makeTitle("")
        backButton = makeBackButton(nil)
        addSubview(titleLabel)
        addSubview(backButton)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// Sets the image drawn over the whole bar instead of its background colour, for
    /// `barMetrics` (`setBackgroundImage(_:for:)`); nil removes it. An empty image (`Image()`)
    /// leaves the bar transparent, the classic way to hide a bar's background. Open and in
    /// the class, as UIKit's is, so a bar subclass may override it.
    open func setBackgroundImage(_ image: Image?, for barMetrics: BarMetrics) {
        backgroundImages[barMetrics] = image
        updateBackground()
    }

    /// `setBackgroundImage(_:for:barMetrics:)`: the bar here is always at the top, so the
    /// position is not kept apart; the image is set for `barMetrics`. Open, as UIKit's is.
    open func setBackgroundImage(_ image: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        setBackgroundImage(image, for: barMetrics)
    }

    /// The bar itself. The bar was once a holder of its view; it is a view now, as UIKit's.
    @available(*, deprecated, message: "the navigation bar is a view itself")
    public var view: View { self }

    /// The bar's width and its full height (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: Self.height)
    }

    /// Lays the background out to fill the bar, the hairline along its bottom edge, and the
    /// items in the row below the top inset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundEffectView?.frame = bounds
        backgroundImageView?.frame = bounds
        hairline.frame = Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
        if let shadow = shadowImageView {
            let h = shadow.image?.size.height ?? 0
            shadow.frame = Rect(x: 0, y: bounds.height, width: bounds.width, height: h)
        }
        layoutItems(in: bounds)
    }

    /// The back button's title for a controller pushed on `previous` (nil: no back button).
    public static func backButtonTitle(for previous: ViewController?) -> String? {
        guard let previous else { return nil }
        return ShownLevel(previous).backTitle
    }

    /// The title shown for `controller` on top.
    public static func title(for controller: ViewController) -> String {
        ShownLevel(controller).title
    }

    /// Shows `top` (with `previous` below it) at once.
    func show(top: ViewController, previous: ViewController?) {
        show(top: ShownLevel(top), previous: previous.map(ShownLevel.init))
    }

    /// Shows the `top` level (with `previous` below it) at once.
    func show(top: ShownLevel, previous: ShownLevel?) {
        watch(top: top, previous: previous)
        titleLabel.text = top.title
        configureBack(backButton, title: backTitle(top: top, previous: previous))
        titleLabel.alpha = 1
        backButton.alpha = 1
        titleLabel.isHidden = top.item.titleView != nil
        replaceSideViews(for: top.item)
    }

    /// Shows `item`'s side buttons and title view in place of the ones shown now, keeping the
    /// views of buttons that stay.
    private func replaceSideViews(for item: NavigationItem) {
        let old = sideViews
        sideViews = makeSideViews(for: item)
        Self.settle(showing: sideViews.all, removing: old.all.filter { v in !sideViews.all.contains { $0 === v } })
        if !old.all.isEmpty || !sideViews.all.isEmpty { setNeedsLayout() }
    }

    /// Cross-fades to `top`'s title and back button along the running transition, as UIKit's
    /// bar does: the title of the controller below the top and the back button that names it
    /// are one label to the eye. On a push the old title slides to where the new back
    /// button's text sits while that text slides in from the old title's place, the two
    /// fading into each other on the same spot; the new title comes in from the right and the
    /// old back button leaves to the left. A pop runs it backwards. So two different texts
    /// never sit on top of each other half-faded. The side buttons and title views fade out
    /// and in where they stand.
    func transition(
        to top: ViewController, previous: ViewController?, operation: NavigationOperation,
        coordinator: any TransitionCoordinator
    ) {
        let oldTitle = titleLabel
        let oldBack = backButton
        let oldTop = shownTop
        let oldPrevious = shownPrevious
        let oldSides = sideViews
        let topLevel = ShownLevel(top)
        let previousLevel = previous.map(ShownLevel.init)
        watch(top: topLevel, previous: previousLevel)
        let newTitle = makeTitle(topLevel.title)
        newTitle.isHidden = top.navigationItem.titleView != nil
        let newBack = makeBackButton(backTitle(top: topLevel, previous: previousLevel))
        newTitle.alpha = 0
        newBack.alpha = 0
        addSubview(newTitle)
        addSubview(newBack)
        let newSides = makeSideViews(for: top.navigationItem)
        let arriving = newSides.all.filter { v in !oldSides.all.contains { $0 === v } }
        let leaving = oldSides.all.filter { v in !newSides.all.contains { $0 === v } }
        for v in arriving { v.alpha = 0 }
        sideViews = newSides
        // The bar may not have been laid out yet (a push right after the controller was made):
        // it spans the window then.
        var bounds = self.bounds
        if bounds.width <= 0, let window {
            bounds = Rect(x: 0, y: 0, width: window.size.width, height: Self.height)
            layoutItems(in: bounds, title: oldTitle, back: oldBack, sides: oldSides)
        }
        layoutItems(in: bounds, title: newTitle, back: newBack, sides: newSides)
        let slides = itemSlides(
            old: (oldTitle, oldBack), new: (newTitle, newBack), width: bounds.width, forward: operation != .pop)
        newTitle.transform = slides.newTitleFrom
        newBack.transform = slides.newBackFrom
        titleLabel = newTitle
        backButton = newBack
        // The old back button must not pop again while it fades out.
        oldBack.isUserInteractionEnabled = false
        let animated = coordinator.animate(
            alongsideTransition: { _ in
                oldTitle.alpha = 0
                oldTitle.transform = slides.oldTitleTo
                oldBack.alpha = 0
                oldBack.transform = slides.oldBackTo
                newTitle.alpha = 1
                newTitle.transform = .identity
                newBack.alpha = 1
                newBack.transform = .identity
                for v in leaving { v.alpha = 0 }
                for v in arriving { v.alpha = 1 }
            },
            completion: { [weak self] c in
                guard let self else { return }
                if c.isCancelled {
                    Self.settle(showing: [oldTitle, oldBack] + leaving, removing: [newTitle, newBack] + arriving)
                    oldBack.isUserInteractionEnabled = true
                    self.titleLabel = oldTitle
                    self.backButton = oldBack
                    self.sideViews = oldSides
                    if let oldTop { self.watch(top: oldTop, previous: oldPrevious) }
                } else {
                    Self.settle(showing: [newTitle, newBack] + arriving, removing: [oldTitle, oldBack] + leaving)
                }
            })
        if !animated {
            Self.settle(showing: [newTitle, newBack] + arriving, removing: [oldTitle, oldBack] + leaving)
        }
    }

    /// Ends a swap of bar items however it went (finished, cancelled or not animated): the
    /// items that stay show whole and in place, the others leave the bar.
    static func settle(showing kept: [View], removing gone: [View]) {
        for item in gone { item.removeFromSuperview() }
        for item in kept {
            item.alpha = 1
            item.transform = .identity
        }
    }

    /// Follows `top`'s and `previous`'s items: a change to either redraws the shown level.
    private func watch(top: ShownLevel, previous: ShownLevel?) {
        shownTop = top
        shownPrevious = previous
        let refresh: () -> Void = { [weak self] in self?.refreshShownLevel() }
        top.item.onChange = refresh
        previous?.item.onChange = refresh
    }

    /// Redraws the shown level after one of its items changed: the texts in place (a push
    /// or pop may be fading them), and the side views again.
    private func refreshShownLevel() {
        guard let top = shownTop else { return }
        titleLabel.text = top.title
        titleLabel.isHidden = top.item.titleView != nil
        configureBack(backButton, title: backTitle(top: top, previous: shownPrevious))
        replaceSideViews(for: top.item)
    }

    /// What the back button says under `top` with `previous` below it; nil hides it.
    private func backTitle(top: ShownLevel, previous: ShownLevel?) -> String? {
        guard let previous, !top.item.hidesBackButton else { return nil }
        if let left = top.item.leftBarButtonItems, !left.isEmpty, !top.item.leftItemsSupplementBackButton {
            return nil
        }
        return previous.backTitle
    }

    private func makeTitle(_ text: String) -> Label {
        let l = Label(text: text)
        l.accessibilityIdentifier = "navigation-title"
        l.isUserInteractionEnabled = false
        Self.styleAsTitle(l)
        (appliedAppearance?.styleTitle ?? styleTitle)?(l)
        return l
    }

    /// The bar's own title style: 17-point bold, centred, black.
    static func styleAsTitle(_ label: Label) {
        label.fontSize = 17
        label.fontWeight = .bold
        label.textAlignment = .center
        label.textColor = .black
    }

    /// Gives the shown title the style the attributes ask for now (new ones were set): the
    /// appearance's when it has some, else the bar's own.
    package func restyleTitle() {
        Self.styleAsTitle(titleLabel)
        (appliedAppearance?.styleTitle ?? styleTitle)?(titleLabel)
    }

    private func makeBackButton(_ title: String?) -> Button {
        let b = Button(title: "") { [weak self] _ in self?.goBack() }
        b.accessibilityIdentifier = "back-button"
        b.titleLabel.fontSize = 17
        b.titleLabel.textAlignment = .left
        configureBack(b, title: title)
        return b
    }

    /// The back button's tap: the controller pops, or a bar of the app's own pops its item.
    private func goBack() {
        if let onBack {
            onBack()
        } else {
            popItem(animated: true)
        }
    }

    private func configureBack(_ button: Button, title: String?) {
        let indicator = shownBackIndicator
        button.setImage(indicator, for: .normal)
        if indicator != nil {
            button.title = title
        } else {
            button.title = title.map { $0.isEmpty ? Self.backChevron : "\(Self.backChevron) \($0)" }
        }
        button.isHidden = title == nil
    }

    /// The custom back indicator when both images of the pair are set, else nil (the chevron).
    var shownBackIndicator: Image? {
        backIndicatorTransitionMaskImage == nil ? nil : backIndicatorImage
    }

    /// Shows a changed back indicator on the back button now, not at the next push or pop.
    private func refreshBackButton() {
        guard let top = shownTop else { return }
        configureBack(backButton, title: backTitle(top: top, previous: shownPrevious))
    }

    private func layoutItems(in bounds: Rect) {
        layoutItems(in: bounds, title: titleLabel, back: backButton, sides: sideViews)
        for v in subviews where v !== titleLabel && v !== backButton {
            if v.accessibilityIdentifier == "navigation-title" { Self.place(v, like: titleLabel) }
            if v.accessibilityIdentifier == "back-button" { Self.place(v, like: backButton) }
        }
    }

    private func layoutItems(in bounds: Rect, title: Label, back: Button, sides: SideViews) {
        let y = bounds.minY + Self.topInset
        let side = min(150, max(0, bounds.width / 2 - 60))
        Self.place(back, in: Rect(x: 8, y: y, width: side, height: Self.contentHeight))
        let reach = layoutSideViews(sides, in: bounds, row: y, back: back)
        let inset = max(side + 8, reach + 8)
        let titleRoom = Rect(
            x: bounds.minX + inset, y: y, width: max(0, bounds.width - 2 * inset), height: Self.contentHeight)
        Self.place(title, in: titleRoom)
        if let titleView = sides.titleView { Self.center(titleView, in: titleRoom) }
    }

    /// Puts `item` in `rect` before its transform: the titles slide by their transform while
    /// the bar may lay out, and `frame` would fold that slide into the layout.
    static func place(_ item: View, in rect: Rect) {
        item.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        item.center = Point(x: rect.midX, y: rect.midY)
    }

    /// Gives `item` the untransformed place of `model`.
    private static func place(_ item: View, like model: View) {
        item.bounds = model.bounds
        item.center = model.center
    }
}
