import Engine

/// What the demos' bottom sheets are made of besides their content: the raised white
/// surface and the heading along its top, so each sheet states only what it shows.
@MainActor
enum SheetParts {
    /// The sheet's white surface (id `sheet`), its corners rounded by `cornerRadius` and
    /// raised with the sheet's shadow along its top edge.
    static func surface(cornerRadius: Double) -> View {
        let sheet = View()
        sheet.id = "sheet"
        sheet.backgroundColor = .white
        sheet.cornerRadius = cornerRadius
        Elevation.raise(sheet, as: Elevation.sheet)
        return sheet
    }

    /// The sheet's heading (id `sheet.title`): bold, centred 17-point text, as a
    /// navigation bar's title.
    static func heading(_ text: String) -> Label {
        let heading = Label(text: text)
        heading.id = "sheet.title"
        heading.fontSize = 17
        heading.fontWeight = .bold
        heading.textAlignment = .center
        return heading
    }
}
