import Engine
import Geometry

// UIKit's interactions (`addInteraction(_:)`) and the iPad pointer's interaction, which
// segmented controls and buttons install to lift or highlight under a trackpad pointer.
// Attaching and detaching behave as in UIKit; the pointer's hover effects are not drawn
// here, so a pointer interaction's delegate is never asked for a region or a style.

/// An object a view carries to take part in a kind of interaction (`UIInteraction`): the
/// view tells it when it is added and removed.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to, nil when it is attached to none (`view`).
    var view: View? { get }
    /// Called before the interaction moves to `view` (nil: it is being removed).
    func willMove(to view: View?)
    /// Called after the interaction moved to `view` (nil: it was removed).
    func didMove(to view: View?)
}

/// The key the views' interaction lists are attached under.
nonisolated(unsafe) private let interactionsKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

extension View {
    /// The interactions attached to this view, in the order they were added (`interactions`).
    /// Setting it removes the old ones and adds the new ones, each told of its move.
    public var interactions: [any UIInteraction] {
        get { (objc_getAssociatedObject(self, interactionsKey) as? [any UIInteraction]) ?? [] }
        set {
            for old in interactions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// Attaches `interaction` (`addInteraction(_:)`), moving it from any view it was on; it
    /// hears `willMove(to:)` before and `didMove(to:)` after.
    public func addInteraction(_ interaction: any UIInteraction) {
        if let previous = interaction.view { previous.removeInteraction(interaction) }
        interaction.willMove(to: self)
        objc_setAssociatedObject(self, interactionsKey, interactions + [interaction], .OBJC_ASSOCIATION_RETAIN)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (`removeInteraction(_:)`) when it is on this view; it hears
    /// `willMove(to: nil)` and `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        let rest = interactions.filter { $0 !== interaction }
        objc_setAssociatedObject(self, interactionsKey, rest.isEmpty ? nil : rest, .OBJC_ASSOCIATION_RETAIN)
        interaction.didMove(to: nil)
    }
}

/// A view's part seen by the pointer's effect (`UITargetedPreview`): here, the view.
@preconcurrency @MainActor
public final class UITargetedPreview {
    /// The view the preview shows (`view`).
    public let view: View
    /// A preview of `view` (`init(view:)`).
    public init(view: View) { self.view = view }
}

/// What the pointer does to the view under it (`UIPointerEffect`).
@preconcurrency @MainActor
public enum UIPointerEffect {
    /// The system chooses (`automatic`).
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view (`highlight`).
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer (`lift`).
    case lift(UITargetedPreview)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        }
    }
}

/// The pointer's shape (`UIPointerShape`).
public enum UIPointerShape: Sendable {
    /// A rounded rectangle, in the view's coordinates (`roundedRect(_:radius:)`).
    case roundedRect(CGRect, radius: CGFloat = 8)
    /// A vertical text beam (`verticalBeam(length:)`).
    case verticalBeam(length: CGFloat)
    /// A horizontal text beam (`horizontalBeam(length:)`).
    case horizontalBeam(length: CGFloat)
}

/// How the pointer looks over a region (`UIPointerStyle`): an effect, and a shape.
@preconcurrency @MainActor
public final class UIPointerStyle {
    /// The effect on the view under the pointer; nil for a style made by shape alone.
    public let effect: UIPointerEffect?
    /// The pointer's shape; nil lets the effect choose.
    public let shape: UIPointerShape?
    /// A style of `effect` with an optional `shape` (`init(effect:shape:)`).
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        self.shape = shape
    }
    /// A style of `shape` alone (`init(shape:constrainedAxes:)` without the axes).
    public init(shape: UIPointerShape) {
        self.effect = nil
        self.shape = shape
    }
}

/// A part of a view the pointer's style applies to (`UIPointerRegion`).
@preconcurrency @MainActor
public final class UIPointerRegion {
    /// The region, in the interaction's view's coordinates (`rect`).
    public let rect: CGRect
    /// What tells this region from the others (`identifier`); nil until given.
    public let identifier: AnyHashable?
    /// A region of `rect` (`init(rect:identifier:)`).
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is when a region is asked for (`UIPointerRegionRequest`).
public final class UIPointerRegionRequest: Sendable {
    /// The pointer's location in the interaction's view (`location`).
    public let location: CGPoint
    /// A request at `location`.
    public init(location: CGPoint) { self.location = location }
}

/// Supplies a pointer interaction's regions and styles (`UIPointerInteractionDelegate`);
/// both methods have defaults: the whole view, and the automatic effect.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region under the pointer (`pointerInteraction(_:regionFor:defaultRegion:)`).
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    /// The style over `region` (`pointerInteraction(_:styleFor:)`); nil for the system's.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    /// Default: the default region, the whole view.
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    /// Default: nil, the system's style.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    { nil }
}

/// The iPad pointer's interaction with a view (`UIPointerInteraction`). Attached with
/// `addInteraction(_:)` like any interaction; there is no hover effect here (see above).
@preconcurrency @MainActor
public final class UIPointerInteraction: UIInteraction {
    /// Supplies the regions and styles (weak).
    public weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction takes part (`isEnabled`); true until set.
    public var isEnabled = true
    /// The view it is attached to, nil before `addInteraction(_:)`.
    public private(set) weak var view: View?
    /// An interaction with `delegate` (`init(delegate:)`).
    public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }
    /// Asks for the regions again (`invalidate()`); nothing is cached here.
    public func invalidate() {}
    /// Nothing to prepare before a move.
    public func willMove(to view: View?) {}
    /// Keeps the view it moved to.
    public func didMove(to view: View?) { self.view = view }
}
