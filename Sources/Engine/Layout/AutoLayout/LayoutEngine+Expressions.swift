import Geometry

// A user constraint written as a solver row: both sides in the coordinates of the items'
// nearest common ancestor, `first - multiplier * second - constant (relation) 0`.

extension LayoutEngine {
    func expression(for constraint: LayoutConstraint) -> (LinearExpression, SolverRelation)? {
        guard let container = constraint.container else { return nil }
        guard var expression = term(constraint.first, constraint.firstAttribute, in: container) else { return nil }
        if constraint.second != nil {
            guard let second = term(constraint.second, constraint.secondAttribute, in: container) else { return nil }
            expression.add(second, times: -constraint.multiplier)
        }
        expression.constant -= constraint.constant
        let relation: SolverRelation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return (expression, relation)
    }

    /// `attribute` of `object` (a view or guide) in `container`'s coordinates.
    private func term(_ object: AnyObject?, _ attribute: LayoutAttribute, in container: View) -> LinearExpression? {
        if let span = object as? LayoutAnchorSpan {
            guard var to = term(span.toItem, span.toAttribute, in: container),
                let from = term(span.fromItem, span.fromAttribute, in: container)
            else { return nil }
            to.add(from, times: -1)
            return to
        }
        var object = object
        var attribute = attribute
        if let view = object as? View, attribute == .firstBaseline || attribute == .lastBaseline {
            object = Self.baselineView(of: view, first: attribute == .firstBaseline)
        }
        if let plain = attribute.withoutMargins, let view = object as? View {
            object = view.layoutMarginsGuide
            attribute = plain
        }
        let variables: Variables
        var origin = (x: LinearExpression(), y: LinearExpression())
        var chainStart: View?
        switch object {
        case let view as View:
            variables = item(for: view).variables
            if view !== container {
                origin.x.add(variables.x)
                origin.y.add(variables.y)
                chainStart = view.superview
            }
        case let guide as LayoutGuide:
            guard let owner = guide.owningView else { return nil }
            variables = item(for: guide).variables
            origin.x.add(variables.x)
            origin.y.add(variables.y)
            chainStart = owner
        default:
            return nil
        }
        // Add each ancestor's origin up to the container, whose own origin is its zero.
        var ancestor = chainStart
        while let view = ancestor, view !== container {
            let v = item(for: view).variables
            origin.x.add(v.x)
            origin.y.add(v.y)
            ancestor = view.superview
        }
        var result: LinearExpression
        switch attribute {
        case .left, .leading: result = origin.x
        case .right, .trailing: result = Self.offset(origin.x, by: variables.width)
        case .centerX: result = Self.offset(origin.x, by: variables.width, 0.5)
        case .width: result = LinearExpression([(variables.width, 1)])
        case .top: result = origin.y
        case .bottom: result = Self.offset(origin.y, by: variables.height)
        case .centerY: result = Self.offset(origin.y, by: variables.height, 0.5)
        case .height: result = LinearExpression([(variables.height, 1)])
        case .firstBaseline, .lastBaseline:
            if let label = object as? Label {
                // A label centres its one line: the baseline sits below the centre by about
                // half the difference of ascent (0.8 em) and descent (0.2 em).
                result = Self.offset(origin.y, by: variables.height, 0.5)
                result.constant += label.fontSize * 0.3
            } else {
                result = Self.offset(origin.y, by: variables.height)
            }
        case .notAnAttribute: result = LinearExpression()
        default: return nil
        }
        return result
    }

    /// The view whose baseline stands for `view`'s: `forFirstBaselineLayout` (or the last)
    /// followed while it names a subview of the view before, as UIKit's Auto Layout does; a
    /// view that is not a subview is ignored, as the documentation requires one.
    private static func baselineView(of view: View, first: Bool) -> View {
        var current = view
        while true {
            let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
            guard next !== current, next.isDescendant(of: current) else { return current }
            current = next
        }
    }

    /// `start` moved along its axis by `fraction` of `length`: an item's far edge (1) or
    /// centre (0.5) from its near edge, on either axis.
    private static func offset(
        _ start: LinearExpression, by length: SolverVariable, _ fraction: Double = 1
    ) -> LinearExpression {
        var result = start
        result.add(length, fraction)
        return result
    }
}
