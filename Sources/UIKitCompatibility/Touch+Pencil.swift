import Engine
import Geometry

// What a drawing view asks of a touch to tell a finger from an Apple Pencil, and the
// Pencil's double-tap interaction. A touch here is the desktop pointer standing in for a
// finger on the screen, so every touch is a direct one held upright, and no Pencil ever
// taps: a drawing view keeps its finger path, and its Pencil path is never taken.

extension Touch {
    /// What made a touch (`UITouch.TouchType`), with UIKit's raw values.
    public enum TouchType: Int, Sendable, CaseIterable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen, as a remote's touch surface makes.
        case indirect = 1
        /// An Apple Pencil (`pencil`, also spelled `stylus`).
        case pencil = 2
        /// A trackpad or mouse pointer, for an app that opts into pointer touches.
        case indirectPointer = 3

        /// UIKit's older name of `pencil`.
        public static let stylus = TouchType.pencil
    }

    /// What made the touch (`type`): `.direct`, since the pointer stands in for a finger.
    public var type: TouchType { .direct }

    /// The stylus's angle above the screen, in radians (`altitudeAngle`): π/2, upright, as
    /// UIKit reports for a finger.
    public var altitudeAngle: CGFloat { .pi / 2 }

    /// The stylus's direction across the screen in `view`'s coordinates, in radians
    /// (`azimuthAngle(in:)`): 0 for a finger, which points no way.
    public func azimuthAngle(in view: View?) -> CGFloat { 0 }

    /// The stylus's direction as a unit vector (`azimuthUnitVector(in:)`): along x for a
    /// finger, matching an angle of 0.
    public func azimuthUnitVector(in view: View?) -> CGVector { CGVector(dx: 1, dy: 0) }
}

/// What the user set a Pencil double tap to do (`UIPencilPreferredAction`), with UIKit's raw
/// values.
public enum UIPencilPreferredAction: Int, Sendable {
    /// Nothing.
    case ignore = 0
    /// Switch between the current tool and the eraser (the system's default).
    case switchEraser = 1
    /// Switch to the tool used before.
    case switchPrevious = 2
    /// Show the colour palette.
    case showColorPalette = 3
    /// Show the ink's attributes.
    case showInkAttributes = 4
    /// Show the palette for the context.
    case showContextualPalette = 5
}

/// Hears a Pencil's double tap (`UIPencilInteractionDelegate`); the method has a default.
@preconcurrency @MainActor
public protocol UIPencilInteractionDelegate: AnyObject {
    /// The user double-tapped the Pencil (`pencilInteractionDidTap(_:)`).
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
    /// Does nothing.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}

/// The Apple Pencil's double-tap interaction on a view (`UIPencilInteraction`). Attached with
/// `addInteraction(_:)` like any interaction; no Pencil is paired here, so the delegate is
/// never told of a tap.
@preconcurrency @MainActor
public final class UIPencilInteraction: UIInteraction {
    /// Told of double taps (`delegate`, weak).
    public weak var delegate: (any UIPencilInteractionDelegate)?
    /// Whether the interaction reports taps (`isEnabled`); true until set.
    public var isEnabled = true
    /// The view the interaction is attached to (`view`).
    public private(set) weak var view: View?

    /// An interaction with no delegate (`init()`).
    public init() {}
    /// An interaction that tells `delegate` (`init(delegate:)`).
    public init(delegate: any UIPencilInteractionDelegate) { self.delegate = delegate }

    /// What the user set a double tap to do (`preferredTapAction`): the system's default,
    /// switching to the eraser, as no Pencil settings exist here.
    public static var preferredTapAction: UIPencilPreferredAction { .switchEraser }
    /// Whether the user draws with the Pencil only (`prefersPencilOnlyDrawing`): false, so a
    /// finger draws.
    public static var prefersPencilOnlyDrawing: Bool { false }

    /// Nothing to prepare before moving.
    public func willMove(to view: View?) {}
    /// Keeps the view it moved to.
    public func didMove(to view: View?) { self.view = view }
}
