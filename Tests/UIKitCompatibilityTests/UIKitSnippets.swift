// Five UIKit transition snippets in the shape they have in answers and tutorials, compiled
// through UIKitCompatibility with two edits only: `import UIKit` became
// `import UIKitCompatibility`, and recognizers take a closure instead of target/#selector.
// The file keeps an `import Foundation`, as many do, beside the compatibility module.
// UIKitSnippetTests runs each headless and checks what it does.
import Foundation
import UIKitCompatibility

// MARK: 1. A fade-and-grow modal animator (NSObject subclass, as most snippets are)

class FadeGrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                let toVC = transitionContext.viewController(forKey: .to)
            else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            containerView.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    toView.alpha = 1
                    toView.transform = .identity
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    fromView.alpha = 0
                    fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

class FadeGrowTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return FadeGrowAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeGrowAnimator(isPresenting: false)
    }
}

// MARK: 2. Pull down to dismiss, percent-driven

class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        let gesture = UIPanGestureRecognizer { [weak self] sender in self?.handleGesture(sender) }
        viewController.view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
        var progress = (translation.y / 400)
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let finalFrame = fromView.frame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                fromView.frame = finalFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

class SwipeDismissDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interactionController: SwipeInteractionController?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interactionController, interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}

// MARK: 3. A dimming presentation controller for a half-height sheet

class DimmingPresentationController: UIPresentationController {
    lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1.0
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1.0
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0.0
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0.0
            }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

// MARK: 4. A navigation push animator

class PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        toView.frame = containerView.bounds.offsetBy(dx: width, dy: 0)
        containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
            animations: {
                toView.frame = containerView.bounds
                fromView.frame = containerView.bounds.offsetBy(dx: -width / 3, dy: 0)
            }
        ) { _ in
            fromView.frame = containerView.bounds
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

class NavigationAnimationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? PushAnimator() : nil
    }
}

// MARK: 5. A spring card that expands with a property animator and snaps back

class SpringCardViewController: UIViewController {
    let cardView = UIView()
    var isExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.frame = CGRect(x: 40, y: 480, width: 320, height: 200)
        cardView.backgroundColor = .systemBlue
        cardView.layer.cornerRadius = 16
        cardView.layer.shadowOpacity = 0.3
        cardView.layer.shadowRadius = 10
        cardView.layer.shadowOffset = CGSize(width: 0, height: 4)
        view.addSubview(cardView)
        cardView.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.toggle() })
    }

    func toggle() {
        if isExpanded {
            UIView.animate(
                withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                options: [],
                animations: {
                    self.cardView.frame.origin.y = 480
                }, completion: nil)
        } else {
            let timing = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 0))
            let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
            animator.addAnimations {
                self.cardView.frame.origin.y = 120
            }
            animator.startAnimation()
        }
        isExpanded.toggle()
    }
}
