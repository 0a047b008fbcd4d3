import Engine
import Geometry
import Transitions

/// What the demos' bottom sheets are made of besides their content: the raised white
/// surface and the heading along its top, so each sheet states only what it shows.
@MainActor
enum SheetParts {
    /// The sheet's white surface (id `sheet`), its corners rounded by `cornerRadius` and
    /// raised with the sheet's shadow along its top edge.
    static func surface(cornerRadius: Double) -> View {
        let sheet = View()
        sheet.accessibilityIdentifier = "sheet"
        sheet.backgroundColor = .white
        sheet.cornerRadius = cornerRadius
        Elevation.raise(sheet, as: Elevation.sheet)
        return sheet
    }

    /// The sheet's heading (id `sheet.title`): bold, centred 17-point text, as a
    /// navigation bar's title.
    static func heading(_ text: String) -> Label {
        Label(text: text).styled(id: "sheet.title", size: 17, weight: .bold, alignment: .center)
    }

    /// The presented sheet at its final frame in the container, moved down by its own
    /// height so that animating its transform to `.identity` raises it into place; nil,
    /// after ending the transition unfinished, when there is no sheet to present.
    static func sheetBelowItsPlace(in context: TransitionContext) -> View? {
        guard let sheet = context.view(forKey: .to), let toVC = context.viewController(forKey: .to) else {
            context.completeTransition(false)
            return nil
        }
        let final = context.finalFrame(for: toVC)
        sheet.frame = final
        sheet.transform = AffineTransform(translationX: 0, y: final.height)
        context.containerView.addSubview(sheet)
        return sheet
    }
}
