import Engine
import Geometry

/// A controller that runs a search from a search bar (`UISearchController`): it owns the
/// `searchBar`, and when the search becomes active (the bar's field begins editing, or
/// `isActive` is set) it presents itself over the presentation context, tells its
/// `searchResultsUpdater` to update, and shows the `searchResultsController`'s view below the
/// bar; Cancel, a tap on the dimmed background or `isActive = false` dismiss it.
///
/// The activation is a presentation, animated as iOS does on the window's clock (so a
/// headless run draws the same frames each time): over `presentationDuration` the bar
/// moves from where it sits to the top of the search interface while the navigation bar
/// slides up out of the way (`hidesNavigationBarDuringPresentation`), the dimming and the
/// results fade in, and Cancel slides in (`automaticallyShowsCancelButton`); the dismissal
/// plays the same in reverse and puts the bar back where it was.
///
/// The presentation context is the nearest controller up from the one showing the bar
/// whose `definesPresentationContext` is true (the search then covers only its view), else
/// the whole window, as UIKit's `.currentContext` rule says.
///
/// Set it as a controller's `navigationItem.searchController` to show its bar below the
/// navigation bar's title, or place `searchBar` in a view (a table's header) yourself.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// How long the activation and the dismissal animate, in seconds.
    public static let presentationDuration = 0.3
    /// The alpha of the black over the content while `obscuresBackgroundDuringPresentation`.
    public static let dimmingAlpha = 0.2

    /// The bar this controller owns (`searchBar`): place it in your interface.
    public let searchBar: SearchBar
    /// The controller that shows the results (`searchResultsController`); nil shows them in
    /// the controller that shows the bar.
    public let searchResultsController: ViewController?
    /// The object told to update the results (`searchResultsUpdater`); not retained.
    open weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// The object told of the presentation and dismissal (`delegate`); not retained.
    open weak var delegate: (any SearchControllerDelegate)?
    /// True covers the content below the bar with a dimming view while the search is
    /// active (`obscuresBackgroundDuringPresentation`); a tap on it ends the search. False by
    /// default, as since iOS 15 (true before it).
    open var obscuresBackgroundDuringPresentation = false { didSet { showResultsAndDimming() } }
    /// The older name of `obscuresBackgroundDuringPresentation` (`dimsBackgroundDuringPresentation`).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// True slides the navigation bar away while the search is active
    /// (`hidesNavigationBarDuringPresentation`), so the bar takes the top; true by default.
    open var hidesNavigationBarDuringPresentation = true
    /// True shows Cancel while the search is active and hides it after
    /// (`automaticallyShowsCancelButton`); true by default.
    open var automaticallyShowsCancelButton = true
    /// True shows the bar's scope buttons while the search is active
    /// (`automaticallyShowsScopeBar`); setting the bar's `showsScopeBar` turns it off.
    open var automaticallyShowsScopeBar = true
    /// True shows the results controller whenever the bar's text is not empty, and hides it
    /// while it is (`automaticallyShowsSearchResultsController`); true by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows now (`showsSearchResultsController`).
    /// Setting it shows or hides it at once, and turns the automatic showing off.
    open var showsSearchResultsController: Bool {
        get { resultsShown }
        set {
            automaticallyShowsSearchResultsController = false
            resultsShown = newValue
        }
    }
    /// Whether the search is active (`isActive`): setting true presents the search
    /// interface, false dismisses it. False by default.
    open var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }

    var active = false
    /// True from the end of the presentation to the start of the dismissal: changes to the
    /// dimming and the results show at once only then, not in the middle of a move.
    var isShown = false
    var resultsShown = false { didSet { showResultsAndDimming() } }
    /// The view over the content below the bar (id `searchController.dimming`).
    let dimmingView = View()
    /// Where the bar sat before the search took it, to put it back.
    var barHome: ViewHome?
    var barHomeFrame = Rect.zero
    /// The navigation controller whose bar this search slid away, to bring it back.
    weak var hiddenNavigation: NavigationController?
    /// The controller whose view the search covers, found when it starts.
    weak var contextController: ViewController?
    /// Keeps the presentation's pieces alive (`transitioningDelegate` is weak).
    let presentation = SearchPresentation()
    /// True while the scope bar is shown by this controller, not by code.
    var showsScopeBarAutomatically = false

    /// A search controller showing its results in `searchResultsController`
    /// (`init(searchResultsController:)`); nil shows them in the controller showing the bar.
    public init(searchResultsController: ViewController?) {
        searchBar = SearchBar(frame: Rect(x: 0, y: 0, width: 320, height: SearchBar.rowHeight))
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        presentation.controller = self
        transitioningDelegate = presentation
        searchBar.owner = self
        searchBar.showsScopeBarWasSet = { [weak self] in
            guard let self, !self.showsScopeBarAutomatically else { return }
            self.automaticallyShowsScopeBar = false
        }
        if let searchResultsController { addChild(searchResultsController) }
    }

    /// A search controller with no results controller (`init()`).
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Always nil, as `ViewController.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// A clear view holding the dimming, the results controller's view and, while the
    /// search is active, the bar.
    open override func loadView() {
        let root = View()
        root.accessibilityIdentifier = "searchController"
        dimmingView.accessibilityIdentifier = "searchController.dimming"
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.isActive = false })
        root.addSubview(dimmingView)
        if let results = searchResultsController {
            results.view.alpha = 0
            root.addSubview(results.view)
            results.didMove(toParent: self)
        }
        root.onLayoutSubviews = { [weak self] _ in self?.layoutActiveParts() }
        view = root
    }

    // MARK: Activation

    /// `isActive`'s work: present or dismiss, with the delegate's news around it.
    func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        active = newValue
        if newValue {
            delegate?.willPresentSearchController(self)
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
            if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty {
                showsScopeBarAutomatically = true
                searchBar.showsScopeBar = true
                showsScopeBarAutomatically = false
            }
            updateResultsVisibility()
            searchResultsUpdater?.updateSearchResults(for: self)
            if let delegate {
                delegate.presentSearchController(self)
            } else {
                presentByDefault()
            }
        } else {
            isShown = false
            delegate?.willDismissSearchController(self)
            searchBar.resignFirstResponder()
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
            if automaticallyShowsScopeBar, searchBar.showsScopeBar {
                showsScopeBarAutomatically = true
                searchBar.showsScopeBar = false
                showsScopeBarAutomatically = false
            }
            guard presentingViewController != nil else {
                delegate?.didDismissSearchController(self)
                return
            }
            dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.didDismissSearchController(self)
            }
        }
    }

    /// The text changed: the results controller shows or hides as the text asks.
    func updateResultsVisibility() {
        guard automaticallyShowsSearchResultsController else { return }
        resultsShown = !(searchBar.text ?? "").isEmpty
    }
}

extension SearchController: SearchBarOwner {
    /// The user began editing: the search becomes active.
    package func searchBarDidBeginEditing(_ searchBar: SearchBar) {
        if !active { isActive = true }
    }

    /// While active, each change of the text updates the results.
    package func searchBarTextDidChange(_ searchBar: SearchBar) {
        guard active else { return }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel empties the bar and ends the search.
    package func searchBarDidTapCancel(_ searchBar: SearchBar) {
        guard active else { return }
        searchBar.text = ""
        isActive = false
    }

    /// Nothing: UIKit leaves a scope change to the bar's delegate.
    package func searchBarScopeDidChange(_ searchBar: SearchBar) {}
}
