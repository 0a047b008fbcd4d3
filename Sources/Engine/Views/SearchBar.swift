import Geometry
import LayerTree

/// A bar for entering a search (`UISearchBar`): a rounded search field with a magnifying
/// glass and a grey placeholder, a Cancel button in the tint colour, an optional prompt
/// above and scope buttons below, over a bar background.
///
/// It searches nothing itself: its `delegate` hears the user's edits, Return (the Search
/// key), Cancel and the scope buttons, when UIKit calls them (see `SearchBarDelegate`).
/// Typing reaches the field through the engine's key path for text fields, so a
/// `SearchBarDelegate` sees exactly what a `TextFieldDelegate` would. Text set in code tells
/// the delegate nothing, as in UIKit.
///
/// Sizes: the field's row is `rowHeight` (56 points, UIKit's since iOS 11) with the field
/// `fieldHeight` tall and 8 points in from either side; a prompt adds `promptHeight` above,
/// the scope bar (`showsScopeBar` with titles) `scopeBarHeight` below. `sizeThatFits`
/// answers the offered width and that height; the intrinsic size has no width.
///
/// Open, as `UISearchBar` is: a subclass may adopt `SearchBarDelegate` and set itself as
/// its delegate.
@preconcurrency @MainActor
open class SearchBar: View {
    /// The look of the bar's background (`UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The bar's background and the field (UIKit's default, `.prominent`'s look).
        case `default` = 0
        /// A bar background behind a field, for a search that is the screen's focus.
        case prominent = 1
        /// No bar background: the field alone, over what is behind the bar.
        case minimal = 2
    }

    /// The icons of the bar that `setImage(_:for:state:)` replaces (`UISearchBar.Icon`).
    public enum Icon: Int, Sendable {
        /// The magnifying glass at the field's left.
        case search = 0
        /// The clear button (kept: the field here draws none).
        case clear = 1
        /// The bookmark button (`showsBookmarkButton`).
        case bookmark = 2
        /// The results-list button (`showsSearchResultsButton`).
        case resultsList = 3
    }

    /// The height of the field's row, the bar's height with no prompt and no scope bar.
    public static let rowHeight = 56.0
    /// The height of the rounded field inside the row.
    public static let fieldHeight = 36.0
    /// Room between the bar's edges (and Cancel) and the field.
    public static let margin = 8.0
    /// The height a prompt adds above the row.
    public static let promptHeight = 30.0
    /// The height the scope bar adds below the row.
    public static let scopeBarHeight = 44.0
    /// The bar background of the default styles with no `barTintColor`: a light grey.
    public static let defaultBarColor = Color(r8: 248, g8: 248, b8: 248)
    /// The alpha of that background while `isTranslucent`.
    public static let translucentAlpha = 0.94

    /// The field the text is typed in (`searchTextField`).
    public let searchTextField: SearchField
    /// The object told of the user's edits and taps; not retained.
    open weak var delegate: (any SearchBarDelegate)?
    /// The controller that owns this bar (a search controller), told after the delegate.
    package weak var owner: (any SearchBarOwner)?

    /// The search text (`text`); "" when empty. Setting it in code tells the delegate
    /// nothing (a search controller's updater does hear it).
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            textDidChange()
            owner?.searchBarTextDidChange(self)
        }
    }
    /// The grey text shown while the field is empty (`placeholder`).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text centred above the field (`prompt`); nil shows none and takes no room.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            sizeDidChange()
        }
    }
    /// True shows Cancel at the right of the field (`showsCancelButton`); false by default.
    /// Setting it is `setShowsCancelButton(_:animated: false)`.
    open var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    /// True shows the bookmark button in the empty field (`showsBookmarkButton`).
    open var showsBookmarkButton = false { didSet { fieldButtonsDidChange() } }
    /// True shows the results-list button in the empty field (`showsSearchResultsButton`).
    open var showsSearchResultsButton = false { didSet { fieldButtonsDidChange() } }
    /// Whether the results-list button draws selected (`isSearchResultsButtonSelected`).
    open var isSearchResultsButtonSelected = false {
        didSet { resultsListButton.isSelected = isSearchResultsButtonSelected }
    }
    /// The titles of the scope buttons (`scopeButtonTitles`), shown while `showsScopeBar`.
    open var scopeButtonTitles: [String]? { didSet { scopeTitlesDidChange() } }
    /// The selected scope button, an index into `scopeButtonTitles` (0 by default). Setting
    /// it in code tells the delegate nothing.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
    }
    /// True shows the scope buttons below the field (`showsScopeBar`); false by default.
    open var showsScopeBar = false {
        didSet {
            if showsScopeBar != oldValue { showsScopeBarWasSet?() }
            sizeDidChange()
        }
    }
    /// The look of the background (`searchBarStyle`); `.default` by default.
    open var searchBarStyle = Style.default { didSet { updateBackground() } }
    /// `barStyle` as its raw value: the Transitions layer, which owns `BarStyle`, names it.
    package var barStyleValue = 0 { didSet { updateBackground() } }
    /// The colour of the bar's background (`barTintColor`) in place of the default grey; nil
    /// by default. A background image wins; `.minimal` draws no background at all.
    open var barTintColor: Color? { didSet { updateBackground() } }
    /// False draws the default background opaque (`isTranslucent`); true by default.
    open var isTranslucent = true { didSet { updateBackground() } }
    /// An image stretched over the bar in place of its colour (`backgroundImage`); an empty
    /// image draws no background, a common way to drop it.
    open var backgroundImage: Image? { didSet { updateBackground() } }

    /// What `setImage(_:for:state:)` set, by icon and state.
    var iconImages: [Icon: [ControlState: Image]] = [:]
    /// Set by an owning search controller: told when code sets `showsScopeBar`.
    package var showsScopeBarWasSet: (() -> Void)?
    /// True while Cancel shows.
    var cancelShown = false
    /// The background colour or image.
    let backgroundView = ImageView(image: nil)
    /// The prompt's label.
    let promptLabel = Label()
    /// The Cancel button (id `searchBar.cancel`).
    public let cancelButton = Button(title: "Cancel")
    /// The scope buttons.
    let scopeBar = SegmentedControl(items: [])
    /// The buttons the field shows at its right while empty.
    let bookmarkButton = Button(type: .system)
    let resultsListButton = Button(type: .system)
    /// Turns the field's delegate calls into this bar's.
    private var relay: SearchFieldRelay?

    /// A bar occupying `frame` (`init(frame:)`), the designated initializer.
    public override init(frame: Rect) {
        searchTextField = SearchField(frame: .zero)
        super.init(frame: frame)
        build()
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    private func build() {
        backgroundView.isUserInteractionEnabled = false
        backgroundView.accessibilityIdentifier = "searchBar.background"
        promptLabel.textAlignment = .center
        promptLabel.fontSize = 13
        promptLabel.isHidden = true
        searchTextField.accessibilityIdentifier = "searchBar.field"
        cancelButton.accessibilityIdentifier = "searchBar.cancel"
        cancelButton.alpha = 0
        cancelButton.onPrimaryAction = { [weak self] _ in self?.cancelTapped() }
        scopeBar.accessibilityIdentifier = "searchBar.scope"
        scopeBar.isHidden = true
        scopeBar.addTarget(for: .valueChanged) { [weak self] _ in self?.scopeTapped() }
        bookmarkButton.setImage(Image(systemName: "book") ?? Image(systemName: "star"), for: .normal)
        bookmarkButton.onPrimaryAction = { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarBookmarkButtonClicked(self)
        }
        resultsListButton.setImage(Image(systemName: "line.3.horizontal"), for: .normal)
        resultsListButton.onPrimaryAction = { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarResultsListButtonClicked(self)
        }
        for button in [bookmarkButton, resultsListButton] {
            button.frame = Rect(x: 0, y: 0, width: 30, height: 30)
            button.tintColor = SearchField.searchGrey
        }
        let relay = SearchFieldRelay(bar: self)
        self.relay = relay
        searchTextField.delegate = relay
        searchTextField.addTarget(for: .editingChanged) { [weak self] _ in self?.userChangedText() }
        for view in [backgroundView, promptLabel, searchTextField, cancelButton, scopeBar] as [View] {
            addSubview(view)
        }
        updateBackground()
    }

    // MARK: First responder: the field's

    /// The field can when it is enabled.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// True while the field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Starts editing in the field (`becomeFirstResponder()`), asking the delegate's
    /// `searchBarShouldBeginEditing` first.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends editing in the field (`resignFirstResponder()`), asking the delegate's
    /// `searchBarShouldEndEditing` first.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    // MARK: Cancel, scope, icons

    /// Shows or hides Cancel (`setShowsCancelButton(_:animated:)`); animated, the field
    /// narrows or widens and Cancel fades in from the right over 0.25 seconds, on the
    /// window's clock.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelShown else { return }
        cancelShown = showsCancelButton
        setNeedsLayout()
        guard animated, window != nil else { return }
        View.animate(withDuration: 0.25, options: [.curveEaseInOut]) { self.layoutIfNeeded() }
    }

    /// Sets the image of `icon` in `state` (`setImage(_:for:state:)`); nil gives the icon
    /// its default look back. The clear icon is kept, as the field draws no clear button.
    open func setImage(_ image: Image?, for icon: Icon, state: ControlState) {
        iconImages[icon, default: [:]][state] = image
        switch icon {
        case .search: searchTextField.glyph.show(self.image(for: .search, state: .normal))
        case .bookmark: bookmarkButton.setImage(image ?? Image(systemName: "book"), for: state)
        case .resultsList: resultsListButton.setImage(image ?? Image(systemName: "line.3.horizontal"), for: state)
        case .clear: break
        }
    }

    /// The image set for `icon` in `state` (`image(for:state:)`), nil when none was set.
    open func image(for icon: Icon, state: ControlState) -> Image? {
        iconImages[icon]?[state]
    }

    // MARK: Size

    /// The bar's height now: the row, and the prompt and scope bar that show.
    public var contentHeight: Double {
        Self.rowHeight + (prompt == nil ? 0 : Self.promptHeight) + (scopeBarShows ? Self.scopeBarHeight : 0)
    }

    /// The offered width and `contentHeight` (`sizeThatFits(_:)`).
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: contentHeight)
    }

    /// No width of its own, `contentHeight` tall.
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: contentHeight)
    }

    /// Lays out the background, prompt, field, Cancel and scope bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Editing news

    /// The user's edit: the delegate, then the owner.
    func userChangedText() {
        textDidChange()
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        owner?.searchBarTextDidChange(self)
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        owner?.searchBarDidTapCancel(self)
    }

    private func scopeTapped() {
        let index = scopeBar.selectedSegmentIndex
        guard index != SegmentedControl.noSegment else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        owner?.searchBarScopeDidChange(self)
    }

    /// The field's text changed: its right-hand buttons follow.
    private func textDidChange() {
        fieldButtonsDidChange()
    }

    private func fieldButtonsDidChange() {
        let empty = searchTextField.text?.isEmpty ?? true
        let button = showsSearchResultsButton ? resultsListButton : showsBookmarkButton ? bookmarkButton : nil
        let shown = empty ? button : nil
        if searchTextField.rightView !== shown {
            searchTextField.rightView = shown
            searchTextField.rightViewMode = shown == nil ? .never : .always
        }
    }

    private func scopeTitlesDidChange() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if !(scopeButtonTitles ?? []).indices.contains(selectedScopeButtonIndex) { selectedScopeButtonIndex = 0 }
        scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
        sizeDidChange()
    }

    private func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

/// The search field's delegate: each question and piece of news becomes the bar's.
@MainActor
final class SearchFieldRelay: TextFieldDelegate {
    weak var bar: SearchBar?

    init(bar: SearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.owner?.searchBarDidBeginEditing(bar)
    }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: TextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String)
        -> Bool
    {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the Search key: the delegate hears it, and the field does nothing more
    /// (editing goes on until someone resigns it, as in UIKit).
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}
