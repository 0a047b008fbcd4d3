import Geometry
import LayerTree

/// The provider of a dynamic colour, kept on the colour (`Color.dynamicSource`) so that each
/// view that draws it resolves it again for its own traits.
final class DynamicColorProvider: @unchecked Sendable {
    /// Called on the main actor, by the views that draw the colour, as UIKit calls it.
    let provide: (TraitCollection) -> Color

    init(_ provide: @escaping (TraitCollection) -> Color) {
        self.provide = provide
    }
}

extension Color {
    /// `UIColor(dynamicProvider:)`: a colour that `provider` gives for each set of traits.
    /// Its components are those it gives for the light appearance (the window's here), read
    /// where no view's traits apply; a view that draws it as its background, border or text
    /// colour resolves it again for its own traits, so `overrideUserInterfaceStyle = .dark`
    /// on the view, a superview or its controller redraws it with the dark colour, as in UIKit.
    public convenience init(dynamicProvider provider: @escaping (TraitCollection) -> Color) {
        let light = provider(TraitCollection(userInterfaceStyle: .light)).rgba
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        dynamicSource = DynamicColorProvider(provider)
    }

    /// True for a colour made with `init(dynamicProvider:)`.
    public var isDynamic: Bool { dynamicSource != nil }

    /// `resolvedColor(with:)`: the colour for `traitCollection`; a fixed colour is itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let source = dynamicSource as? DynamicColorProvider else { return self }
        return source.provide(traitCollection).resolvedColor(with: traitCollection)
    }
}

extension View {
    /// `color` as this view draws it: a dynamic colour resolved for the view's traits (read
    /// only then, as that walks up the tree); a fixed colour as it is.
    func drawnColor(_ color: Color) -> Color {
        color.isDynamic ? color.resolvedColor(with: traitCollection) : color
    }

    /// The view's border with its colour as drawn (`drawnColor(_:)`).
    var drawnBorder: Border? {
        guard var drawn = border, drawn.color.isDynamic else { return border }
        drawn.color = drawnColor(drawn.color)
        return drawn
    }
}
