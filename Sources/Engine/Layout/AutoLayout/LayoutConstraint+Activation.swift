extension LayoutConstraint {
    /// Activates each constraint (`NSLayoutConstraint.activate(_:)`): installs it on its
    /// items' nearest common ancestor and hands it to the tree's solver. A constraint whose
    /// items share no ancestor, or that relates a position to a constant, is reported
    /// (`layout.invalidConstraint`) and stays inactive, where UIKit raises an exception.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.container == nil { c.install() }
    }

    /// Deactivates each constraint (`NSLayoutConstraint.deactivate(_:)`): the solver drops
    /// it and the next layout pass lays out without it.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints where c.container != nil { c.uninstall() }
    }

    /// The view a constraint item lays out in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> View? {
        switch item {
        case let view as View: view
        case let guide as LayoutGuide: guide.owningView
        case let span as LayoutAnchorSpan:
            view(of: span.fromItem).flatMap { from in
                view(of: span.toItem).flatMap { from.nearestCommonAncestor(with: $0) }
            }
        default: nil
        }
    }

    private func install() {
        guard let firstView = Self.view(of: first) else {
            return Self.report("\(self) names no view (a guide not added to a view?) and stays inactive", on: nil)
        }
        guard constant.isFinite && multiplier.isFinite else {
            return Self.report(
                "\(self) has a constant or multiplier that is not a number and stays inactive", on: firstView)
        }
        let positional = firstAttribute != .width && firstAttribute != .height
        if second == nil && positional {
            return Self.report(
                "\(self) relates a position to a constant (use a second item) and stays inactive", on: firstView)
        }
        // A width may be tied to a height (an aspect ratio: any two dimensions compare), but a
        // position only to a position on its own axis.
        let secondPositional = secondAttribute != .width && secondAttribute != .height
        if second != nil, positional != secondPositional || (positional && firstAttribute.axis != secondAttribute.axis)
        {
            return Self.report("\(self) mixes attributes that cannot be compared and stays inactive", on: firstView)
        }
        var container = firstView
        if second != nil {
            guard let secondView = Self.view(of: second), let common = firstView.nearestCommonAncestor(with: secondView)
            else {
                return Self.report(
                    "Unable to activate \(self): its items have no common ancestor", on: firstView)
            }
            container = common
        }
        self.container = container
        container.autoLayout.constraints.append(self)
        container.rootLayoutEngine(creating: true)?.add(self)
        // Only the views whose solved frames change get laid out again (the solve marks their
        // superviews), as in UIKit: re-activating an equal constraint inside a layout pass, as
        // libraries do in `containerViewWillLayoutSubviews()`, must not ask for another pass.
        container.rootLayoutEngine()?.setNeedsSolve()
    }

    /// Reports a refused move of an active constraint's priority across `.required`, in
    /// the words of UIKit's exception.
    func reportRequiredPriorityChange(to refused: LayoutPriority) {
        Self.report(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported: \(self) keeps its priority \(Self.format(Double(priority.rawValue))), "
                + "\(Self.format(Double(refused.rawValue))) was refused", on: container, kind: .requiredPriorityChange)
    }

    private func uninstall() {
        guard let container else { return }
        container.layoutState?.constraints.removeAll { $0 === self }
        engine?.remove(self)
        self.container = nil
        container.rootLayoutEngine()?.setNeedsSolve()
    }

    /// Reports a layout problem on the view's window, or prints it as UIKit logs to the
    /// console when the view is in no window.
    static func report(_ message: String, on view: View?, kind: Diagnostic.Kind = .invalidConstraint) {
        View.report(kind, message, on: view)
    }
}

extension Diagnostic.Kind {
    /// A constraint that could not be activated (no common ancestor, or a position
    /// related to a bare constant).
    public static let invalidConstraint: Self = "layout.invalidConstraint"
    /// An active constraint's priority moved between required and optional, which is
    /// refused: deactivate it, change the priority, and activate it again.
    public static let requiredPriorityChange: Self = "layout.requiredPriorityChange"
    /// Required constraints that cannot all hold: the message names them and the one broken.
    public static let unsatisfiableConstraints: Self = "layout.unsatisfiable"
}

extension View {
    /// The deepest view that is both this view or an ancestor of it and `other` or an
    /// ancestor of `other`; nil when they are in different trees.
    func nearestCommonAncestor(with other: View) -> View? {
        var mine = Set<ObjectIdentifier>()
        var v: View? = self
        while let current = v {
            mine.insert(ObjectIdentifier(current))
            v = current.superview
        }
        v = other
        while let current = v {
            if mine.contains(ObjectIdentifier(current)) { return current }
            v = current.superview
        }
        return nil
    }

    /// The view at the top of this view's tree.
    var treeRoot: View {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }
}
