// Tutorial: `.fullScreen` versus `.custom`, and the classic custom-mode mistake (from
// the original blog tutorial on view controller transitions).
//
// UIKit concept: in `.fullScreen` the presenting view leaves the hierarchy when the
// presentation ends; in `.custom` it stays where it is and the container never owns it, so an
// animator that adds it to the container on dismissal makes it vanish. The playground catches
// that mistake with a diagnostic. The lines that matter:
//     modal.modalPresentationStyle = style      // .fullScreen or .custom
//     context.containerView.addSubview(presentingView)   // the mistake, in .custom

import DemoKit
import Engine
import Geometry
import Transitions

/// The original transitions tutorial's lesson on presentation styles: one animator run in `.fullScreen` and in
/// `.custom`, with the views the container holds during and after each transition
/// listed on screen. In `.fullScreen` the presenting view leaves the hierarchy once the
/// presentation ends and the dismissal puts it in the container (`view(forKey: .to)`);
/// in `.custom` it never leaves its place and `view(forKey: .to)` is nil. "Broken
/// dismissal" runs an animator that makes the classic mistake of adding the presenting
/// view to the container during a `.custom` dismissal; the playground catches it with
/// the `transition.presentingViewAddedToContainer` diagnostic and puts the view back.
public struct StylesDemo: ListedDemo {
    /// `--demo styles`, its catalog row and summary.
    public static let entry = DemoEntry(
        "styles", title: "Presentation styles",
        summary: "One animator in .fullScreen and .custom, and the custom dismissal trap")

    /// Creates the demo with its default parameters.
    public init() {}

    /// The demo's first screen, with its `present-button`.
    public func makeRootViewController() -> ViewController { StylesRootViewController() }
}

/// What the container held at the moments that matter, as lines for the screens.
@MainActor
final class ContainerReport {
    private(set) var lines: [String] = []
    /// Called whenever `lines` changes.
    var onChange: (([String]) -> Void)?

    /// Starts a new report for a transition.
    func begin(_ title: String) {
        lines = [title]
        onChange?(lines)
    }

    /// Adds a line listing the ids of `container`'s subviews at `moment`.
    func record(_ moment: String, container: View, presenter: View?) {
        let ids = container.subviews.map { $0.accessibilityIdentifier ?? "?" }.joined(separator: ", ")
        var line = "\(moment): [\(ids)]"
        if let presenter { line += presenter.window == nil ? ", presenter off screen" : ", presenter on screen" }
        lines.append(line)
        onChange?(lines)
    }
}

/// The presenting screen: three buttons and the report.
@MainActor
final class StylesRootViewController: DemoRootViewController, CustomPresentationDelegate,
    DirectionalAnimatorDelegate
{
    let report = ContainerReport()
    /// True while the broken animator is chosen for the dismissal of the shown modal.
    private var breaksDismissal = false

    convenience init() {
        self.init(
            StylesDemo.entry, heading: "Styles", subtitle: "What the container holds",
            background: Palette.groupedBackground)
    }

    override func screenDidLoad(_ screen: DemoScreen) {
        screen.addButton("Full screen", id: "present-button") { [weak self] _ in self?.show(.fullScreen, broken: false)
        }
        screen.addButton("Custom", id: "present-custom-button") { [weak self] _ in self?.show(.custom, broken: false) }
        screen.addButton("Broken dismissal", id: "broken-button") { [weak self] _ in self?.show(.custom, broken: true) }
        let lines = (0..<3).map { screen.statusLine($0) }
        report.onChange = { text in
            for (i, l) in lines.enumerated() { l.text = i < text.count ? text[i] : "" }
        }
    }

    private func show(_ style: ModalPresentationStyle, broken: Bool) {
        breaksDismissal = broken
        present(Self.makeModal(), style: style, transitioningDelegate: self)
    }

    /// The presented card (id `modal`): purple with rounded corners in `.custom`, green and
    /// square in `.fullScreen`.
    private static func makeModal() -> ViewController {
        DemoViewController(named: "styles.modal") { modal in
            let custom = modal.modalPresentationStyle == .custom
            let card = CardScreen.modal(
                of: modal, title: "Presented", detail: custom ? ".custom" : ".fullScreen",
                color: custom ? Palette.purple : Palette.green)
            card.view.cornerRadius = custom ? 12 : 0
            return card.view
        }
    }

    func animator(presenting: Bool) -> any AnimatedTransitioning {
        if !presenting && breaksDismissal { return BrokenZoomDismissAnimator(report: report) }
        return ZoomAnimator(report: report)
    }

    func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController {
        InsetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A `.custom` presentation that insets the card, so the presenter shows around it.
@MainActor
final class InsetPresentationController: PresentationController {
    override var frameOfPresentedViewInContainerView: Rect {
        (containerView?.bounds ?? .zero).insetBy(dx: 24, dy: 120)
    }

    override func containerViewWillLayoutSubviews() {
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}

/// The one animator: the card zooms in from 0.8 while fading in, and out again. On
/// dismissal it puts the presenting view under the card only when the context hands
/// it over (`view(forKey: .to)` is non-nil: `.fullScreen`), which is the rule.
@MainActor
class ZoomAnimator: AnimatedTransitioning {
    let report: ContainerReport

    init(report: ContainerReport) { self.report = report }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        if context.kind == .present {
            zoomIn(using: context)
        } else {
            zoomOut(using: context)
        }
    }

    private func zoomIn(using context: TransitionContext) {
        guard let card = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        let presenter = context.viewController(forKey: .from)?.view
        report.begin("present \(Self.styleName(context))")
        card.frame = context.finalFrame(for: toVC)
        card.transform = AffineTransform(scaleX: 0.8, y: 0.8)
        card.alpha = 0
        container.addSubview(card)
        report.record("during", container: container, presenter: presenter)
        View.animate(
            withDuration: transitionDuration(using: context), options: [.curveEaseOut],
            animations: {
                card.transform = .identity
                card.alpha = 1
            }
        ) { [report] _ in
            context.completeTransition(!context.transitionWasCancelled)
            report.record("after", container: container, presenter: presenter)
        }
    }

    /// The dismissal, the part the broken animator gets wrong.
    func zoomOut(using context: TransitionContext) {
        guard let card = context.view(forKey: .from) else {
            context.completeTransition(false)
            return
        }
        let presenter = context.viewController(forKey: .to)?.view
        report.begin("dismiss \(Self.styleName(context))")
        if let back = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) {
            back.frame = context.finalFrame(for: toVC)
            context.containerView.insertSubview(back, belowSubview: card)
        }
        report.record("during", container: context.containerView, presenter: presenter)
        shrinkAway(card, context: context, presenter: presenter)
    }

    /// ".fullScreen", ".custom": the presentation style, as the report names it.
    static func styleName(_ context: TransitionContext) -> String {
        context.presentationStyle == .none ? "" : ".\(context.presentationStyle.rawValue)"
    }

    /// The dismissal's motion, shared with the broken animator so the two differ only in
    /// where they put the presenting view: the card shrinks to 0.8 as it fades out and gets
    /// its look back once gone; the report then records what the container holds.
    func shrinkAway(_ card: View, context: TransitionContext, presenter: View?) {
        let container = context.containerView
        View.animate(
            withDuration: transitionDuration(using: context), options: [.curveEaseIn],
            animations: {
                card.transform = AffineTransform(scaleX: 0.8, y: 0.8)
                card.alpha = 0
            }
        ) { [report] _ in
            card.transform = .identity
            card.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
            report.record("after", container: container, presenter: presenter)
        }
    }
}

/// The classic mistake: a dismissal that always puts the presenting controller's view
/// in the container, as a navigation transition would. In `.custom` that view is not the
/// container's; UIKit would take it out of its real place and leave a blank screen.
@MainActor
final class BrokenZoomDismissAnimator: ZoomAnimator {
    override func zoomOut(using context: TransitionContext) {
        guard let card = context.view(forKey: .from), let presenter = context.viewController(forKey: .to)?.view else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        report.begin("broken dismiss .\(context.presentationStyle == .none ? "?" : context.presentationStyle.rawValue)")
        container.insertSubview(presenter, belowSubview: card)  // The mistake.
        report.record("during", container: container, presenter: presenter)
        shrinkAway(card, context: context, presenter: presenter)
    }
}
