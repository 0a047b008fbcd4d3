import Geometry

/// The constraints a stack view keeps for its visible arranged views, named by UIKit's
/// identifiers for them (`UISV-spacing`, `UISV-fill-equally` and so on), so a layout
/// diagnostic says which rule of the stack took part.
@MainActor
struct StackArrangement {
    let stack: StackView
    let views: [View]

    /// The attributes along the axis (start, end, length, centre) and across it.
    private var along: (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute)
    {
        stack.axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }

    private var across: (start: LayoutAttribute, end: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute)
    {
        stack.axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    /// The stack's own edge for `attribute`: its margin when the arrangement is margin-relative.
    private func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    private func make(
        _ name: String, _ a: AnyObject, _ attrA: LayoutAttribute, _ relation: LayoutRelation, _ b: AnyObject?,
        _ attrB: LayoutAttribute, multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) -> LayoutConstraint {
        let c = LayoutConstraint(
            item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB, multiplier: multiplier,
            constant: constant)
        c.priority = priority
        c.identifier = "UISV-" + name
        return c
    }

    /// The constraints, and the spacer guides added to the stack for the equal-spacing rules.
    func constraints() -> (constraints: [LayoutConstraint], guides: [LayoutGuide]) {
        guard let first = views.first, let last = views.last else { return ([], []) }
        var out: [LayoutConstraint] = []
        var guides: [LayoutGuide] = []
        let a = along
        out.append(make("canvas-connection", first, a.start, .equal, stack, edge(a.start)))
        out.append(make("canvas-connection", last, a.end, .equal, stack, edge(a.end)))
        for (prev, next) in zip(views, views.dropFirst()) {
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                out.append(make("spacing", next, a.start, .equal, prev, a.end, constant: stack.gap(after: prev)))
            case .equalSpacing, .equalCentering:
                out.append(
                    make("spacing", next, a.start, .greaterThanOrEqual, prev, a.end, constant: stack.gap(after: prev)))
                let gap = LayoutGuide()
                stack.addLayoutGuide(gap)
                let from = stack.distribution == .equalSpacing ? (a.end, a.start) : (a.center, a.center)
                out.append(make("distributing-edge", gap, a.start, .equal, prev, from.0))
                out.append(make("distributing-edge", gap, a.end, .equal, next, from.1))
                if let firstGap = guides.first {
                    out.append(make("fill-equally", gap, a.length, .equal, firstGap, a.length))
                }
                guides.append(gap)
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for view in views.dropFirst() { out.append(make("fill-equally", view, a.length, .equal, first, a.length)) }
        case .fillProportionally:
            let sizes = views.map {
                stack.axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
            }
            if let base = sizes.first, base > 0 {
                for (view, size) in zip(views, sizes).dropFirst() where size > 0 {
                    out.append(
                        make(
                            "fill-proportionally", view, a.length, .equal, first, a.length, multiplier: size / base,
                            priority: LayoutPriority(999)))
                }
            }
        default: break
        }
        let c = across
        for view in views {
            switch stack.alignment {
            case .fill:
                out.append(make("alignment", view, c.start, .equal, stack, edge(c.start)))
                out.append(make("alignment", view, c.end, .equal, stack, edge(c.end)))
            case .leading, .firstBaseline:
                out.append(make("alignment", view, c.start, .equal, stack, edge(c.start)))
                out.append(make("canvas-connection", view, c.end, .lessThanOrEqual, stack, edge(c.end)))
            case .trailing, .lastBaseline:
                out.append(make("alignment", view, c.end, .equal, stack, edge(c.end)))
                out.append(make("canvas-connection", view, c.start, .greaterThanOrEqual, stack, edge(c.start)))
            case .center:
                out.append(make("alignment", view, c.center, .equal, stack, edge(c.center)))
                out.append(make("canvas-connection", view, c.start, .greaterThanOrEqual, stack, edge(c.start)))
                out.append(make("canvas-connection", view, c.end, .lessThanOrEqual, stack, edge(c.end)))
            }
        }
        if stack.alignment != .fill {
            // With only inequalities across the axis, the stack hugs its largest view, as
            // UIKit's ambiguity-suppression constraint makes it.
            out.append(
                make(
                    "ambiguity-suppression", stack, c.length, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
            )
        }
        return (out, guides)
    }
}
