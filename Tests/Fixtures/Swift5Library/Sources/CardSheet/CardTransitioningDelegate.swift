import UIKitCompatibility

/// The library's entry point: a plain class (no `NSObject`, no `@MainActor`) that vends the
/// animators and the presentation controller, with helpers that read views from its own
/// nonisolated methods, as UIKit libraries in the Swift 5 language mode do.
public final class CardTransitioningDelegate {
    /// How far below the top edge the card stops.
    public var topInset: CGFloat
    /// The card's corner radius.
    public var cornerRadius: CGFloat = 12
    let duration: TimeInterval = 0.4

    public init(topInset: CGFloat = 40) {
        self.topInset = topInset
    }

    /// The card's frame in `containerView`: a nonisolated method reading a view's bounds.
    func cardFrame(in containerView: UIView) -> CGRect {
        let bounds = containerView.bounds
        return CGRect(x: 0, y: topInset, width: bounds.width, height: bounds.height - topInset)
    }

    /// Rounds the card's top corners: a nonisolated method writing to a view's layer.
    func style(_ card: UIView) {
        card.layer.cornerRadius = cornerRadius
        card.layer.masksToBounds = true
    }

    /// Nudges the card: a nonisolated method starting an animation with closures.
    func nudge(_ card: UIView) {
        UIView.animate(
            withDuration: 0.2, animations: { card.transform = CGAffineTransform(scaleX: 1.02, y: 1.02) },
            completion: { _ in card.transform = .identity })
    }
}

extension CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardPresentingAnimator(duration: duration, card: self)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        CardDismissingAnimator(duration: duration)
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting, card: self)
    }
}

/// A value type with a static helper on views, called from anywhere.
enum CardLayout {
    static func offscreenFrame(for frame: CGRect, in containerView: UIView) -> CGRect {
        frame.offsetBy(dx: 0, dy: containerView.bounds.height - frame.minY)
    }
}
