import Engine

/// A child's appearance callbacks when its container's code shows or hides its view: UIKit's
/// `viewWillAppear(_:)` is called "before the view controller's view is about to be added to
/// a view hierarchy", so a child added (`addChild`, `addSubview`, `didMove(toParent:)`) to a
/// container already on screen hears `viewWillAppear` and `viewDidAppear`, and one whose view
/// is removed while it shows hears `viewWillDisappear` and `viewDidDisappear`.
///
/// Rules: only a child its parent forwards callbacks to (`childrenForAppearance`, with
/// `shouldAutomaticallyForwardAppearanceMethods` true) and only while the parent is on
/// screen or appearing; a change already under way (a navigation or tab container calling
/// `beginAppearanceTransition` itself) is left to whoever began it. A child added while its
/// parent is still appearing hears `viewDidAppear` with its parent's.
extension ViewController: WindowMoveObserving {
    /// The controllers whose pending appearance change a window move began, so the same
    /// move's end ends it; held only between the two calls of one move.
    private static var changesFollowingWindowMove: Set<ObjectIdentifier> = []

    package func managedViewWillMove(toWindow newWindow: Window?) {
        guard let parent, parent.forwardedAppearanceChildren.contains(where: { $0 === self }) else { return }
        let parentShows = parent.appearanceState == .appeared || parent.appearanceState == .appearing
        guard parentShows else { return }
        if newWindow != nil, appearanceState == .disappeared {
            beginAppearanceTransition(true, animated: false)
            // Appearing with a parent that is itself appearing: its end ends this one too.
            if parent.appearanceState == .appeared { Self.changesFollowingWindowMove.insert(ObjectIdentifier(self)) }
        } else if newWindow == nil, appearanceState == .appeared {
            beginAppearanceTransition(false, animated: false)
            Self.changesFollowingWindowMove.insert(ObjectIdentifier(self))
        }
    }

    package func managedViewDidMove(toWindow window: Window?) {
        guard Self.changesFollowingWindowMove.remove(ObjectIdentifier(self)) != nil else { return }
        endAppearanceTransition()
    }
}
