import Foundation
import UIKitCompatibility

// A menu that swings down into place on UIKit Dynamics, in the shape transition libraries
// give it (a hinge near the top-left corner, a continuous push, a short collision boundary
// it bounces against, an item behavior for elasticity and density), written as UIKit code:
// only the import differs. The transition completes when the animator comes to rest.

/// Presents its menu swinging down from a quarter turn about a hinge at the top left.
class SwingMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    var animator: UIDynamicAnimator?
    var context: UIViewControllerContextTransitioning?
    var pauses = 0
    let hingeInset: CGFloat = 30

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        guard let menu = transitionContext.view(forKey: .to) else { return }
        container.addSubview(menu)
        menu.frame = container.bounds
        menu.transform = CGAffineTransform(rotationAngle: -.pi / 2)
        // Lying on its side above the screen, its hinge corner at the top left.
        menu.frame = CGRect(
            x: 0, y: -menu.frame.height + 2 * hingeInset, width: menu.frame.width, height: menu.frame.height)

        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        let hinge = CGPoint(x: hingeInset, y: hingeInset)
        let offset = UIOffset(
            horizontal: -menu.bounds.width / 2 + hinge.x, vertical: -menu.bounds.height / 2 + hinge.y)
        animator.addBehavior(UIAttachmentBehavior(item: menu, offsetFromCenter: offset, attachedToAnchor: hinge))

        let collision = UICollisionBehavior()
        let bottom = container.bounds.height
        collision.addBoundary(
            withIdentifier: "stop" as NSString, from: CGPoint(x: -1, y: bottom - 1), to: CGPoint(x: -1, y: bottom))
        collision.addItem(menu)
        animator.addBehavior(collision)

        let properties = UIDynamicItemBehavior(items: [menu])
        properties.elasticity = 0.6
        properties.density = 1.5
        animator.addBehavior(properties)

        let push = UIPushBehavior(items: [menu], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 2 / CGFloat.pi * bottom / 0.6)
        animator.addBehavior(push)
        self.animator = animator
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses += 1
        animator.removeAllBehaviors()
        guard let context else { return }
        if let menu = context.view(forKey: .to) {
            menu.transform = .identity
            menu.frame = context.containerView.bounds
        }
        context.completeTransition(true)
        self.context = nil
    }
}

/// Hands out the swing animator for presentation.
class SwingMenuTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SwingMenuAnimator()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
}
