// Core Animation's names for frame callbacks, springs, keyframes and groups, so code that
// animates layers with them, or steps its own physics on a display link, ports unchanged
// past its selectors.

import Engine
import Foundation

/// `CASpringAnimation` (`SpringAnimation`).
public typealias CASpringAnimation = SpringAnimation
/// `CAKeyframeAnimation` (`KeyframeAnimation`).
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CAAnimationCalculationMode`: `.linear`, `.discrete`, `.paced`, `.cubic`, `.cubicPaced`.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
/// `CAAnimationGroup` (`LayerAnimationGroup`).
public typealias CAAnimationGroup = LayerAnimationGroup
/// `CADisplayLink` (`DisplayLink`): made with a closure, `CADisplayLink { link in ... }`,
/// where UIKit takes a target and a selector.
public typealias CADisplayLink = DisplayLink

extension DisplayLink {
    /// `add(to: .main, forMode: .common)`: starts the link on the window UIKit code means
    /// by "the screen" (the newest window of the run, `UIApplication.shared`'s last). Every
    /// run loop and mode is the same here: the window's frames drive the link. With no
    /// window yet the link stays idle.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let window = WindowScene.current?.keyWindow else { return }
        add(to: window)
    }

    /// `remove(from:forMode:)`: takes the link off its window; `add(to:forMode:)` may put
    /// it back.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        remove()
    }
}

/// `CACurrentMediaTime()`: the time of the screen's clock (the newest window's), in
/// seconds; the virtual clock's in tests and headless runs, 0 before any window exists.
/// Callable from any thread, as Core Animation's is: off the main thread, where no window
/// may be read, it is the monotonic clock the live window runs on.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> Double {
    guard Thread.isMainThread else { return MonotonicClock().now }
    return MainActor.assumeIsolated { WindowScene.current?.keyWindow?.clock.now ?? 0 }
}
