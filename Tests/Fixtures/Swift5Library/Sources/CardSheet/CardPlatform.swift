// This file is as a cross-platform library writes it: `import UIKit` and a
// `canImport(UIKit)` block, unchanged for Linux.
#if canImport(UIKit)
    import UIKit

    extension CardTransitioningDelegate {
        /// Presents `viewController` as a card from `presenter`; the delegate is kept by the
        /// presented controller, as `transitioningDelegate` is weak in UIKit.
        public func present(_ viewController: UIViewController, from presenter: UIViewController) {
            viewController.modalPresentationStyle = .custom
            viewController.transitioningDelegate = self
            presenter.present(viewController, animated: true, completion: nil)
        }

        /// The screen's scale, as a library reads it to align hairlines.
        static var hairline: CGFloat { 1 / UIScreen.main.scale }
    }
#endif
