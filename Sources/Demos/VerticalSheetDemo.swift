// Tutorial: a MotionTransitioning transition with its own presentation controller (from the
// original material-motion MotionTransitioning library).
//
// Concept: a `Transition` that also conforms to `TransitionWithPresentation` supplies a
// presentation controller (a black 0.3 scrim) that starts before the transition itself.
// The lines that matter:
//     sheet.motionTransitionController.transition = RisingSheetTransition(log: log)
//     func presentationController(forPresented:presenting:) -> PresentationController?
//     View.animate(withDuration: context.duration, ...) { ... }; context.transitionDidEnd()

import DemoKit
import Engine
import Geometry
import Transitions

/// A MotionTransitioning-style vertical sheet written as a user would: a
/// `Transition` that slides the fore view up from the bottom (and back down), bringing
/// its own presentation controller, itself a `Transition`, that fades a black 0.3
/// scrim (id `dimming`) and is started first, before the sheet moves. The whole
/// transition ends only when both have ended.
public struct VerticalSheetDemo: ListedDemo {
    /// `--demo vertical-sheet`, its catalog row and summary.
    public static let entry = DemoEntry(
        "vertical-sheet", title: "Vertical sheet",
        summary: "A Transition with its own presentation controller that starts first")

    /// Radius of the sheet's corners, and how far it reaches below the bottom edge.
    static let cornerRadius = 12.0

    /// Creates the demo with its default parameters.
    public init() {}

    /// A page whose `present-button` presents the sheet; its status line lists the order
    /// the parts started in.
    public func makeRootViewController() -> ViewController {
        let log = StartLog()
        let present = DemoButton.present { root in
            let sheet = Self.makeSheet()
            sheet.motionTransitionController.transition = RisingSheetTransition(log: log)
            root.present(sheet, animated: true)
        }
        return DemoRootViewController(Self.entry, subtitle: "Tap the scrim or Dismiss to close", buttons: [present]) {
            screen in
            let status = screen.statusLabel
            log.onChange = { lines in status.text = lines.joined(separator: ", then ") }
        }
    }

    /// The sheet (id `modal`): its top corners are rounded; its frame runs `cornerRadius`
    /// below the window's bottom edge, so its bottom corners never show.
    static func makeSheet() -> ViewController {
        DemoViewController(named: "vertical-sheet.modal") { sheet in
            let card = CardScreen.modal(
                of: sheet, title: "Vertical sheet", detail: "Its scrim started first", color: Palette.orange)
            card.view.cornerRadius = Self.cornerRadius
            Elevation.raise(card.view, as: Elevation.sheet)
            card.contentInsets = EdgeInsets(bottom: Self.cornerRadius)
            return card.view
        }
    }
}

/// Which parts of the transition started, in order ("scrim", "sheet").
@MainActor
final class StartLog {
    private(set) var lines: [String] = []
    var onChange: (([String]) -> Void)?

    func started(_ part: String, direction: TransitionDirection) {
        if lines.count >= 2 { lines.removeAll() }
        lines.append("\(part) \(direction.rawValue)")
        onChange?(lines)
    }
}

/// Slides the fore view up from below the container (forward) and back down (backward).
@MainActor
final class RisingSheetTransition: Transition, TransitionWithPresentation, TransitionWithCustomDuration {
    let log: StartLog
    let duration = 0.4
    /// Gap left above the sheet, so the scrim shows.
    let topInset = 120.0

    init(log: StartLog) { self.log = log }

    func transitionDuration(with context: MotionTransitionContext) -> Double { duration }

    func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController?
    ) -> PresentationController? {
        let pc = ScrimPresentationController(presentedViewController: presented, presenting: presenting)
        pc.topInset = topInset
        pc.bottomOverhang = VerticalSheetDemo.cornerRadius
        pc.log = log
        return pc
    }

    func start(with context: MotionTransitionContext) {
        log.started("sheet", direction: context.direction)
        let sheet: View = context.foreViewController.view
        let forward = context.direction == .forward
        let drop = context.containerView.bounds.maxY - sheet.frame.minY
        let below = AffineTransform(translationX: 0, y: drop)
        if forward { sheet.transform = below }
        View.animate(
            withDuration: context.duration, options: [.curveEaseOut],
            animations: {
                sheet.transform = forward ? .identity : below
            }
        ) { _ in
            // The fore view keeps no transform once it is gone.
            if !forward { sheet.transform = .identity }
            context.transitionDidEnd()
        }
    }
}

/// The sheet's presentation controller: insets the sheet from the top, lets it run
/// `bottomOverhang` below the bottom edge (hiding its bottom corners), and dims with the
/// library's `DimmingPresentationController` (a black scrim at 0.3, id `dimming`, a tap on
/// it dismisses), which it fades as its own `Transition` (started before the sheet's).
@MainActor
final class ScrimPresentationController: DimmingPresentationController, Transition {
    var topInset = 0.0
    /// How far the sheet reaches below the container's bottom edge.
    var bottomOverhang = 0.0
    weak var log: StartLog?

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        fadesDimmingAlongsideTransition = false
    }

    override var frameOfPresentedViewInContainerView: Rect {
        let b = containerView?.bounds ?? .zero
        return Rect(
            x: b.minX, y: b.minY + topInset, width: b.width, height: max(0, b.height - topInset) + bottomOverhang)
    }

    func start(with context: MotionTransitionContext) {
        log?.started("scrim", direction: context.direction)
        let target = context.direction == .forward ? dimmedAlpha : 0
        View.animate(
            withDuration: context.duration, options: [.curveEaseInOut],
            animations: {
                self.dimmingView.alpha = target
            }
        ) { _ in context.transitionDidEnd() }
    }
}
