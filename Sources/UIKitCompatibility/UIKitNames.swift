// UIKit's type names for the engine's types, so a UIKit transition snippet compiles
// after one import changes. Each alias keeps the UIKit type's role; where the engine's
// spelling of a member differs, a shim in this module adds UIKit's spelling.

/// `UIView`: a rectangle of the view tree (`View`).
public typealias UIView = View
/// `UITouch`: one finger on the screen (`Touch`).
public typealias UITouch = Touch
/// `UIEvent`: the event touches belong to (`TouchEvent`).
public typealias UIEvent = TouchEvent
/// `UIViewController` (`ViewController`).
public typealias UIViewController = ViewController
/// `UIStoryboardSegue`: a segue made in code (there are no storyboards here).
public typealias UIStoryboardSegue = StoryboardSegue
/// `UINavigationController` (`NavigationController`).
public typealias UINavigationController = NavigationController
/// `UINavigationControllerDelegate` (`NavigationControllerDelegate`).
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UIViewControllerAnimatedTransitioning` (`AnimatedTransitioning`).
public typealias UIViewControllerAnimatedTransitioning = AnimatedTransitioning
/// `UIViewControllerInteractiveTransitioning` (`InteractiveTransitioning`).
public typealias UIViewControllerInteractiveTransitioning = InteractiveTransitioning
/// `UIViewControllerContextTransitioning`: here the engine's one context class, which a
/// test builds with `AnimatorTestbed` (PlaygroundTesting) instead of faking a protocol.
public typealias UIViewControllerContextTransitioning = TransitionContext
/// `UIViewControllerTransitioningDelegate` (`TransitioningDelegate`).
public typealias UIViewControllerTransitioningDelegate = TransitioningDelegate
/// `UIViewControllerTransitionCoordinator` (`TransitionCoordinator`, a protocol as UIKit's).
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext` (`TransitionCoordinatorContext`, a protocol).
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext
/// `UIPercentDrivenInteractiveTransition` (`PercentDrivenInteractiveTransition`).
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// `UIPresentationController` (`PresentationController`).
public typealias UIPresentationController = PresentationController
/// `UIModalPresentationStyle` (`ModalPresentationStyle`).
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UITransitionContextViewKey` (`TransitionKey`: `.from`, `.to`).
public typealias UITransitionContextViewKey = TransitionKey
/// `UITransitionContextViewControllerKey` (`TransitionKey`: `.from`, `.to`).
public typealias UITransitionContextViewControllerKey = TransitionKey
/// `UIViewPropertyAnimator` (`PropertyAnimator`).
public typealias UIViewPropertyAnimator = PropertyAnimator
/// `UISpringTimingParameters` (`SpringTimingProvider`, a class as in UIKit).
public typealias UISpringTimingParameters = SpringTimingProvider
/// `UICubicTimingParameters` (`CubicTimingProvider`, a class as in UIKit).
public typealias UICubicTimingParameters = CubicTimingProvider
/// `UIGestureRecognizer` (`GestureRecognizer`).
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIPanGestureRecognizer`: build it with a closure, `UIPanGestureRecognizer { sender in ... }`
/// (no Objective-C runtime for `#selector` on Linux).
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UIScreenEdgePanGestureRecognizer` (`ScreenEdgePanGestureRecognizer`).
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// `UITapGestureRecognizer`: built with a closure, as the pan recognizer.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILabel` (`Label`).
public typealias UILabel = Label
/// `NSLineBreakMode`: how a label breaks and truncates text that does not fit.
public typealias NSLineBreakMode = LineBreakMode
/// `UIButton` (`Button`, made with a title and an action closure).
public typealias UIButton = Button
/// `UIColor` (`Color`, components 0...1).
public typealias UIColor = Color
/// `CGAffineTransform` (`AffineTransform`).
public typealias CGAffineTransform = Geometry.AffineTransform

extension View {
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = Engine.AnimationOptions
}

extension NavigationController {
    /// `UINavigationController.Operation` (`.push`, `.pop`).
    public typealias Operation = NavigationOperation
}

extension GestureRecognizer {
    /// `UIGestureRecognizer.State` (`.began`, `.changed`, `.ended`, ...).
    public typealias State = GestureRecognizerState
}
