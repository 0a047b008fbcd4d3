import Engine
import Geometry
import Transitions

/// `UIUserInterfaceStyle` (`UserInterfaceStyle`): light or dark appearance, which a view's
/// or controller's `overrideUserInterfaceStyle` sets for its part of the tree and
/// `traitCollection.userInterfaceStyle` reads.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// `UIUserInterfaceLevel` (`UserInterfaceLevel`): base or elevated content, which
/// `traitCollection.userInterfaceLevel` reads.
public typealias UIUserInterfaceLevel = UserInterfaceLevel

extension Color {
    /// `UIColor(cgColor:)`: layers take colours directly, so this is a colour equal to it.
    public convenience init(cgColor: Color) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
