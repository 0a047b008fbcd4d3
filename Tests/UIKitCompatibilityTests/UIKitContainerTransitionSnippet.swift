// A custom container view controller that animates between its children with its own
// transition context, written as UIKit code writes it (the container adopts
// UIViewControllerContextTransitioning itself, since UIKit makes contexts only for its own
// transitions) and compiled through UIKitCompatibility with only its import changed.
// UIKitContainerTransitionTests runs it headless.
import UIKitCompatibility

/// The context the container makes for each swap: the incoming child slides in from one
/// side while the outgoing one leaves towards the other.
final class PrivateTransitionContext: NSObject, UIViewControllerContextTransitioning {
    var completionBlock: ((Bool) -> Void)?
    var isAnimated = true
    var isInteractive = false
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }
    let containerView: UIView

    private let fromViewController: UIViewController
    private let toViewController: UIViewController
    private let disappearingToRect: CGRect
    private let appearingFromRect: CGRect

    init(from: UIViewController, to: UIViewController, goingRight: Bool) {
        fromViewController = from
        toViewController = to
        containerView = from.view.superview!
        let bounds = containerView.bounds
        let travel = goingRight ? -bounds.width : bounds.width
        disappearingToRect = bounds.offsetBy(dx: travel, dy: 0)
        appearingFromRect = bounds.offsetBy(dx: -travel, dy: 0)
        super.init()
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? containerView.bounds : appearingFromRect
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? disappearingToRect : containerView.bounds
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromViewController.view : toViewController.view
    }

    func completeTransition(_ didComplete: Bool) {
        completionBlock?(didComplete)
    }

    // Not interactive: the container never drives a swap by hand.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}

/// An ordinary UIKit animator: it knows only the context protocol, not who made the context.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        transitionContext.containerView.addSubview(toVC.view)
        toVC.view.frame = transitionContext.initialFrame(for: toVC)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                fromVC.view.frame = transitionContext.finalFrame(for: fromVC)
                toVC.view.frame = transitionContext.finalFrame(for: toVC)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}

/// Shows one of its children at a time and slides to another on `select(_:)`.
final class SwapContainerViewController: UIViewController {
    let pages: [UIViewController]
    let animator = SlideAnimator()
    private(set) var selectedIndex = 0
    private(set) var isSwapping = false

    init(pages: [UIViewController]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let first = pages[0]
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func select(_ index: Int) {
        guard index != selectedIndex, !isSwapping else { return }
        let fromVC = pages[selectedIndex]
        let toVC = pages[index]
        fromVC.willMove(toParent: nil)
        addChild(toVC)
        let context = PrivateTransitionContext(from: fromVC, to: toVC, goingRight: index > selectedIndex)
        context.completionBlock = { [weak self, animator] didComplete in
            fromVC.view.removeFromSuperview()
            fromVC.removeFromParent()
            toVC.didMove(toParent: self)
            animator.animationEnded(didComplete)
            self?.selectedIndex = index
            self?.isSwapping = false
        }
        isSwapping = true
        animator.animateTransition(using: context)
    }
}
