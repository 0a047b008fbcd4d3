import Engine
import Transitions

/// A view controller of the built-in demos, built in code: it is named when it is made
/// (its `title`, the name traces and diagnostics show) and there is no coder to decode one
/// from. A screen that keeps no state of its own passes the function that builds its view
/// instead of subclassing; a screen with state subclasses and overrides `loadView()`.
@MainActor
class DemoViewController: ViewController {
    private let buildView: ((DemoViewController) -> View)?

    /// A controller titled `name` whose view `buildView` makes (with the controller, so the
    /// view's buttons can reach it weakly); without one, `loadView()` decides.
    init(named name: String, view buildView: ((DemoViewController) -> View)? = nil) {
        self.buildView = buildView
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    /// Always fails (nil), as the base class does: there are no storyboards to decode from.
    required init?(coder: ViewCoder) {
        return nil
    }

    /// The view `buildView` makes, or the base class's plain view when there is none.
    override func loadView() {
        guard let buildView else { return super.loadView() }
        view = buildView(self)
    }
}
