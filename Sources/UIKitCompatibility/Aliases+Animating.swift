// UIKit's names for interruptible animation: the protocols a transition's
// `interruptibleAnimator(using:)` returns, timing-curve providers and the animation curve,
// so an animator written against UIKit's signatures conforms unchanged.

import Engine

/// `UIViewAnimating` (`ViewAnimating`).
public typealias UIViewAnimating = ViewAnimating
/// `UIViewImplicitlyAnimating` (`ViewImplicitlyAnimating`): what
/// `interruptibleAnimator(using:)` returns; `UIViewPropertyAnimator` conforms.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// `UIViewAnimatingState`: `.inactive`, `.active`, `.stopped`.
public typealias UIViewAnimatingState = PropertyAnimator.State
/// `UIViewAnimatingPosition`: `.end`, `.start`, `.current`.
public typealias UIViewAnimatingPosition = PropertyAnimator.Position
/// `UITimingCurveProvider` (`TimingCurveProvider`).
public typealias UITimingCurveProvider = TimingCurveProvider
/// `UITimingCurveType`: `.builtin`, `.cubic`, `.spring`, `.composed`.
public typealias UITimingCurveType = TimingCurveType

extension View {
    /// `UIView.AnimationCurve`: `.easeInOut`, `.easeIn`, `.easeOut`, `.linear` (and any
    /// cubic Bezier, which UIKit's enumeration does not have: a `switch` over the four
    /// needs its `@unknown default`, as UIKit's own does).
    public typealias AnimationCurve = TimingCurve
}
