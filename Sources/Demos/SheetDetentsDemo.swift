// Tutorial: sheets with detents (iOS 15's UISheetPresentationController; iOS 13's page sheet).
//
// UIKit concept: a controller presented with the default style is a page sheet; its
// `sheetPresentationController` (configured before `present`) lists the heights it rests at,
// shows a grabber, and leaves the page behind interactive up to the largest undimmed detent.
// A drag moves it between detents and a release settles where the velocity projects it.
// The lines that matter:
//     sheet.detents = [.medium(), .custom(identifier: tall) { $0.maximumDetentValue * 0.75 }, .large()]
//     sheet.prefersGrabberVisible = true; sheet.largestUndimmedDetentIdentifier = .medium
//     sheet.animateChanges { sheet.selectedDetentIdentifier = .large }

import DemoKit
import Engine
import Geometry
import Transitions

/// A sheet with detents (iOS 15's `UISheetPresentationController`), presented with the
/// default style: medium, a custom three-quarter detent and large, a grabber, and an
/// undimmed medium detent, so the presenter's own button still takes taps while the
/// sheet rests there. Drag the sheet between detents (a fling carries it on), drag it
/// below medium to dismiss it; the sheet's buttons change detents inside `animateChanges`.
///
/// Ids: the presenter's `present-button` and `tap-button`, the sheet `sheet` with its
/// `grabber` and content `sheet-content` (buttons `detent-medium`, `detent-tall`,
/// `detent-large`, `dismiss-button`; with a material, `sheet-material` under them), and
/// `dimming`. "[" and "]" give the next sheet a blur material instead of opaque white.
public struct SheetDetentsDemo: Demo {
    /// The `--demo` name.
    public static let name = "sheet-detents"
    /// The catalog row's title.
    public static let title = "Sheet detents"
    /// The catalog row's one-line summary.
    public static let summary = "A sheet at medium, custom and large detents; drag it, fling it, dismiss it"

    let settings = SheetDetentsSettings()

    /// Creates the demo.
    public init() {}

    /// The presenter, with its `present-button`.
    public func makeRootViewController() -> ViewController {
        DemoViewController(named: "sheet-detents") { [settings] root in
            SheetDetentsPage.make(presentingFrom: root, settings: settings)
        }
    }

    /// "[" / "]" step the sheet's material for the next sheet presented, round the cycle:
    /// an opaque white sheet (the default), then the blur styles from ultra-thin to chrome
    /// (`SheetDetentsSettings.styles`).
    public var tuning: Tuning? {
        let names = ["none (opaque)"] + SheetDetentsSettings.styles.map { "\($0)" }
        return Tuning("sheet", [TunableSetting("material", of: settings, \.material, choices: names)])
    }
}

/// The sheet's look, shared by the demo's tuning and its screens.
@MainActor
final class SheetDetentsSettings {
    /// 0: an opaque sheet; 1...5: `styles[material - 1]` behind its content.
    var material = 0.0
    /// The materials the tuning steps through, thinnest first.
    static let styles: [BlurEffect.Style] = [
        .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial,
    ]
    /// The blur style chosen, nil for the opaque sheet.
    var style: BlurEffect.Style? {
        let i = Int(material.rounded()) - 1
        return Self.styles.indices.contains(i) ? Self.styles[i] : nil
    }
}

/// The identifier of the demo's custom detent, three quarters of the maximum height.
@MainActor
private let tallDetent = SheetPresentationController.Detent.Identifier("tall")

/// The presenting screen: a Present button and a button that counts taps, both above
/// the medium detent so they stay usable while the sheet rests there undimmed.
@MainActor
enum SheetDetentsPage {
    /// The page of `root`, whose Present button presents the sheet in the look `settings` holds then.
    static func make(presentingFrom root: ViewController, settings: SheetDetentsSettings) -> View {
        let page = View()
        page.accessibilityIdentifier = "sheet-detents.root"
        page.backgroundColor = Palette.groupedBackground
        let (heading, subtitle) = DemoScreen.headingLabels(
            title: "Sheet detents", subtitle: "Drag the sheet; the page stays usable at medium")
        let status = Label(text: "Taps on this page: 0").styled(
            id: "status", size: 13, color: Palette.secondaryLabel, alignment: .center)
        let present = Button(title: "Present") { [weak root] _ in
            if let root { presentSheet(from: root, style: settings.style) }
        }
        present.accessibilityIdentifier = "present-button"
        var taps = 0
        let tap = Button(title: "Tap me") { [weak status] _ in
            taps += 1
            status?.text = "Taps on this page: \(taps)"
        }
        tap.accessibilityIdentifier = "tap-button"
        for b in [present, tap] {
            b.titleLabel.fontSize = 17
            b.titleLabel.fontWeight = .regular
        }
        status.isUserInteractionEnabled = false
        for v in [heading, subtitle, present, tap, status] { page.addSubview(v) }
        page.onLayoutSubviews = { v in
            let b = v.bounds
            let width = max(0, b.width - 32)
            heading.frame = Rect(x: 16, y: 56, width: width, height: 36)
            subtitle.frame = Rect(x: 16, y: 96, width: width, height: 22)
            present.frame = Rect(x: b.midX - 110, y: 150, width: 220, height: 44)
            tap.frame = Rect(x: b.midX - 110, y: 206, width: 220, height: 44)
            status.frame = Rect(x: 8, y: 262, width: max(0, b.width - 16), height: 20)
        }
        return page
    }

    /// Presents the sheet with the default style, configured before `present` as in UIKit.
    private static func presentSheet(from root: ViewController, style: BlurEffect.Style?) {
        let content = SheetDetentsContentController(style: style)
        if let sheet = content.sheetPresentationController {
            sheet.detents = [
                .medium(),
                .custom(identifier: tallDetent) { context in (context.maximumDetentValue * 0.75).rounded() },
                .large(),
            ]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = content
        }
        root.present(content, animated: true)
    }
}

/// The sheet's content: which detent it rests at, and buttons that change it.
@MainActor
final class SheetDetentsContentController: DemoViewController, SheetPresentationControllerDelegate {
    private let detentLabel = Label()
    /// The material behind the content; nil for an opaque white sheet.
    private let style: BlurEffect.Style?

    init(style: BlurEffect.Style? = nil) {
        self.style = style
        super.init(named: "sheet-content")
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    override func loadView() {
        let v = View()
        v.accessibilityIdentifier = "sheet-content"
        v.backgroundColor = .white
        // With a material the sheet is clear and a blur fills it, under the content.
        var effectView: VisualEffectView?
        if let style {
            v.backgroundColor = .clear
            let blur = VisualEffectView(effect: BlurEffect(style: style))
            blur.accessibilityIdentifier = "sheet-material"
            blur.isUserInteractionEnabled = false
            v.addSubview(blur)
            effectView = blur
        }
        let heading = Label(text: "Detents").styled(size: 20, weight: .bold, alignment: .center, passesTouches: true)
        detentLabel.styled(
            id: "detent-label", size: 13, color: Palette.secondaryLabel, alignment: .center, passesTouches: true)
        let choices: [(String, String, SheetPresentationController.Detent.Identifier)] = [
            ("Medium", "detent-medium", .medium), ("Three quarters", "detent-tall", tallDetent),
            ("Large", "detent-large", .large),
        ]
        var buttons: [Button] = []
        for (title, id, detent) in choices {
            let b = Button(title: title) { [weak self] _ in self?.select(detent) }
            b.accessibilityIdentifier = id
            buttons.append(b)
        }
        let close = Button(title: "Close") { [weak self] _ in self?.dismiss(animated: true) }
        close.accessibilityIdentifier = "dismiss-button"
        buttons.append(close)
        for sub in [heading, detentLabel] + buttons { v.addSubview(sub) }
        // The layout holds the label, not the controller (that would be a cycle through the view).
        v.onLayoutSubviews = { [detentLabel, effectView] v in
            effectView?.frame = v.bounds
            let width = max(0, v.bounds.width - 32)
            heading.frame = Rect(x: 16, y: 22, width: width, height: 26)
            detentLabel.frame = Rect(x: 16, y: 52, width: width, height: 18)
            for (i, b) in buttons.enumerated() {
                b.frame = Rect(x: 16, y: 84 + Double(i) * 52, width: width, height: 44)
            }
        }
        view = v
        showDetent()
    }

    /// Moves the sheet to `detent` with UIKit's animation.
    private func select(_ detent: SheetPresentationController.Detent.Identifier) {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges { sheet.selectedDetentIdentifier = detent }
        showDetent()
    }

    private func showDetent() {
        let id = sheetPresentationController?.effectiveSelectedDetentIdentifier
        let name: String
        switch id {
        case .some(.medium): name = "medium"
        case .some(.large): name = "large"
        case .some(tallDetent): name = "three quarters"
        default: name = "-"
        }
        detentLabel.text = "Resting at: \(name)"
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        showDetent()
    }
}
