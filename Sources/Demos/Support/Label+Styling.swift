import Engine
import Geometry
import LayerTree

extension Label {
    /// Sets the label's look in one statement, as the demos' headings, hints and status
    /// lines want it: `size`-point text, and the `id`, `weight`, `color` and `alignment`
    /// where given (the label keeps its own for the rest). With `passesTouches` it stops
    /// taking touches, so a tap on the text reaches the view under it. Returns the label.
    @discardableResult
    func styled(
        id: String? = nil, size: Double, weight: FontWeight? = nil, color: Color? = nil,
        alignment: TextAlignment? = nil, passesTouches: Bool = false
    ) -> Label {
        if let id { self.accessibilityIdentifier = id }
        fontSize = size
        if let weight { fontWeight = weight }
        if let color { textColor = color }
        if let alignment { textAlignment = alignment }
        if passesTouches { isUserInteractionEnabled = false }
        return self
    }
}
