import Engine
import Geometry

/// A drag of the sheet in progress.
struct SheetDrag {
    /// The sheet's height when the drag began.
    var startHeight: Double
    /// True once the drag went below the smallest detent and drives a dismissal.
    var isDismissing = false
    /// True once the delegate heard of a refused attempt in this drag.
    var reportedAttempt = false
}

extension SheetPresentationController {
    /// Seconds of velocity a release projects forward: UIScrollView's rule
    /// `velocity * d / (1000 * (1 - d))` per millisecond-based rate `d`, with d = 0.998
    /// (about 0.499 s).
    public static var projectionTime: Double {
        decelerationRate / (1000 * (1 - decelerationRate))
    }

    /// Where a release at `height` moving at `velocity` (points per second, positive
    /// upwards) comes to rest if it decelerates as a scroll view does.
    public static func projectedHeight(_ height: Double, velocity: Double) -> Double {
        height + velocity * projectionTime
    }

    /// UIScrollView's rubber band: `offset` beyond the edge shows as
    /// (1 - 1 / (offset * 0.55 / dimension + 1)) * dimension.
    static func rubberBand(_ offset: Double, dimension: Double) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (offset * 0.55 / dimension + 1)) * dimension
    }

    /// True when the user may dismiss now: the presented controller is not modal and the
    /// delegate does not refuse.
    var userMayDismiss: Bool {
        !presentedViewController.isModalInPresentation
            && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    }

    /// How far the sheet travels when it is dismissed from its smallest detent.
    var dismissDistance: Double {
        let b = containerView?.bounds ?? .zero
        let minHeight = resolvedDetents[0].height
        return max(1, b.maxY - sheetFrame(height: minHeight).minY)
    }

    func handleDrag(_ pan: PanGestureRecognizer) {
        let dy = pan.translation(in: nil).y
        switch pan.state {
        case .began:
            guard containerView != nil, presentedViewController.transitionCoordinator == nil else { return }
            stopSettling()
            drag = SheetDrag(startHeight: presentedHeight)
            dragMoved(dy)
        case .changed:
            dragMoved(dy)
        case .ended, .cancelled:
            dragEnded(velocityDown: pan.velocity(in: nil).y, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    /// Follows the finger: live between detents, rubber-banding above the largest, and
    /// below the smallest either driving the dismissal or resisting when it is refused.
    func dragMoved(_ dy: Double) {
        guard var d = drag else { return }
        let r = resolvedDetents
        let minHeight = r[0].height
        let maxHeight = r[r.count - 1].height
        let raw = d.startHeight - dy
        let dimension = containerView?.bounds.height ?? 1
        defer { drag = d }
        if d.isDismissing {
            dragInteraction?.update(min(max((minHeight - raw) / dismissDistance, 0), 1))
            return
        }
        if raw > maxHeight {
            View.performWithoutAnimation {
                apply(height: maxHeight + Self.rubberBand(raw - maxHeight, dimension: dimension))
            }
        } else if raw >= minHeight {
            View.performWithoutAnimation { apply(height: raw) }
        } else if userMayDismiss {
            View.performWithoutAnimation { apply(height: minHeight) }
            d.isDismissing = true
            drag = d
            select(r[0].identifier)
            beginUserDismissal(interactive: true)
            dragInteraction?.update(min(max((minHeight - raw) / dismissDistance, 0), 1))
        } else {
            View.performWithoutAnimation {
                apply(height: minHeight - Self.rubberBand(minHeight - raw, dimension: dimension))
            }
            if !d.reportedAttempt {
                d.reportedAttempt = true
                delegate?.presentationControllerDidAttemptToDismiss(self)
            }
        }
    }

    /// Settles where the release projects: the nearest detent, or away when the
    /// projection lands nearer the bottom than the smallest detent.
    func dragEnded(velocityDown: Double, cancelled: Bool) {
        guard let d = drag else { return }
        drag = nil
        if d.isDismissing {
            guard let interaction = dragInteraction else { return }
            dragInteraction = nil
            let distance = dismissDistance
            let dropped = interaction.percentComplete * distance
            let projected = dropped + velocityDown * Self.projectionTime
            if !cancelled && projected > distance / 2 {
                interaction.finish(velocity: velocityDown / distance)
            } else {
                interaction.cancel(velocity: velocityDown / distance)
            }
            return
        }
        let r = resolvedDetents
        let h = presentedHeight
        let velocity = cancelled ? 0 : -velocityDown
        let projected = Self.projectedHeight(h, velocity: velocity)
        let nearest = r.min { abs($0.height - projected) < abs($1.height - projected) }!
        if !cancelled && abs(projected) < abs(nearest.height - projected) && userMayDismiss {
            // A fling down past the smallest detent: away, leaving at the finger's speed.
            View.performWithoutAnimation { apply(height: r[0].height) }
            select(r[0].identifier)
            beginUserDismissal(interactive: true)
            let interaction = dragInteraction
            dragInteraction = nil
            interaction?.update(min(max((r[0].height - h) / dismissDistance, 0), 1))
            interaction?.finish(velocity: velocityDown / dismissDistance)
            return
        }
        select(nearest.identifier)
        animateHeight(to: nearest.height, velocity: velocity)
    }

    /// Makes `identifier` the selected detent as the user's choice, telling the delegate
    /// when it changed.
    func select(_ identifier: Detent.Identifier) {
        guard identifier != effectiveSelectedDetentIdentifier || selectedDetentIdentifier == nil else { return }
        let changed = identifier != effectiveSelectedDetentIdentifier
        isSettingFromDrag = true
        selectedDetentIdentifier = identifier
        isSettingFromDrag = false
        if changed { sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
    }

    /// Starts a dismissal the user asked for, driven by the drag when `interactive`; the
    /// delegate hears `WillDismiss` from `dismissalTransitionWillBegin`, once the
    /// transition coordinator exists.
    func beginUserDismissal(interactive: Bool) {
        isUserDismissal = true
        dragInteraction = interactive ? PercentDrivenInteractiveTransition() : nil
        presentedViewController.dismiss(animated: true)
        if presentedViewController.transitionCoordinator == nil {
            // Refused (another transition runs): nothing started.
            isUserDismissal = false
            dragInteraction = nil
        }
    }

    /// A tap on the dimming: dismiss, unless refused (then the delegate hears of the attempt).
    func dimmingTapped() {
        guard isResting else { return }
        if userMayDismiss {
            beginUserDismissal(interactive: false)
        } else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
    }

    /// A tap on the grabber moves to the next larger detent (from the largest, the smallest).
    func grabberTapped() {
        guard isResting else { return }
        let r = resolvedDetents
        guard r.count > 1, let i = r.firstIndex(where: { $0.identifier == effectiveSelectedDetentIdentifier }) else {
            return
        }
        let next = r[(i + 1) % r.count]
        select(next.identifier)
        animateHeight(to: next.height, velocity: 0)
    }
}
