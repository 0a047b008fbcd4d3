import Engine
import Geometry

/// A container of two columns (`UISplitViewController`): a primary (a list) beside a
/// secondary (the detail of what the list selects).
///
/// As in UIKit, in a regular-width window both show side by side, the primary on the
/// leading side at `primaryColumnWidth`; in a compact-width window the controller is
/// collapsed (`isCollapsed`) and one column fills the view: the primary, as UIKit's default
/// collapse shows when neither a delegate nor the primary takes the secondary in. The
/// columns are re-laid out whenever the view's bounds or the window's size class change.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// The smallest primary width in points (`minimumPrimaryColumnWidth`) when the width
    /// is automatic: UIKit's 320.
    public var minimumPrimaryColumnWidth: Double = 320
    /// The largest primary width in points (`maximumPrimaryColumnWidth`).
    public var maximumPrimaryColumnWidth: Double = 414
    /// The share of the view's width the primary asks for (`preferredPrimaryColumnWidthFraction`),
    /// kept between the minimum and maximum widths; 0.4 by default.
    public var preferredPrimaryColumnWidthFraction: Double = 0.4

    /// The primary and then the secondary (`viewControllers`): setting it replaces the
    /// children, each added with UIKit's containment calls.
    public var viewControllers: [ViewController] = [] {
        didSet {
            for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
                old.willMove(toParent: nil)
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            for vc in viewControllers where vc.parent !== self {
                addChild(vc)
                vc.didMove(toParent: self)
            }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Installs `viewController` as the secondary column (`showDetailViewController(_:sender:)`),
    /// replacing the one there, as UIKit's split view controller does side by side.
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        viewControllers = Array(viewControllers.prefix(1)) + [viewController]
    }

    /// A split view controller with no columns yet.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Always fails (nil): there are no storyboards to decode from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// True in a compact-width window (`isCollapsed`): one column shows, filling the view.
    public var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The width the primary takes beside the secondary (`primaryColumnWidth`): the
    /// preferred fraction of the view's width, between the minimum and maximum widths, and
    /// never more than the view.
    public var primaryColumnWidth: Double {
        let width = viewIfLoaded?.bounds.width ?? 0
        let preferred = width * preferredPrimaryColumnWidthFraction
        return min(width, max(minimumPrimaryColumnWidth, min(maximumPrimaryColumnWidth, preferred)))
    }

    /// Lays the columns out: side by side, or the primary alone when collapsed.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutColumns()
    }

    private func layoutColumns() {
        let bounds = view.bounds
        let columns = Array(viewControllers.prefix(2))
        if isCollapsed {
            for (i, vc) in columns.enumerated() {
                if i == 0 {
                    place(vc, in: bounds)
                } else {
                    vc.viewIfLoaded?.removeFromSuperview()
                }
            }
            return
        }
        let primaryWidth = columns.count > 1 ? primaryColumnWidth : bounds.width
        for (i, vc) in columns.enumerated() {
            let frame =
                i == 0
                ? Rect(x: bounds.minX, y: bounds.minY, width: primaryWidth, height: bounds.height)
                : Rect(
                    x: bounds.minX + primaryWidth, y: bounds.minY, width: bounds.width - primaryWidth,
                    height: bounds.height)
            place(vc, in: frame)
        }
    }

    private func place(_ vc: ViewController, in frame: Rect) {
        if vc.view.superview !== view { view.addSubview(vc.view) }
        if vc.view.frame != frame { vc.view.frame = frame }
    }
}
