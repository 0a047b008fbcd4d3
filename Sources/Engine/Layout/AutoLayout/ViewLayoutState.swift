import Geometry

/// A view's Auto Layout settings and installed constraints, made the first time one is
/// set: a view that never meets Auto Layout carries none of it, and lays out exactly as a
/// frame-based view always has.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints whose items' nearest common ancestor is this view.
    var constraints: [LayoutConstraint] = []
    /// Content hugging by axis (horizontal, vertical); UIKit's default for a view made in code.
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance by axis; UIKit's default for a view made in code.
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var preservesSuperviewLayoutMargins = false
    var layoutGuides: [LayoutGuide] = []
    var safeAreaLayoutGuide: LayoutGuide?
    var layoutMarginsGuide: LayoutGuide?
    var readableContentGuide: LayoutGuide?
    /// The solver of the tree this view is the root of, once a constraint is active in it.
    var engine: LayoutEngine?
}

extension View {
    /// The view's layout state, made on first use.
    var autoLayout: ViewLayoutState { madeOnFirstUse(&layoutState) { ViewLayoutState() } }

    /// The engine of this view's tree; made when `creating` and there is none yet.
    func rootLayoutEngine(creating: Bool = false) -> LayoutEngine? {
        let root = treeRoot
        if let engine = root.layoutState?.engine { return engine }
        guard creating else { return nil }
        let engine = LayoutEngine(root: root)
        root.autoLayout.engine = engine
        return engine
    }
}
