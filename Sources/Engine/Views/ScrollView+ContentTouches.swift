import Geometry

/// How a touch on a scroll view's content reaches that content, as UIKit arbitrates it:
///
/// - `delaysContentTouches` (true by default) holds the touch's `began` back from the content
///   (and a button's tracking) for a short while, so that a drag starting at once scrolls
///   without the content ever seeing the touch; a finger that stays still that long, or
///   lifts first, is handed to the content.
/// - Once the content tracks the touch, a drag may take it only when
///   `canCancelContentTouches` is true and `touchesShouldCancel(in:)` agrees for the touched
///   view, which it does by default for every view but a control: a finger resting on a
///   button and then moving does not scroll.
/// - `touchesShouldBegin(_:with:in:)` may keep a touch from the content altogether.
extension ScrollView {
    /// How long a touch on the content is held back before the content sees it, seconds.
    public static let contentTouchDelay = 0.15

    /// True when the drag may begin over the touch in flight: the content does not track it,
    /// or may have it taken away.
    func contentTouchAllowsDrag() -> Bool {
        guard let view = window?.viewTrackingTouch, view !== self, view.isDescendant(of: self) else { return true }
        return canCancelContentTouches && touchesShouldCancel(in: view)
    }
}

/// The scroll view's own recognizer behind `delaysContentTouches`: it holds a touch on the
/// content back from the views (`delaysTouchesBegan`) while it is undecided, and fails,
/// letting the touch through, after `ScrollView.contentTouchDelay` or at the lift. It never
/// recognizes; the scroll view's pan, beginning first, drops the held touch. A touch on the
/// scroll view itself (gliding content, its own background) is not held.
@MainActor
final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// The scroll view it serves; its `view`, as a scroll view.
    private var scrollView: ScrollView? { view as? ScrollView }
    /// Which touch the watch on the clock belongs to.
    private var generation = 0

    override init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
        name = "ScrollView.contentTouchDelay"
    }

    /// Fails at once for a touch that is not on the content, or when the scroll view does
    /// not delay; otherwise watches the clock for the delay to run out.
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView, let touch = touches.first, let touched = touch.view else { return }
        guard touched !== scrollView, touched.isDescendant(of: scrollView), scrollView.delaysContentTouches else {
            state = .failed
            return
        }
        generation += 1
        let generation = generation
        let due = touch.timestamp + ScrollView.contentTouchDelay
        guard let window = scrollView.window else { return }
        window.animator.onEveryTick { [weak self, weak window] in
            guard let self, let window, self.generation == generation, self.state == .possible, self.liftTime == nil
            else { return false }
            guard window.clock.now >= due - 1e-9 else { return true }
            self.state = .failed
            window.recognizerDecidedOnClock(self)
            return false
        }
    }

    /// The lift hands a held touch to the content.
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        generation += 1
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        generation += 1
    }
}

/// The scroll view's pan. Besides dragging, it keeps `isTracking` true from the moment a
/// finger touches the scroll view or its content, while that touch is still held back from
/// the content (`delaysContentTouches`), until the touch ends or is no longer the scroll
/// view's.
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        (view as? ScrollView)?.isTracking = true
    }

    override func reset() {
        super.reset()
        if let scrollView = view as? ScrollView, scrollView.drag == nil { scrollView.isTracking = false }
    }
}
