import Engine
import Geometry
import Transitions

/// `UIUserInterfaceStyle` (`UserInterfaceStyle`): light or dark appearance, which a view's
/// or controller's `overrideUserInterfaceStyle` sets for its part of the tree and
/// `traitCollection.userInterfaceStyle` reads.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

extension Color {
    /// `UIColor(dynamicProvider:)`: the colour the provider gives for the light appearance,
    /// the playground's. A colour never changes here, so it is resolved once, when made,
    /// from traits with that style and unspecified size classes (a colour may be made off
    /// the main actor, away from any window). Stand-in: UIKit resolves it again for a view
    /// under a dark `overrideUserInterfaceStyle`; here that view's `traitCollection` reads
    /// dark, but the colour stays the light one.
    public convenience init(dynamicProvider: (TraitCollection) -> Color) {
        let c = dynamicProvider(TraitCollection(userInterfaceStyle: .light)).rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `UIColor(cgColor:)`: layers take colours directly, so this is a colour equal to it.
    public convenience init(cgColor: Color) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// `resolvedColor(with:)`: the colour itself, already resolved for the light appearance.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }
}
