import Transitions

extension ViewController {
    /// Presents `controller` animated in `style` (`.custom` unless told) with `delegate` as
    /// its transitioning delegate: UIKit's three lines of a custom presentation. The
    /// delegate is held weakly, as in UIKit, so the caller keeps it alive.
    func present(
        _ controller: ViewController, style: ModalPresentationStyle = .custom,
        transitioningDelegate delegate: any TransitioningDelegate
    ) {
        controller.modalPresentationStyle = style
        controller.transitioningDelegate = delegate
        present(controller, animated: true)
    }
}
