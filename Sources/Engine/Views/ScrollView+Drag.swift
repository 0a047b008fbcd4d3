import Geometry

/// A drag of a scroll view's content in progress.
struct ScrollDrag {
    /// The offset the finger alone would give: past an edge it runs ahead of what is
    /// drawn, which is its rubber band.
    var fingerOffset: Point
    /// The pan's translation at the last event, window points.
    var lastTranslation: Point
    /// The ancestor moving with the content (a sheet), if one takes part.
    var coordinator: (any ScrollViewDragCoordinating)?
    /// The axis a directional lock holds the drag to; nil moves both.
    var lockedAxis: ScrollAxisLock?
}

/// The one axis a directionally locked drag moves along.
enum ScrollAxisLock {
    case horizontal, vertical

    /// The axis a drag that began with `translation` is held to: one at least twice the
    /// other; nil for a diagonal start.
    init?(translation t: Point) {
        if abs(t.x) >= 2 * abs(t.y) {
            self = .horizontal
        } else if abs(t.y) >= 2 * abs(t.x) {
            self = .vertical
        } else {
            return nil
        }
    }
}

extension ScrollView {
    /// Follows the pan: the content under the finger stays under it (with resistance past
    /// the edges), and the release hands its velocity to a glide.
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDrag(translation: pan.translation(in: nil))
        case .changed:
            moveDrag(translation: pan.translation(in: nil))
        case .ended, .cancelled:
            // Content moves against the finger.
            let v = pan.state == .cancelled ? .zero : pan.velocity(in: nil) * -1
            endDrag(velocity: v, fingerVelocityDown: -v.y, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    private func beginDrag(translation: Point) {
        stopMotion()
        isTracking = true
        var coordinator: (any ScrollViewDragCoordinating)?
        var ancestor = superview
        while let v = ancestor {
            if let c = v as? any ScrollViewDragCoordinating {
                if c.scrollViewDragShouldCoordinate(self) { coordinator = c }
                break
            }
            ancestor = v.superview
        }
        drag = ScrollDrag(
            fingerOffset: fingerOffset(for: contentOffset),
            lastTranslation: translation, coordinator: coordinator,
            lockedAxis: isDirectionalLockEnabled ? ScrollAxisLock(translation: translation) : nil)
        isDragging = true
        dismissKeyboardForDrag()
        delegate?.scrollViewWillBeginDragging(self)
        showIndicators()
    }

    /// `keyboardDismissMode` at the start of a drag: `.onDrag` makes a first responder that
    /// takes text resign, as the keyboard it shows goes away.
    private func dismissKeyboardForDrag() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory,
            let responder = window?.firstResponder, responder is any KeyInput
        else { return }
        _ = responder.resignFirstResponder()
    }

    private func moveDrag(translation: Point) {
        guard var d = drag else { return }
        // Code set `contentOffset` since the last step (a drawer holding its list still):
        // the finger goes on from there, as UIKit's pan moves the content from where it is.
        if contentOffset != rubberBanded(d.fingerOffset) { d.fingerOffset = fingerOffset(for: contentOffset) }
        // Window movement into the view's directions (a scaled or turned scroll view).
        let windowDelta = translation - d.lastTranslation
        let delta = convert(windowDelta, from: nil) - convert(.zero, from: nil)
        d.lastTranslation = translation
        if canScrollHorizontally, d.lockedAxis != .vertical { d.fingerOffset.x -= delta.x }
        if canScrollVertically, d.lockedAxis != .horizontal {
            var dy = delta.y
            if let c = d.coordinator {
                if dy > 0 {
                    // Down: the content scrolls back to its top first, the ancestor takes the rest.
                    let room = max(0, d.fingerOffset.y - minimumContentOffset.y)
                    let part = min(dy, room)
                    d.fingerOffset.y -= part
                    dy = c.scrollView(self, offerDrag: dy - part)
                } else if dy < 0 {
                    // Up: the ancestor grows first, the content scrolls with what is left.
                    dy = c.scrollView(self, offerDrag: dy)
                }
            }
            d.fingerOffset.y -= dy
        }
        drag = d
        setOffset(rubberBanded(d.fingerOffset))
    }

    /// The finger offset that draws `offset`: itself inside the limits; past an edge, where
    /// that rubber band puts the finger (content caught or set past an edge).
    func fingerOffset(for offset: Point) -> Point {
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        func finger(_ x: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            if x < lo { return lo + ScrollPhysics.finger(forRubberBand: x - lo, dimension: d) }
            if x > hi { return hi + ScrollPhysics.finger(forRubberBand: x - hi, dimension: d) }
            return x
        }
        return Point(x: finger(offset.x, lo.x, hi.x, bounds.width), y: finger(offset.y, lo.y, hi.y, bounds.height))
    }

    /// What is drawn for a finger offset: itself inside the limits, a rubber band beyond.
    func rubberBanded(_ finger: Point) -> Point {
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        func band(_ x: Double, _ lo: Double, _ hi: Double, _ d: Double) -> Double {
            if x < lo { return bounces ? lo + ScrollPhysics.rubberBand(x - lo, dimension: d) : lo }
            if x > hi { return bounces ? hi + ScrollPhysics.rubberBand(x - hi, dimension: d) : hi }
            return x
        }
        return Point(x: band(finger.x, lo.x, hi.x, bounds.width), y: band(finger.y, lo.y, hi.y, bounds.height))
    }

    private func endDrag(velocity: Point, fingerVelocityDown: Double, cancelled: Bool) {
        guard let d = drag else { return }
        drag = nil
        isDragging = false
        isTracking = false
        var v = Point(
            x: canScrollHorizontally && d.lockedAxis != .vertical ? velocity.x : 0,
            y: canScrollVertically && d.lockedAxis != .horizontal ? velocity.y : 0)
        if let c = d.coordinator, c.scrollView(self, dragEndedWithVelocity: fingerVelocityDown, cancelled: cancelled) {
            v.y = 0
        }
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        let natural = Point(
            x: ScrollPhysics.projectedOffset(offset.x, velocity: v.x, rate: rate),
            y: ScrollPhysics.projectedOffset(offset.y, velocity: v.y, rate: rate))
        let proposed = isPagingEnabled ? pageTarget(natural: natural, velocity: v) : clamped(natural)
        var target = proposed
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: v * 0.001, targetContentOffset: pointer)
        }
        // A target the delegate (or paging) chose is landed on; otherwise the glide runs its
        // own course, bouncing if it runs past an edge.
        let retargeted = isPagingEnabled || target != proposed
        let willMove: Bool
        if retargeted {
            willMove = startMotion(to: clamped(target), velocity: v, reason: .deceleration)
        } else {
            willMove = startGlide(velocity: v)
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willMove)
        if willMove {
            delegate?.scrollViewWillBeginDecelerating(self)
        } else {
            hideIndicatorsSoon()
        }
    }

    /// The page a paging release comes to rest on: the one the projection falls in, at
    /// most one page away from the page the drag started near.
    private func pageTarget(natural: Point, velocity: Point) -> Point {
        let offset = contentOffset
        func page(_ x: Double, _ from: Double, _ v: Double, _ size: Double, _ lo: Double, _ hi: Double) -> Double {
            guard size > 0 else { return x }
            let current = ((from - lo) / size).rounded()
            var p = ((x - lo) / size).rounded()
            if v > 0 { p = min(max(p, current), current + 1) } else if v < 0 { p = max(min(p, current), current - 1) }
            return min(max(lo + p * size, lo), hi)
        }
        let lo = minimumContentOffset
        let hi = maximumContentOffset
        return Point(
            x: page(natural.x, offset.x, velocity.x, bounds.width, lo.x, hi.x),
            y: page(natural.y, offset.y, velocity.y, bounds.height, lo.y, hi.y))
    }
}
