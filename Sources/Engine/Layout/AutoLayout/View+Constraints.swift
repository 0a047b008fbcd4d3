import Geometry

extension View {
    /// `translatesAutoresizingMaskIntoConstraints`: true (the default for a view made in
    /// code) turns the view's frame into required constraints whenever a constraint names
    /// the view or lays out inside it, so constraints can hang off frame-based views; set
    /// it to false to have the view's frame come from its constraints instead.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            rootLayoutEngine()?.setNeedsRebuild()
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints installed on this view (`UIView.constraints`): those whose
    /// items' nearest common ancestor it is.
    public var constraints: [LayoutConstraint] { layoutState?.constraints ?? [] }

    /// Activates `constraint` (`addConstraint(_:)`, the form before `isActive`). Its items
    /// must be this view or views below it: one that names a view elsewhere is reported
    /// (`layout.invalidConstraint`) and stays inactive, where UIKit raises an exception.
    public func addConstraint(_ constraint: LayoutConstraint) { addConstraints([constraint]) }
    /// Activates each constraint (`addConstraints(_:)`), under the rule of `addConstraint(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints.filter { holdsItems(of: $0) })
    }

    /// True when every view `constraint` names is this view or below it; reports it otherwise.
    private func holdsItems(of constraint: LayoutConstraint) -> Bool {
        for item in [constraint.first, constraint.second] where item != nil {
            if let view = LayoutConstraint.view(of: item), view.isDescendant(of: self) { continue }
            LayoutConstraint.report(
                "\(constraint) was added to \(LayoutConstraint.name(of: self)), which is not an ancestor of all "
                    + "its items, and stays inactive", on: self)
            return false
        }
        return true
    }
    /// Deactivates `constraint` (`removeConstraint(_:)`).
    public func removeConstraint(_ constraint: LayoutConstraint) { LayoutConstraint.deactivate([constraint]) }
    /// Deactivates each constraint (`removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    /// Marker for a dimension with no intrinsic size (`UIView.noIntrinsicMetric`).
    nonisolated public static let noIntrinsicMetric: Double = -1

    /// Tells Auto Layout that `intrinsicContentSize` changed (`invalidateIntrinsicContentSize()`):
    /// the next layout pass reads it again. Labels call it when their text or font changes.
    public func invalidateIntrinsicContentSize() {
        guard layoutState != nil, let engine = rootLayoutEngine() else { return }
        engine.intrinsicSizeChanged(of: self)
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists growing past its intrinsic size along `axis`
    /// (`contentHuggingPriority(for:)`); 250 by default.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutState?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        autoLayout.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`
    /// (`contentCompressionResistancePriority(for:)`); 750 by default.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// The guides added to the view (`layoutGuides`).
    public var layoutGuides: [LayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a guide whose frame constraints decide, in this view's coordinates (`addLayoutGuide(_:)`).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    /// Removes a guide and deactivates the constraints that name it (`removeLayoutGuide(_:)`).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState?.layoutGuides.removeAll { $0 === guide }
        var v: View? = self
        while let current = v {
            LayoutConstraint.deactivate(current.constraints.filter { $0.first === guide || $0.second === guide })
            v = current.superview
        }
        guide.owningView = nil
    }

    /// The bounds inset by `safeAreaInsets`, as a guide for constraints (`safeAreaLayoutGuide`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutState?.safeAreaLayoutGuide { return guide }
        let guide = LayoutGuide(system: .safeArea, owner: self)
        autoLayout.safeAreaLayoutGuide = guide
        return guide
    }

    /// The bounds inset by `layoutMargins`, as a guide for constraints (`layoutMarginsGuide`).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layoutState?.layoutMarginsGuide { return guide }
        let guide = LayoutGuide(system: .margins, owner: self)
        autoLayout.layoutMarginsGuide = guide
        return guide
    }
}
