import Geometry

// The safe area, as UIKit computes it: a view controller's root view is inset by the bars
// of its containers and by the controller's additional insets; every other view gets the
// part of its superview's unsafe border that it overlaps. The window itself has zero
// insets here: a desktop window has no status bar, notch or home indicator over its
// content, so only bars and additional insets make a safe area.

extension View {
    /// The insets given those of the superview, without walking up the tree.
    func safeAreaInsets(superviewInsets parent: EdgeInsets) -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let superview, parent != .zero {
            let safe = superview.bounds.inset(by: parent)
            let frame = LayoutEngine.untransformedFrame(of: self)
            insets = EdgeInsets(
                top: Self.clamp(safe.minY - frame.minY, frame.height),
                left: Self.clamp(safe.minX - frame.minX, frame.width),
                bottom: Self.clamp(frame.maxY - safe.maxY, frame.height),
                right: Self.clamp(frame.maxX - safe.maxX, frame.width))
        }
        guard let contribution = safeAreaState?.contribution?() else { return insets }
        let bars = contribution.barInsets
        let extra = contribution.additionalInsets
        return EdgeInsets(
            top: max(insets.top, bars.top) + extra.top, left: max(insets.left, bars.left) + extra.left,
            bottom: max(insets.bottom, bars.bottom) + extra.bottom, right: max(insets.right, bars.right) + extra.right)
    }

    private static func clamp(_ value: Double, _ limit: Double) -> Double {
        min(max(value, 0), max(limit, 0))
    }

    /// True (the default) adds the safe-area insets to `layoutMargins` wherever
    /// `layoutMarginsGuide` and the margin attributes are used
    /// (`insetsLayoutMarginsFromSafeArea`), so content pinned to the margins stays clear of
    /// the bars; false keeps the margins where they are, measured from the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { safeAreaState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            safeArea.insetsLayoutMarginsFromSafeArea = newValue
            marginGuidesDidChange()
        }
    }

    /// The margins `layoutMarginsGuide` keeps: `layoutMargins`, moved in by the safe area
    /// when `insetsLayoutMarginsFromSafeArea` is true, then by the superview's margins when
    /// `preservesSuperviewLayoutMargins` is true.
    var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = EdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        return preservingSuperviewLayoutMargins(margins)
    }

    // MARK: What view controllers give their root views

    /// What the view's controller adds to its safe area, asked whenever the insets are
    /// worked out; set by a view controller on its root view.
    package var safeAreaContribution: (() -> SafeAreaContribution)? {
        get { safeAreaState?.contribution }
        set {
            safeArea.contribution = newValue
            setNeedsLayout()
        }
    }

    /// True for the root view of a controller shown by a navigation or tab bar controller.
    var isShownByBarContainer: Bool { safeAreaState?.contribution?().isShownByBarContainer ?? false }

    /// Called after `safeAreaInsetsDidChange()` (the view controller's hook).
    package var onSafeAreaInsetsChange: (() -> Void)? {
        get { safeAreaState?.onChange }
        set { safeArea.onChange = newValue }
    }

    // MARK: The layout pass

    /// Works out the view's insets from its superview's during the layout pass and, when
    /// they differ from those last announced, tells the view (`safeAreaInsetsDidChange()`)
    /// and its controller, and asks for layout, so the guides and margins follow in the
    /// same pass. Returns the insets for the subviews.
    func updateSafeArea(superviewInsets parent: EdgeInsets) -> EdgeInsets {
        let insets = window == nil ? .zero : safeAreaInsets(superviewInsets: parent)
        let announced = safeAreaState?.announced ?? .zero
        guard insets != announced else { return insets }
        safeArea.announced = insets
        if layoutState != nil { rootLayoutEngine()?.setNeedsSolve() }
        setNeedsLayout()
        safeAreaInsetsDidChange()
        safeAreaState?.onChange?()
        return insets
    }
}
