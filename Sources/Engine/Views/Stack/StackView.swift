import Geometry

/// A view that lays out a row or column of views (`UIStackView`) with Auto Layout, as UIKit's
/// does: it makes and keeps the constraints that put its arranged subviews one after another
/// along `axis` with `spacing` between them, sized by `distribution` and placed across the axis
/// by `alignment`. Arranged subviews are also subviews; removing one from the arrangement
/// (`removeArrangedSubview(_:)`) keeps it as a subview, removing it from its superview also
/// ends its arrangement. A hidden arranged subview takes no room; hiding or showing one
/// makes the arrangement again by itself, as UIKit's stack does.
@preconcurrency @MainActor
open class StackView: View {
    /// How the arranged subviews share the length of the stack (`UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// Back to back with `spacing` between; their own sizes and priorities decide the rest.
        case fill
        /// Back to back, all the same length.
        case fillEqually
        /// Back to back, lengths in proportion to their intrinsic content sizes.
        case fillProportionally
        /// Their own lengths, with equal gaps of at least `spacing` between them.
        case equalSpacing
        /// Their own lengths, centres equally far apart, at least `spacing` between them.
        case equalCentering
    }

    /// Where the arranged subviews sit across the axis (`UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's breadth.
        case fill
        /// Against the leading edge (the top, for a horizontal stack).
        case leading
        /// For a horizontal stack: here, as `top`; the views' first baselines are not aligned.
        case firstBaseline
        /// Centred across the axis.
        case center
        /// Against the trailing edge (the bottom, for a horizontal stack).
        case trailing
        /// For a horizontal stack: here, as `bottom`; the views' last baselines are not aligned.
        case lastBaseline

        /// The top edge of a horizontal stack, which is its leading side across the axis.
        public static let top = Alignment.leading
        /// The bottom edge of a horizontal stack, which is its trailing side across the axis.
        public static let bottom = Alignment.trailing
    }

    private var arranged: [View] = []
    private var made: [LayoutConstraint] = []
    private var guides: [LayoutGuide] = []
    /// Gaps set after particular arranged views (`setCustomSpacing(_:after:)`), by identity.
    var customSpacings: [ObjectIdentifier: Double] = [:]

    /// The views the stack arranges, in order; a subset of `subviews`.
    public var arrangedSubviews: [View] { arranged.filter { $0.superview === self } }

    /// The direction of the row: `.horizontal` (the default) or `.vertical`.
    public var axis: LayoutAxis = .horizontal { didSet { setNeedsUpdateArrangement() } }
    /// How the arranged subviews share the stack's length.
    public var distribution: Distribution = .fill { didSet { setNeedsUpdateArrangement() } }
    /// Where the arranged subviews sit across the axis.
    public var alignment: Alignment = .fill { didSet { setNeedsUpdateArrangement() } }
    /// The gap between neighbours (the least gap, for the equal-spacing distributions).
    public var spacing: Double = 0 { didSet { setNeedsUpdateArrangement() } }
    /// When true, the arrangement is laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsUpdateArrangement() } }

    /// A stack arranging `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty horizontal stack at `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// An empty horizontal stack with a zero frame. UIKit declares this initializer
    /// non-failable (`required init(coder:)`), so a subclass's `super.init(coder:)` must
    /// give a stack; there is no archive to decode one from, so it is a plain one.
    public required init(coder: ViewCoder) {
        super.init(frame: .zero)
    }

    /// Adds `view` to the end of the arrangement, and as the last subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `index` of the arrangement (moving it there if it is already arranged),
    /// adding it as a subview if it is not one. Its `translatesAutoresizingMaskIntoConstraints`
    /// becomes false: the stack's constraints place it.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if !arrangedSubviews.contains(where: { $0 === view }) { customSpacings[ObjectIdentifier(view)] = nil }
        arranged = arrangedSubviews.filter { $0 !== view }
        arranged.insert(view, at: min(max(index, 0), arranged.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsUpdateArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (call
    /// `removeFromSuperview()` to take it off screen).
    public func removeArrangedSubview(_ view: View) {
        guard arranged.contains(where: { $0 === view }) else { return }
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateArrangement()
    }

    /// An arranged subview was hidden or shown: it takes no room while hidden, and the stack
    /// hears of it by itself, as UIKit's does.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard arranged.contains(where: { $0 === view }) else { return }
        setNeedsUpdateArrangement()
    }

    /// Makes the arrangement's constraints again: after an arranged subview was removed from
    /// its superview (hiding or showing one needs no call).
    public func setNeedsUpdateArrangement() {
        LayoutConstraint.deactivate(made.filter(\.isActive))
        for guide in guides { removeLayoutGuide(guide) }
        let built = StackArrangement(stack: self, views: arrangedSubviews.filter { !$0.isHidden }).constraints()
        made = built.constraints
        guides = built.guides
        LayoutConstraint.activate(made)
        setNeedsLayout()
    }
}
