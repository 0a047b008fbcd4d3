import UIKitCompatibility

// Timing as card libraries write it: their own initializers in extensions of UIKit's timing
// classes, and an interruptible animator made from them.

extension UISpringTimingParameters {
    /// A spring from a damping ratio and a response (the time of one undamped oscillation).
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let stiffness = pow(2 * .pi / response, 2)
        let dampingCoefficient = 4 * .pi * damping / response
        self.init(mass: 1, stiffness: stiffness, damping: dampingCoefficient, initialVelocity: initialVelocity)
    }
}

extension UICubicTimingParameters {
    /// The card's ease-out.
    convenience init(cardEaseOut: Void) {
        self.init(controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.2, y: 1))
    }
}

/// Makes the animators the card's drag hands its release to.
enum CardSpringTiming {
    /// A spring that settles in its own time from the release velocity.
    static func releaseAnimator(velocity: CGFloat) -> UIViewPropertyAnimator {
        let timing = UISpringTimingParameters(
            damping: 0.8, response: 0.35, initialVelocity: CGVector(dx: 0, dy: velocity))
        return UIViewPropertyAnimator(duration: 0, timingParameters: timing)
    }

    /// The card's own curve over `duration`.
    static func fadeAnimator(duration: TimeInterval) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(cardEaseOut: ()))
    }
}
