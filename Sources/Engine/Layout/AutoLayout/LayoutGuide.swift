import Geometry

/// A rectangle that takes part in Auto Layout without drawing or taking touches
/// (`UILayoutGuide`): the empty space between views, or a view's safe area or margins.
///
/// A guide is added to a view (`addLayoutGuide(_:)`) and its frame, in that view's
/// coordinates, is what its constraints solve to. The safe-area and margins guides are
/// pinned by the engine to the view's bounds inset by `safeAreaInsets` and by `layoutMargins`
/// (moved in by the safe area while `insetsLayoutMarginsFromSafeArea` is true).
@preconcurrency @MainActor
public final class LayoutGuide {
    enum System {
        case safeArea
        case margins
        case readable
    }

    /// The view the guide belongs to, not retained.
    public internal(set) weak var owningView: View?
    /// A name for descriptions and diagnostics.
    public var identifier = ""
    let system: System?

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public init() { system = nil }

    init(system: System, owner: View) {
        self.system = system
        owningView = owner
        switch system {
        case .safeArea: identifier = "safeAreaLayoutGuide"
        case .margins: identifier = "layoutMarginsGuide"
        case .readable: identifier = "readableContentGuide"
        }
    }

    /// The guide's frame in its owning view's coordinates, as last solved (zero before).
    public var layoutFrame: Rect {
        guard let owner = owningView else { return .zero }
        switch system {
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .margins: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
        case .readable: return owner.bounds.inset(by: owner.readableContentInsets)
        case nil: return owner.rootLayoutEngine()?.solvedFrame(of: self) ?? .zero
        }
    }

    /// The inset the engine pins a system guide to.
    var insets: EdgeInsets? {
        switch system {
        case .safeArea: owningView?.safeAreaInsets
        case .margins: owningView?.effectiveLayoutMargins
        case .readable: owningView?.readableContentInsets
        case nil: nil
        }
    }
}
