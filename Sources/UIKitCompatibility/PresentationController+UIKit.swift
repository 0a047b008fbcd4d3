extension PresentationController {
    /// UIKit's initializer, whose presenting controller is optional (a transitioning
    /// delegate receives `presenting: UIViewController?`). Nil stands for the controller
    /// that presents `presentedViewController`, or the presented one itself before that is known.
    public convenience init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController?
    ) {
        self.init(
            presentedViewController: presentedViewController,
            presenting: presentingViewController ?? presentedViewController.presentingViewController
                ?? presentedViewController)
    }
}
