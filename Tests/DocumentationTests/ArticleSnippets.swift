// The code of the DocC articles (Sources/PlaygroundKit/PlaygroundKit.docc and
// Sources/PlaygroundTesting/PlaygroundTesting.docc), compiled here.
// ArticleCodeTests checks that every ```swift block of every article stands in this file
// verbatim, so an article cannot show code that does not build.
import Engine
import Geometry
import PlaygroundKit
import PlaygroundTesting
import Testing
import Transitions
import XCTest

// MARK: AnimatedTransitioning

/// Slides the presented card up from below the container, and back down on dismissal.
final class SlideUpAnimator: AnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        let key: TransitionKey = presenting ? .to : .from
        guard let card = context.view(forKey: key), let controller = context.viewController(forKey: key) else {
            return context.completeTransition(false)
        }
        let shown = presenting ? context.finalFrame(for: controller) : card.frame
        let below = AffineTransform(translationX: 0, y: context.containerView.bounds.maxY - shown.minY)
        if presenting {
            card.frame = shown
            card.transform = below
            context.containerView.addSubview(card)
        }
        View.animate(
            withDuration: transitionDuration(using: context), options: [.curveEaseOut],
            animations: {
                card.transform = self.presenting ? .identity : below
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

/// Hands out the animator for both directions.
final class SlideUpDelegate: TransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> (any AnimatedTransitioning)? {
        SlideUpAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        SlideUpAnimator(presenting: false)
    }
}

// MARK: Presenting with the delegate

@MainActor
func presentCard(from presenter: ViewController, delegate: SlideUpDelegate) {
    let card = ViewController()
    card.view.backgroundColor = Color(red: 0, green: 0.48, blue: 1)
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate  // weak: the presenter keeps `delegate` alive
    presenter.present(card, animated: true)
}

// MARK: Interactive

/// Drives a dismissal from a downward drag on the presented view.
@MainActor
final class DragToDismiss {
    private(set) var interaction: PercentDrivenInteractiveTransition?
    unowned let controller: ViewController

    init(controller: ViewController) {
        self.controller = controller
        controller.view.addGestureRecognizer(PanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    private func handle(_ pan: PanGestureRecognizer) {
        let height = max(controller.view.bounds.height, 1)
        let progress = min(max(pan.translation(in: nil).y / height, 0), 1)
        switch pan.state {
        case .began:
            interaction = PercentDrivenInteractiveTransition()
            controller.dismiss(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            let velocity = pan.velocity(in: nil).y
            if pan.state == .ended && (progress > 0.5 || velocity > 700) {
                interaction?.finish(velocity: velocity / height)
            } else {
                interaction?.cancel(velocity: velocity / height)
            }
            interaction = nil
        default:
            break
        }
    }
}

// MARK: Presentation controller

/// Insets the presented card and owns a dimming view that fades with the transition.
final class CardPresentationController: PresentationController {
    let dimmingView = View()

    override var frameOfPresentedViewInContainerView: Rect {
        (containerView?.bounds ?? .zero).insetBy(dx: 24, dy: 120)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let dimming = dimmingView
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0.4 })
            != true
        {
            dimming.alpha = 0.4
        }
    }

    override func dismissalTransitionWillBegin() {
        let dimming = dimmingView
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0 })
            != true
        {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

// MARK: Coordinator

@MainActor
func fadeTitle(_ title: View, alongside controller: ViewController) {
    controller.transitionCoordinator?.animate(
        alongsideTransition: { _ in
            title.alpha = 0
        },
        completion: { coordinator in
            // A cancelled interactive dismissal puts the title back.
            if coordinator.isCancelled { title.alpha = 1 }
        })
}

// MARK: Springs

func springForms() -> [Spring] {
    [
        Spring(mass: 1, stiffness: 300, damping: 20),  // physical
        Spring(response: 0.5, dampingRatio: 0.8),  // SwiftUI's response form
        Spring(duration: 0.5, dampingRatio: 0.7),  // UIKit's usingSpringWithDamping
        Spring(bounciness: 10, speed: 12),  // POP
    ]
}

@MainActor
func springyDrop(_ card: View) {
    View.animate(
        withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
        options: [],
        animations: {
            card.center = Point(x: 200, y: 360)
        })
}

// MARK: Recording

// The article shows the initializer the `Demo` protocol requires.
// swift-format-ignore: UseSynthesizedInitializer
/// A demo whose card slides up with `SlideUpDelegate`, for the recording article.
struct SlideUpDemo: Demo {
    static let name = "slide-up"
    static let title = "Slide up"
    static let summary = "A card slides up from the bottom edge"
    init() {}
    func makeRootViewController() -> ViewController { SlideUpScreen() }
}

/// The demo's screen: a `present-button` that presents the card.
final class SlideUpScreen: ViewController {
    let delegate = SlideUpDelegate()
    override func viewDidLoad() {
        let button = Button(title: "Present") { [unowned self] _ in presentCard(from: self, delegate: delegate) }
        button.accessibilityIdentifier = "present-button"
        button.frame = Rect(x: 100, y: 300, width: 200, height: 44)
        view.addSubview(button)
    }
}

final class SlideUpRecordingTests: XCTestCase {
    func testTheCardSlidesUpInItsDuration() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([10])
        let recording = try recorder.record(SlideUpDemo.self, script: "click 200 322\nwait 0.5")

        let presenting = recording.frames(during: "present")
        XCTAssertEqual(presenting.count, 21, "0.35 s at 60 frames per second")
        XCTAssertEqual(recording.frames.flatMap(\.diagnostics), [])
        let progress = presenting.map { $0.transition?.progress ?? 0 }
        XCTAssertEqual(progress, progress.sorted(), "a presentation only moves forward")
    }
}

// MARK: Sheets

extension SheetPresentationController.Detent.Identifier {
    /// A detent three quarters of the way up.
    static let tall = Self("tall")
}

@MainActor
func presentPicker(from presenter: ViewController) {
    let picker = ViewController()  // `.automatic`: a page sheet, as on iOS 13 and later
    if let sheet = picker.sheetPresentationController {
        sheet.detents = [
            .medium(),
            .custom(identifier: .tall) { context in context.maximumDetentValue * 0.75 },
            .large(),
        ]
        sheet.prefersGrabberVisible = true
        sheet.largestUndimmedDetentIdentifier = .medium  // the page behind stays usable
    }
    presenter.present(picker, animated: true)
}

@MainActor
func expand(_ picker: ViewController) {
    guard let sheet = picker.sheetPresentationController else { return }
    sheet.animateChanges {
        sheet.selectedDetentIdentifier = .large
    }
}

// MARK: Testing a transition (PlaygroundTesting.docc)

final class SlideUpSnapshotTests: XCTestCase {
    func testTheCardHalfWayUp() throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([10])
        let recording = try recorder.record(SlideUpDemo.self, script: "click 200 322\nwait 0.5")

        assertTransitionSnapshot(recording.image(at: 10))
        assertTransitionSnapshot(trace: recording)
    }
}

@Suite struct SlideUpSnapshotSuite {
    @Test func cardHalfWayUp() async throws {
        var recorder = TransitionRecorder()
        recorder.images = .frames([10])
        let recording = try await recorder.record(SlideUpDemo.self, script: "click 200 322\nwait 0.5")
        assertTransitionSnapshot(recording.image(at: 10), named: "slide-up-half-way")
    }
}

// MARK: ScrollingAndPickers

/// Rows of 44 points: a flick comes to rest with a row at the top.
final class RowSnappingDelegate: ScrollViewDelegate {
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: UnsafeMutablePointer<Point>
    ) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }
}

@MainActor
func presentList(from presenter: ViewController) {
    let list = ViewController()
    let scroll = ScrollView()
    scroll.contentSize = Size(width: 400, height: 200 * 44)
    list.view.addSubview(scroll)
    list.view.onLayoutSubviews = { page in scroll.frame = page.bounds }
    if let sheet = list.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersScrollingExpandsWhenScrolledToEdge = true  // the default
    }
    presenter.present(list, animated: true)
}

/// Two dependent wheels: a region, then the cities of that region.
final class RegionPicker: PickerViewDataSource, PickerViewDelegate {
    let regions = [("North", ["Harbin", "Shenyang"]), ("South", ["Guangzhou", "Shenzhen", "Xiamen"])]

    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? regions.count : regions[max(pickerView.selectedRow(inComponent: 0), 0)].1.count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? regions[row].0 : regions[max(pickerView.selectedRow(inComponent: 0), 0)].1[row]
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        guard component == 0 else { return }
        pickerView.selectRow(0, inComponent: 1, animated: false)
        pickerView.reloadComponent(1)
    }
}

// MARK: Materials

/// A full-window blur a vertical drag scrubs, built as UIKit code builds it.
@MainActor
final class ScrubbableBlur {
    let effectView: VisualEffectView
    let scrubber: PropertyAnimator

    init() {
        let view = VisualEffectView(effect: nil)
        let blur = BlurEffect(style: .systemThickMaterial)
        effectView = view
        scrubber = PropertyAnimator(duration: 0.5, curve: .easeInOut) { view.effect = blur }
        scrubber.pausesOnCompletion = true
        scrubber.pauseAnimation()
        view.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.drag(pan) })
    }

    /// 300 points up scrub the whole blur in; the release runs on to the nearer end.
    func drag(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .changed:
            scrubber.fractionComplete = min(max(-pan.translation(in: nil).y / 300, 0), 1)
        case .ended, .cancelled:
            scrubber.isReversed = scrubber.fractionComplete < 0.5
            scrubber.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

// MARK: Alerts

/// Asks before deleting: Cancel on the left, a red Delete whose handler runs once the
/// alert is gone.
@MainActor
func confirmDeletion(from page: ViewController, delete: @escaping () -> Void) {
    let alert = AlertController(
        title: "Delete draft?", message: "You cannot undo this.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
    page.present(alert, animated: true)
}

// MARK: Search

/// A list of cities filtered by the search bar under the navigation bar's title.
final class CityListViewController: ViewController, SearchResultsUpdating {
    let cities = ["Beijing", "Chengdu", "Shanghai", "Shenzhen"]
    private(set) var shown: [String] = []
    let search = SearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search cities"
        navigationItem.searchController = search
        definesPresentationContext = true
        shown = cities
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? cities : cities.filter { $0.lowercased().contains(text.lowercased()) }
    }
}
