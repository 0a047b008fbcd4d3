// `topLayoutGuide` and `bottomLayoutGuide`, UIKit's guides from before the safe area, which
// code that still supports old systems reads in its `else` branch of `#available(iOS 11, *)`.

/// `UILayoutSupport`: a view controller's top or bottom layout guide, a band along one edge
/// of its view whose `length` is what bars cover there.
///
/// UIKit measures the top guide from the view's top to the bottom of the bars over it, and
/// the bottom guide from the view's bottom up to the top of the bars under it; since the
/// safe area, those lengths are the view's top and bottom `safeAreaInsets`, which is what
/// these guides read, so the old spelling and the new one always agree.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the view from its edge, in points: the safe area's
    /// inset on that edge.
    var length: CGFloat { get }
    /// The guide's top edge (the view's top for the top guide).
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge (the view's bottom for the bottom guide).
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, `length` once laid out.
    var heightAnchor: NSLayoutDimension { get }
}

/// One of a view controller's two layout-support guides: a `UILayoutGuide` in its view,
/// pinned between the view's edge and its safe-area guide, so constraints to it follow
/// the safe area as UIKit's do.
@preconcurrency @MainActor
public final class ViewControllerLayoutSupport: UILayoutSupport {
    /// The edge of the view the guide grows from.
    enum Edge {
        case top
        case bottom
    }

    private let edge: Edge
    private weak var view: UIView?
    private var installedGuide: UILayoutGuide?

    init(edge: Edge, in view: UIView) {
        self.edge = edge
        self.view = view
    }

    /// The guide in the view, made on first use of an anchor: reading `length` alone (as
    /// code does during layout) adds no constraints.
    private var guide: UILayoutGuide {
        if let guide = installedGuide { return guide }
        // A view already freed gets a guide in no view, whose constraints cannot activate.
        guard let view else { return UILayoutGuide() }
        let identifier = edge == .top ? "topLayoutGuide" : "bottomLayoutGuide"
        if let guide = view.layoutGuides.first(where: { $0.identifier == identifier }) {
            installedGuide = guide
            return guide
        }
        // The guide is made once per view and kept there, so a controller hands out the
        // same band however often its code asks for it.
        let guide = UILayoutGuide()
        guide.identifier = identifier
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: view.leftAnchor),
            guide.widthAnchor.constraint(equalTo: view.widthAnchor),
            edge == .top
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            edge == .top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        installedGuide = guide
        return guide
    }

    /// The safe area's inset on the guide's edge, read now, so it is right before the
    /// first layout pass too; zero once the view is gone.
    public var length: CGFloat {
        guard let insets = view?.safeAreaInsets else { return 0 }
        return edge == .top ? insets.top : insets.bottom
    }

    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

extension UIViewController {
    /// `topLayoutGuide`: the band from the top of the view to the bottom of the bars over
    /// it, whose `length` is `view.safeAreaInsets.top` (UIKit's replacement for it).
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport {
        ViewControllerLayoutSupport(edge: .top, in: view)
    }

    /// `bottomLayoutGuide`: the band from the top of the bars under the view to its bottom,
    /// whose `length` is `view.safeAreaInsets.bottom`.
    @available(
        *, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any UILayoutSupport {
        ViewControllerLayoutSupport(edge: .bottom, in: view)
    }
}
