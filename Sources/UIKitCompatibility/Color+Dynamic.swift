import Geometry
import Transitions

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not given.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension TraitCollection {
    /// `userInterfaceStyle`: `.light`. Stand-in: the playground has one appearance, the light
    /// one its demos are drawn for; the desktop's dark mode is not read.
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
}

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
