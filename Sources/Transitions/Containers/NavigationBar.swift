import Engine
import Geometry

/// The bar along the top of a navigation controller (`UINavigationBar`): the top
/// controller's title in the middle and, when there is a controller below it, a back
/// button on the left that pops. On push and pop the titles and back buttons cross-fade
/// with the transition (through its coordinator, so an interactive pop scrubs them and a
/// cancel brings the old ones back).
///
/// Back button title, as UIKit's default display mode: the previous controller's
/// `navigationItem.backButtonTitle`, else its title (`navigationItem.title`, else the
/// controller's `title`), else "Back".
///
/// Ids: the bar `navigation-bar`, its title `navigation-title`, the back button `back-button`.
@preconcurrency @MainActor
public final class NavigationBar {
    /// Space above the bar's content (where a status bar would be), points.
    public static let topInset = 20.0
    /// Height of the bar's content, points.
    public static let contentHeight = 44.0
    /// The bar's full height.
    public static var height: Double { topInset + contentHeight }
    /// The generic back title.
    public static let genericBackTitle = "Back"
    /// What the back button shows before the title it goes back to.
    static let backChevron = "\u{2039}"

    /// The bar's view (id `navigation-bar`).
    public let view = View()
    /// The title shown now (id `navigation-title`).
    public private(set) var titleLabel: Label
    /// The back button shown now (id `back-button`); hidden at the bottom of the stack.
    public private(set) var backButton: Button
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?
    /// The controllers whose items the bar shows now (not retained), so a title changed
    /// while they are shown reaches the bar at once, as in UIKit.
    private weak var shownTop: ViewController?
    private weak var shownPrevious: ViewController?
    /// The line along the bottom edge (the appearance's shadow).
    let hairline = View()
    /// The blur behind the bar's items, made when an appearance asks for one.
    var backgroundEffectView: VisualEffectView?
    /// The appearance last assigned (`standardAppearance`); nil keeps the classic grey.
    var appliedAppearance: BarAppearance?

    /// A bar with no title and no back button.
    public init() {
        view.accessibilityIdentifier = "navigation-bar"
        view.backgroundColor = Color(r8: 249, g8: 249, b8: 249, alpha: 0.94)
        hairline.backgroundColor = Color(r8: 0, g8: 0, b8: 0, alpha: 0.3)
        hairline.accessibilityIdentifier = "navigation-bar.hairline"
        hairline.isUserInteractionEnabled = false
        view.addSubview(hairline)
        titleLabel = Label()
        backButton = Button(title: "")
        titleLabel = makeTitle("")
        backButton = makeBackButton(nil)
        view.addSubview(titleLabel)
        view.addSubview(backButton)
        view.onLayoutSubviews = { [weak self, hairline] v in
            self?.backgroundEffectView?.frame = v.bounds
            hairline.frame = Rect(x: 0, y: v.bounds.height - 0.5, width: v.bounds.width, height: 0.5)
            self?.layoutItems(in: v.bounds)
        }
    }

    /// The back button's title for a controller pushed on `previous` (nil: no back button).
    public static func backButtonTitle(for previous: ViewController?) -> String? {
        guard let previous else { return nil }
        return previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title
            ?? genericBackTitle
    }

    /// The title shown for `controller` on top.
    public static func title(for controller: ViewController) -> String {
        controller.navigationItem.title ?? controller.title ?? ""
    }

    /// Shows `top` (with `previous` below it) at once.
    func show(top: ViewController, previous: ViewController?) {
        watch(top: top, previous: previous)
        titleLabel.text = Self.title(for: top)
        configureBack(backButton, previous)
        titleLabel.alpha = 1
        backButton.alpha = 1
    }

    /// Cross-fades to `top`'s title and back button along the running transition, as UIKit's
    /// bar does: the title of the controller below the top and the back button that names it
    /// are one label to the eye. On a push the old title slides to where the new back
    /// button's text sits while that text slides in from the old title's place, the two
    /// fading into each other on the same spot; the new title comes in from the right and the
    /// old back button leaves to the left. A pop runs it backwards. So two different texts
    /// never sit on top of each other half-faded.
    func transition(
        to top: ViewController, previous: ViewController?, operation: NavigationOperation,
        coordinator: TransitionCoordinator
    ) {
        let oldTitle = titleLabel
        let oldBack = backButton
        let oldTop = shownTop
        let oldPrevious = shownPrevious
        watch(top: top, previous: previous)
        let newTitle = makeTitle(Self.title(for: top))
        let newBack = makeBackButton(Self.backButtonTitle(for: previous))
        newTitle.alpha = 0
        newBack.alpha = 0
        view.addSubview(newTitle)
        view.addSubview(newBack)
        // The bar may not have been laid out yet (a push right after the controller was made):
        // it spans the window then.
        var bounds = view.bounds
        if bounds.width <= 0, let window = view.window {
            bounds = Rect(x: 0, y: 0, width: window.size.width, height: Self.height)
            layoutItems(in: bounds, title: oldTitle, back: oldBack)
        }
        layoutItems(in: bounds, title: newTitle, back: newBack)
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
            },
            completion: { [weak self] c in
                guard let self else { return }
                if c.isCancelled {
                    Self.settle(showing: [oldTitle, oldBack], removing: [newTitle, newBack])
                    oldBack.isUserInteractionEnabled = true
                    self.titleLabel = oldTitle
                    self.backButton = oldBack
                    if let oldTop { self.watch(top: oldTop, previous: oldPrevious) }
                } else {
                    Self.settle(showing: [newTitle, newBack], removing: [oldTitle, oldBack])
                }
            })
        if !animated {
            Self.settle(showing: [newTitle, newBack], removing: [oldTitle, oldBack])
        }
    }

    /// Ends a swap of bar items however it went (finished, cancelled or not animated): the
    /// items that stay show whole and in place, the others leave the bar.
    private static func settle(showing kept: [View], removing gone: [View]) {
        for item in gone { item.removeFromSuperview() }
        for item in kept {
            item.alpha = 1
            item.transform = .identity
        }
    }

    /// Follows `top`'s and `previous`'s items: a change to either redraws the shown titles.
    private func watch(top: ViewController, previous: ViewController?) {
        shownTop = top
        shownPrevious = previous
        let refresh: () -> Void = { [weak self] in self?.refreshTitles() }
        top.navigationItem.onChange = refresh
        previous?.navigationItem.onChange = refresh
    }

    private func refreshTitles() {
        guard let top = shownTop else { return }
        titleLabel.text = Self.title(for: top)
        configureBack(backButton, shownPrevious)
    }

    private func makeTitle(_ text: String) -> Label {
        let l = Label(text: text)
        l.accessibilityIdentifier = "navigation-title"
        l.fontSize = 17
        l.fontWeight = .bold
        l.textAlignment = .center
        l.isUserInteractionEnabled = false
        return l
    }

    private func makeBackButton(_ title: String?) -> Button {
        let b = Button(title: "") { [weak self] _ in self?.onBack?() }
        b.accessibilityIdentifier = "back-button"
        b.titleLabel.fontSize = 17
        b.titleLabel.textAlignment = .left
        configureBack(b, title: title)
        return b
    }

    private func configureBack(_ button: Button, _ previous: ViewController?) {
        configureBack(button, title: Self.backButtonTitle(for: previous))
    }

    private func configureBack(_ button: Button, title: String?) {
        button.title = title.map { "\(Self.backChevron) \($0)" }
        button.isHidden = title == nil
    }

    private func layoutItems(in bounds: Rect) {
        layoutItems(in: bounds, title: titleLabel, back: backButton)
        for v in view.subviews where v !== titleLabel && v !== backButton {
            if v.accessibilityIdentifier == "navigation-title" { Self.place(v, like: titleLabel) }
            if v.accessibilityIdentifier == "back-button" { Self.place(v, like: backButton) }
        }
    }

    private func layoutItems(in bounds: Rect, title: Label, back: Button) {
        let y = bounds.minY + Self.topInset
        let side = min(150, max(0, bounds.width / 2 - 60))
        Self.place(back, in: Rect(x: 8, y: y, width: side, height: Self.contentHeight))
        Self.place(
            title,
            in: Rect(
                x: bounds.minX + side + 8, y: y, width: max(0, bounds.width - 2 * (side + 8)),
                height: Self.contentHeight))
    }

    /// Puts `item` in `rect` before its transform: the titles slide by their transform while
    /// the bar may lay out, and `frame` would fold that slide into the layout.
    private static func place(_ item: View, in rect: Rect) {
        item.bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        item.center = Point(x: rect.midX, y: rect.midY)
    }

    /// Gives `item` the untransformed place of `model`.
    private static func place(_ item: View, like model: View) {
        item.bounds = model.bounds
        item.center = model.center
    }
}
