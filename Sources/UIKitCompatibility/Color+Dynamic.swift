import Engine
import Geometry
import Transitions

/// `UIUserInterfaceStyle` (`UserInterfaceStyle`): light or dark appearance, which a view's
/// or controller's `overrideUserInterfaceStyle` sets for its part of the tree and
/// `traitCollection.userInterfaceStyle` reads.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

extension Color {
    /// `UIColor(dynamicProvider:)`: the colour the provider gives for the one (light)
    /// appearance there is. A colour never changes here, so it is resolved once, when made,
    /// from traits with that style and unspecified size classes (a colour may be made off
    /// the main actor, away from any window); UIKit resolves again when the appearance
    /// changes, which never happens here.
    public convenience init(dynamicProvider: (TraitCollection) -> Color) {
        let c = dynamicProvider(TraitCollection()).rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `UIColor(cgColor:)`: layers take colours directly, so this is a colour equal to it.
    public convenience init(cgColor: Color) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `resolvedColor(with:)`: the colour itself, already resolved for the one appearance.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }
}
