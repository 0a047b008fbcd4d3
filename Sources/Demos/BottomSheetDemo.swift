// Tutorial: a presentation controller plus drag-to-dismiss (the original
// BTCoverVertical article's picker sheet).
//
// UIKit concept: the presentation controller decides the sheet's frame and owns the dimming;
// the animator only moves the sheet; a pan on the sheet drives a
// `PercentDrivenInteractiveTransition` that finishes past half way or on a fling and cancels
// otherwise. The lines that matter:
//     func presentationController(forPresented:presenting:source:) -> PresentationController?
//     transition.interaction = PercentDrivenInteractiveTransition(); dismiss(animated: true)
//     interaction.update(progress)
//     progress > 0.5 || velocity > 700 ? interaction.finish(velocity:) : interaction.cancel(velocity:)
// The drag's part is `InteractiveDrag` (Support), shared with the overlay and direction demos;
// the motion and the placement are BTCoverVertical's (`CoverVerticalMotion` and
// `CoverVerticalPresentationController`, Support), shared with the address picker; the
// dimming is the library's `DimmingPresentationController`.

import DemoKit
import Engine
import Geometry
import Transitions

/// A picker-style sheet from the bottom, as in the original BTCoverVertical
/// article. Its presentation controller sets
/// the sheet's frame and owns the dimming; presenting runs a UIKit spring (damping 0.9,
/// velocity 1, 0.3 s), dismissing 0.25 s. Dragging the sheet down dismisses it
/// interactively, the sheet following the pointer; releasing past half way or flinging
/// down faster than 700 pt/s finishes, anything else springs back, and the release
/// velocity is handed on. A tap on the dimming dismisses too. Picking a colour closes
/// the sheet and makes that colour the presenting screen's accent.
///
/// Ids: the sheet is the presented controller's view itself and has the id `sheet`
/// (there is no wrapper, so no `modal` id in this demo); the dimming view is `dimming`.
public struct BottomSheetDemo: ListedDemo {
    /// `--demo bottom-sheet`, its catalog row and summary.
    public static let entry = DemoEntry(
        "bottom-sheet", title: "Bottom sheet", summary: "A picker sheet from the bottom, dragged down to dismiss")

    let settings = BottomSheetSettings()

    /// Creates the demo with its default parameters.
    public init() {}

    /// A page whose `present-button` presents the sheet; a colour picked there becomes the
    /// page's accent: the title and the tinted button take it, and the status line names it.
    public func makeRootViewController() -> ViewController {
        let present = DemoButton.present { [settings] root in
            let sheet = BottomSheetViewController(settings: settings)
            sheet.onPick = { [weak root] name, color in root?.view.showAccent(color, named: name) }
            root.present(sheet, animated: true)
        }
        return DemoRootViewController(
            Self.entry, subtitle: "Drag the sheet down, or tap outside it", background: Palette.groupedBackground,
            buttons: [present]
        ) { screen in _ = screen.statusLine(0) }
    }

    /// "[" / "]" lower / raise the present spring's damping ratio, "-" / "=" its duration.
    public var tuning: Tuning? {
        Tuning(
            "present spring",
            [
                TunableSetting("damping", of: settings, \.motion.damping, step: 0.1, in: 0.1...1),
                TunableSetting(
                    "duration", of: settings, \.motion.presentDuration, step: 0.05, in: 0.1...2, decimals: 2, unit: "s"),
            ])
    }

    /// The present spring, in UIKit's duration/damping/velocity form.
    public func springSettings() -> [SpringSetting] {
        [
            .uikit(
                "present", of: settings, duration: \.motion.presentDuration, dampingRatio: \.motion.damping,
                initialVelocity: \.motion.velocity)
        ]
    }
}

/// The sheet's motion parameters (the original BTCoverVertical article's numbers by default).
@MainActor
final class BottomSheetSettings {
    /// The present spring and the dismissal, tuned live.
    var motion = CoverVerticalMotion.original
    /// Release past this fraction of the sheet's height finishes the dismissal.
    let finishFraction = 0.5
    /// A downward release faster than this (points per second) finishes it too.
    let flingSpeed = 700.0
}

extension View {
    /// Makes `color` a demo page's accent and names it in the page's status line.
    fileprivate func showAccent(_ color: Color, named name: String) {
        setTintColor(color)
        (viewWithID("title") as? Label)?.textColor = color
        (viewWithID("status") as? Label)?.text = "Chosen colour: \(name)"
    }
}

/// The sheet: a white card of choices with a grab handle. It owns its transition
/// object (the transitioning delegate is weak, as in UIKit) and installs the drag.
@MainActor
final class BottomSheetViewController: DemoViewController {
    /// Radius of the sheet's corners, and how far it reaches below the bottom edge so
    /// only its top corners show.
    static let cornerRadius = 12.0
    /// Height of the sheet's content: a heading and four choices.
    static let sheetHeight = 270.0
    /// Keeps the transitioning delegate alive as long as the sheet.
    let transition: BottomSheetTransition
    /// Told the name and colour of the row picked, just before the sheet closes.
    var onPick: ((String, Color) -> Void)?

    init(settings: BottomSheetSettings) {
        transition = BottomSheetTransition(settings: settings)
        super.init(named: "sheet")
        modalPresentationStyle = .custom
        transitioningDelegate = transition
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func loadView() {
        let sheet = SheetParts.surface(cornerRadius: Self.cornerRadius)
        let handle = View()
        handle.accessibilityIdentifier = "sheet.handle"
        handle.backgroundColor = Palette.separator
        handle.cornerRadius = 2.5
        sheet.addSubview(handle)
        let heading = SheetParts.heading("Choose a colour")
        sheet.addSubview(heading)
        let choices: [(String, Color)] = [
            ("Blue", Palette.blue), ("Green", Palette.green),
            ("Orange", Palette.orange), ("Pink", Palette.pink),
        ]
        var rows: [View] = []
        for (i, (name, color)) in choices.enumerated() {
            let row = Button(title: name) { [weak self] _ in
                self?.onPick?(name, color)
                self?.dismiss(animated: true)
            }
            row.accessibilityIdentifier = "sheet.choice.\(i)"
            row.setTintColor(color)
            sheet.addSubview(row)
            rows.append(row)
        }
        sheet.onLayoutSubviews = { v in
            let b = v.bounds
            handle.frame = Rect(x: b.midX - 18, y: 8, width: 36, height: 5)
            heading.frame = Rect(x: 16, y: 22, width: max(0, b.width - 32), height: 24)
            for (i, row) in rows.enumerated() {
                row.frame = Rect(x: 16, y: 60 + Double(i) * 48, width: max(0, b.width - 32), height: 44)
            }
        }
        sheet.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.handleDrag(pan) })
        view = sheet
    }

    /// Drag down to dismiss: progress is the drag over the sheet's height.
    private func handleDrag(_ pan: PanGestureRecognizer) {
        let height = max(view.bounds.height, 1)
        transition.drag.follow(
            pan, progress: pan.translation(in: nil).y / height, speed: pan.velocity(in: nil).y, distance: height
        ) { dismiss(animated: true) }
    }
}

/// Transitioning delegate and animator of the sheet (the original's one object that
/// is both), and the drag's interaction controller while a drag runs.
@MainActor
final class BottomSheetTransition: SelfAnimatingTransition, CustomPresentationDelegate, DragDismissedTransition {
    let settings: BottomSheetSettings
    /// The drag in progress, whose interaction drives the dismissal (none for a button or
    /// dimming tap).
    let drag: InteractiveDrag

    init(settings: BottomSheetSettings) {
        self.settings = settings
        drag = InteractiveDrag(finishFraction: settings.finishFraction, flingSpeed: settings.flingSpeed)
    }

    func makePresentationController(presenting: ViewController, presented: ViewController) -> PresentationController {
        CoverVerticalPresentationController(
            presented: presented, presenting: presenting, sheetHeight: BottomSheetViewController.sheetHeight,
            cornerRadius: BottomSheetViewController.cornerRadius)
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        settings.motion.duration(for: context)
    }

    func animateTransition(using context: TransitionContext) {
        settings.motion.animate(context)
    }
}
