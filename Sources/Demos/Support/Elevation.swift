import Engine
import Geometry
import LayerTree

/// The soft shadows iOS casts under raised surfaces: a card floating over a dimmed screen,
/// and a sheet's top edge over what it covers. Large blur, low opacity, offset downward
/// (upward for a sheet, whose top edge is the one that shows).
@MainActor
enum Elevation {
    /// A presented card: a wide, soft shadow below it.
    static let card = Shadow(color: .black, opacity: 0.22, radius: 18, offset: Size(width: 0, height: 8))
    /// A sheet rising from the bottom: a faint shadow along its top.
    static let sheet = Shadow(color: .black, opacity: 0.14, radius: 10, offset: Size(width: 0, height: -2))

    /// Gives `view` the shadow of `kind`.
    static func raise(_ view: View, as kind: Shadow) {
        view.shadow = kind
    }
}
