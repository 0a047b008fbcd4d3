/// What a view's `managingResponder` hears of the view's moves between windows, beside the
/// view's own `willMove(toWindow:)` and `didMoveToWindow()` hooks, which the view's class
/// (often the user's) owns.
///
/// Rule: both calls come for every window change of the view, whether its own parent changed
/// or an ancestor's, and in the order of the view's hooks: the will-call before any view of
/// the subtree hears its `didMoveToWindow()`, the did-call after the view's own.
@MainActor
package protocol WindowMoveObserving: AnyObject {
    /// The managed view is about to move into `newWindow` (nil: out of every window).
    func managedViewWillMove(toWindow newWindow: Window?)
    /// The managed view has moved into `window` (nil: out of every window).
    func managedViewDidMove(toWindow window: Window?)
}
