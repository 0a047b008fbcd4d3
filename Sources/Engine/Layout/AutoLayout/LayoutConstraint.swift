import Geometry

/// A linear relation between two layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute relation secondItem.secondAttribute * multiplier + constant`,
/// held with `priority`.
///
/// Items are views or layout guides, held weakly as UIKit holds them, so a constraint
/// installed on the view it names makes no cycle. A constraint does nothing until it is
/// active (`isActive`, `LayoutConstraint.activate(_:)`); activating installs it on the
/// items' nearest common ancestor and hands it to the tree's solver, and a change of
/// `constant` or `priority` re-solves in the next layout pass.
///
/// Open, as `NSLayoutConstraint` is: a library's own subclass (SnapKit's, which tags each
/// constraint with where it was made) inherits the initializers and takes part in layout.
@preconcurrency @MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The item on the left side (a `View` or `LayoutGuide`).
    public var firstItem: AnyObject? { first }
    /// The attribute of `firstItem` constrained.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The item on the right side, nil for a constant-only constraint (`width == 100`).
    public var secondItem: AnyObject? { second }
    /// The attribute of `secondItem` (`.notAnAttribute` when there is none).
    public let secondAttribute: LayoutAttribute
    /// What the second attribute is multiplied by; fixed once made, as in UIKit.
    public let multiplier: Double
    /// What is added to the right side. Changing it re-solves incrementally in the next
    /// layout pass; inside `View.animate`, `layoutIfNeeded()` animates the new frames.
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constantChanged(self) } }
    }
    /// How strongly the constraint holds; `.required` (the default) must hold. While the
    /// constraint is active its priority may move among the optional levels but never
    /// across `.required`: such a change is reported (`layout.requiredPriorityChange`) and
    /// refused, the old priority kept, where UIKit raises an exception.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if container != nil && priority.isRequired != oldValue.isRequired {
                let refused = priority
                priority = oldValue
                return reportRequiredPriorityChange(to: refused)
            }
            engine?.priorityChanged(self)
        }
    }
    /// A name shown in descriptions and in the unsatisfiable-constraints diagnostic.
    public var identifier: String?

    weak var first: AnyObject?
    weak var second: AnyObject?
    /// The `anchorWithOffset(to:)` items among `first` and `second`, kept alive by the constraint.
    var spans: [LayoutAnchorSpan] = []
    /// The view the constraint is installed on while active: the items' nearest common ancestor.
    weak var container: View?
    /// The engine of the tree the constraint is active in.
    weak var engine: LayoutEngine?
    /// A label for the built-in constraints the engine makes (UIKit's class names for them).
    var kindName = "NSLayoutConstraint"

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Items are views or layout guides.
    public init(
        item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation, toItem view2: Any?,
        attribute attr2: LayoutAttribute, multiplier: Double, constant: Double
    ) {
        first = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        second = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
    }

    /// A constraint with no items (`NSLayoutConstraint()`, `NSObject`'s initializer), which
    /// UIKit code stores as a placeholder until it makes the real one: `firstItem` is nil,
    /// the relation `==` with multiplier 1 and constant 0. Activating it is reported and
    /// leaves it inactive, as a constraint that names no view.
    public init() {
        first = nil
        firstAttribute = .notAnAttribute
        relation = .equal
        second = nil
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
    }

    /// True while the constraint takes part in layout. Setting it activates or deactivates
    /// it, as `activate(_:)` and `deactivate(_:)` do.
    public var isActive: Bool {
        get { container != nil }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// UIKit's log form, `<NSLayoutConstraint 'id' Label('title').top == View.top + 12 @750>`,
    /// as the unsatisfiable-constraints diagnostic names it.
    public var description: String {
        var text = "<\(kindName)"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(of: first)).\(firstAttribute.name) \(relation.symbol) "
        if let second {
            text += "\(Self.name(of: second)).\(secondAttribute.name)"
            if multiplier != 1 { text += " * \(Self.format(multiplier))" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.format(abs(constant)))" }
        } else {
            text += Self.format(constant)
        }
        if !priority.isRequired { text += " @\(Self.format(Double(priority.rawValue)))" }
        return text + ">"
    }

    /// A view or guide named by its `id` or identifier where it has one, else by its type.
    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as View: view.accessibilityIdentifier.map { "\(type(of: view))('\($0)')" } ?? "\(type(of: view))"
        case let guide as LayoutGuide:
            "\(guide.identifier.isEmpty ? "LayoutGuide" : guide.identifier)(\(name(of: guide.owningView)))"
        case let span as LayoutAnchorSpan:
            "(\(name(of: span.fromItem)).\(span.fromAttribute) -> \(name(of: span.toItem)).\(span.toAttribute))"
        default: "nil"
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
