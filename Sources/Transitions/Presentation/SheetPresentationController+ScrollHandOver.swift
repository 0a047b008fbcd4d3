import Engine
import Geometry

/// The sheet's wrapper view: it takes part in drags on the scroll views inside it, so one
/// finger moves the sheet and then the content (`prefersScrollingExpandsWhenScrolledToEdge`).
@MainActor
final class SheetContainerView: View, ScrollViewDragCoordinating {
    /// The sheet controller that owns the view (it owns the controller's sheet).
    weak var controller: SheetPresentationController?
    /// The finger's vertical travel the sheet has taken in the current drag (down positive).
    var sheetTravel = 0.0

    init(controller: SheetPresentationController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    required init?(coder: ViewCoder) {
        return nil
    }

    func scrollViewDragShouldCoordinate(_ scrollView: ScrollView) -> Bool {
        sheetTravel = 0
        return controller?.beginScrollHandOver(scrollView) ?? false
    }

    func scrollView(_ scrollView: ScrollView, offerDrag dy: Double) -> Double {
        controller?.scrollHandOver(offer: dy, travel: &sheetTravel) ?? dy
    }

    func scrollView(_ scrollView: ScrollView, dragEndedWithVelocity velocityDown: Double, cancelled: Bool) -> Bool {
        controller?.endScrollHandOver(velocityDown: velocityDown, travel: sheetTravel, cancelled: cancelled) ?? false
    }
}

extension SheetPresentationController {
    /// A drag began on a scroll view in the sheet: the sheet joins it (as a drag of its own
    /// that starts where it is) when it prefers to expand before scrolling, is a page sheet
    /// on screen with no transition running, and the scroll view scrolls vertically.
    func beginScrollHandOver(_ scrollView: ScrollView) -> Bool {
        guard prefersScrollingExpandsWhenScrolledToEdge, containerView != nil, !isCentredCard,
            presentedViewController.transitionCoordinator == nil, drag == nil,
            scrollView.maximumContentOffset.y > scrollView.minimumContentOffset.y || scrollView.alwaysBounceVertical
        else { return false }
        stopSettling()
        drag = SheetDrag(startHeight: presentedHeight)
        return true
    }

    /// The finger moved `dy` and the content gave what it had: upward the sheet grows until
    /// its largest detent (or, while being dragged away, back to its smallest); downward it
    /// takes everything (it shrinks, dismisses, or resists a refused dismissal).
    func scrollHandOver(offer dy: Double, travel: inout Double) -> Double {
        guard let d = drag else { return dy }
        let r = resolvedDetents
        let raw = d.startHeight - travel
        var left = 0.0
        if dy < 0 {
            let top = d.isDismissing ? r[0].height : r[r.count - 1].height
            let take = min(-dy, max(0, top - raw))
            travel -= take
            left = dy + take
        } else {
            travel += dy
        }
        dragMoved(travel)
        return left
    }

    /// The finger lifted: a sheet that moved and is not at its largest detent settles (or
    /// goes away) with the finger's velocity, and the content does not glide; a sheet at its
    /// largest detent stays there and the content takes the velocity.
    func endScrollHandOver(velocityDown: Double, travel: Double, cancelled: Bool) -> Bool {
        guard let d = drag else { return false }
        let r = resolvedDetents
        let largest = r[r.count - 1]
        if !d.isDismissing && d.startHeight - travel >= largest.height - 0.5 {
            drag = nil
            if travel != 0 { select(largest.identifier) }
            View.performWithoutAnimation { apply(height: largest.height) }
            return false
        }
        if !d.isDismissing && travel == 0 {
            drag = nil
            return false
        }
        dragEnded(velocityDown: velocityDown, cancelled: cancelled)
        return true
    }
}
