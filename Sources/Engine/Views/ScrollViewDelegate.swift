import Geometry

/// Hears a scroll view's scrolling, dragging and deceleration (`UIScrollViewDelegate`).
/// Every method has an empty default, so a delegate implements only what it needs.
///
/// The order of a flick: `scrollViewWillBeginDragging`, `scrollViewDidScroll` while the
/// finger moves, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the content glides on,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` every frame, and
/// `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, by the user, by a glide or an animation, or in code.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to scroll the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted at `velocity` (points per millisecond, in content direction);
    /// `targetContentOffset.pointee` is where the glide will come to rest, and a new value
    /// written there makes the glide land on it instead (how snapping is done).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: UnsafeMutablePointer<Point>)
    /// The drag ended; `decelerate` is true when the content moves on by itself.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts gliding after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The glide (or bounce) after a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooming scales (`viewForZooming(in:)`); nil, the default, turns
    /// zooming off.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// An animated zoom of `view` is about to begin.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed (after every change, in code or animated).
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// An animated zoom of `view` ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
    /// `adjustedContentInset` changed (from `adjustedContentInsetDidChange()`).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target where the glide would land.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point,
        targetContentOffset: UnsafeMutablePointer<Point>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No view: the scroll view does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

/// An ancestor view that takes part in a drag on a scroll view inside it: a sheet that
/// moves before its content scrolls. The scroll view asks the nearest such ancestor when a
/// drag begins, offers it each vertical finger movement, and hands it the release.
package protocol ScrollViewDragCoordinating: AnyObject {
    /// A drag began on `scrollView`; true when this ancestor takes part in it.
    @MainActor func scrollViewDragShouldCoordinate(_ scrollView: ScrollView) -> Bool
    /// The finger moved `dy` points (window, down positive) and the content has nothing
    /// more to give in that direction (the scroll view gave it what it could first when
    /// `dy` is downward); returns the part this ancestor did not use.
    @MainActor func scrollView(_ scrollView: ScrollView, offerDrag dy: Double) -> Double
    /// The finger lifted moving at `velocityDown` (window points per second); true when
    /// this ancestor takes the release, so the content does not glide.
    @MainActor func scrollView(_ scrollView: ScrollView, dragEndedWithVelocity velocityDown: Double, cancelled: Bool)
        -> Bool
}
