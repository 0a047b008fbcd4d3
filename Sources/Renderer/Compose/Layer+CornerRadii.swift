import Geometry
import LayerTree

extension Layer {
    /// The radius of each corner: `cornerRadius` on the corners `maskedCorners` names, 0 on
    /// the others.
    var cornerRadii: CornerRadii { CornerRadii(cornerRadius, corners: maskedCorners) }

    /// The layer with its corners of different radii made a mask over everything it draws,
    /// and no corner radius of its own: for a material, whose backdrop is cut to a uniform
    /// rounded rectangle. A layer with a mask of its own keeps it (and its uniform radius).
    func maskedByItsCorners() -> Layer {
        var layer = self
        layer.maskedCorners = .allCorners
        guard mask == nil else { return layer }
        let outline = Path(
            roundedRect: bounds, byRoundingCorners: maskedCorners,
            cornerRadii: Size(width: cornerRadius, height: cornerRadius))
        layer.cornerRadius = 0
        layer.mask = LayerMask(transform: .identity, shape: ShapeContent(path: outline, fillColor: .black))
        return layer
    }
}
