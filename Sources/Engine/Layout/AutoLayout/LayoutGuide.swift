import Geometry

/// A rectangle that takes part in Auto Layout without drawing or taking touches
/// (`UILayoutGuide`): the empty space between views, or a view's safe area or margins.
///
/// A guide is added to a view (`addLayoutGuide(_:)`) and its frame, in that view's
/// coordinates, is what its constraints solve to. The safe-area and margins guides are
/// pinned by the engine to the view's bounds inset by `safeAreaInsets` and `layoutMargins`.
@preconcurrency @MainActor
public final class LayoutGuide {
    enum System {
        case safeArea
        case margins
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
        identifier = system == .safeArea ? "safeAreaLayoutGuide" : "layoutMarginsGuide"
    }

    /// The guide's frame in its owning view's coordinates, as last solved (zero before).
    public var layoutFrame: Rect {
        guard let owner = owningView else { return .zero }
        switch system {
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case nil: return owner.rootLayoutEngine()?.solvedFrame(of: self) ?? .zero
        }
    }

    /// The inset the engine pins a system guide to.
    var insets: EdgeInsets? {
        switch system {
        case .safeArea: owningView?.safeAreaInsets
        case .margins: owningView?.layoutMargins
        case nil: nil
        }
    }

    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The leading edge (left).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension View {
    /// The left edge (`leftAnchor`).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge (`rightAnchor`).
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The leading edge, the left one here (`leadingAnchor`).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge, the right one here (`trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The horizontal centre (`centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge (`topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge (`bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre (`centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The first text baseline; a label's is its text's, any other view's its bottom edge.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last text baseline; a label's is its text's, any other view's its bottom edge.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
    /// The width (`widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height (`heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
