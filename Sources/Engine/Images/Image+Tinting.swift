import Geometry
import LayerTree

extension Image {
    /// The same image painted in `color` (`withTintColor(_:)`): its shape, read from its
    /// alpha, filled with `color`, as UIKit fills a bitmap with the colour and keeps the
    /// image's alpha (destination-in). The rendering mode stays the image's own, and the
    /// colour wins over the tint of the view that shows it.
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The same image painted in `color`, drawn with `renderingMode`
    /// (`withTintColor(_:renderingMode:)`).
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        variant(renderingMode: renderingMode, tintColor: color)
    }
}

extension DrawingContent {
    /// The drawing with every fill and stroke painted in `color`, each keeping its own alpha
    /// times the colour's: a drawn image's shape in one colour, as a template or a tinted
    /// image is painted.
    func tinted(_ color: Color) -> DrawingContent {
        func tint(_ c: Color) -> Color { color.withAlpha(color.alpha * c.alpha) }
        var tinted = self
        for i in tinted.commands.indices {
            switch tinted.commands[i].paint {
            case .color(let c): tinted.commands[i].paint = .color(tint(c))
            case .gradient(var gradient):
                for j in gradient.stops.indices { gradient.stops[j].color = tint(gradient.stops[j].color) }
                tinted.commands[i].paint = .gradient(gradient)
            }
        }
        return tinted
    }
}
