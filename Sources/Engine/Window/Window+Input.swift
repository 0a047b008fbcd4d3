import Geometry

/// The one touch in flight (the pointer with its button down) and who watches it.
@MainActor
struct TouchState {
    /// Recognizers offered the touch (edge pans first, then from the hit view outwards)
    /// and the rules between them.
    let arena: GestureArena
    /// The enabled control (a button, most often) under the touch, if any, until a
    /// recognizer takes the touch.
    weak var button: Control?
    /// The touch as views see it (`touchesBegan` ...), until a recognizer takes it.
    var viewTouch: Touch?
    /// The same touch as recognizers see it through UIKit's subclass hooks
    /// (`touchesMoved(_:with:)` ...): they keep it after a claim cancels it for the views.
    let recognizerTouch: Touch?
    /// Counts the pointer events of this touch, so one event moves the shared touch once.
    var event = 0
    /// Where the touch went down, when its `began` is held back from the views and the
    /// button (`delaysTouchesBegan`) until the recognizers that delay it fail.
    var heldBegan: (point: Point, time: Double)?

    /// Sends the view-level touch its next phase, at the view it went down in. A `replay`
    /// (a held-back `began` and its catch-up move) moves the touch whatever the event.
    func deliverToView(_ phase: Touch.Phase, at point: Point, time: Double, replay: Bool = false) {
        guard let touch = viewTouch, let view = touch.view else { return }
        touch.update(to: point, time: time, phase: phase, event: replay ? nil : event)
        let touches: Set<Touch> = [touch]
        let event = TouchEvent(timestamp: time, touches: touches)
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited: break
        }
    }

    /// The touch and its event as the tracked control hears them (`beginTracking(_:with:)`
    /// ...), the touch moved to `point` once for this pointer event, as the views and the
    /// recognizers see it; nil when the touch hit no view.
    func controlEvent(_ phase: Touch.Phase, at point: Point, time: Double) -> (touch: Touch?, event: TouchEvent?) {
        guard let touch = viewTouch ?? recognizerTouch else { return (nil, nil) }
        touch.update(to: point, time: time, phase: phase, event: event)
        return (touch, TouchEvent(timestamp: time, touches: [touch]))
    }

    /// The control's tracked touch is cancelled (`cancelTracking(with:)`), with the touch's
    /// last event.
    func cancelControl() {
        guard let button else { return }
        let touch = viewTouch ?? recognizerTouch
        button.touchCancelled(event: touch.map { TouchEvent(timestamp: $0.timestamp, touches: [$0]) })
    }

    /// Moves the recognizers' touch to its next phase and returns it with its event; nil
    /// when the touch hit no view, so there is no touch to hand them.
    func recognizerEvent(_ phase: Touch.Phase, at point: Point, time: Double) -> (Set<Touch>, TouchEvent)? {
        guard let touch = recognizerTouch else { return nil }
        touch.update(to: point, time: time, phase: phase, event: event)
        let touches: Set<Touch> = [touch]
        return (touches, TouchEvent(timestamp: time, touches: touches))
    }
}

extension Window {
    /// Handles one input event: resizes at once, pointer events through recognizers and
    /// buttons, a key to the first responder when it takes text (`sendKey`). The
    /// playground's own route offers keys to its tools first and hands the window only
    /// what they leave; a host with no tools (a recording) sends them here.
    func dispatch(_ event: InputEvent) {
        switch event {
        case .key(let key):
            sendKey(key)
        case .resize(let size):
            self.size = size
        case .close:
            onClose?()
        case .scroll(let p, let dx, let dy):
            // What the app did not take scrolls the scroll view under the pointer.
            scrollWheel(at: p, dx: dx, dy: dy)
        case .pointerDown(let p):
            pointerDown(p)
        case .pointerMoved(let p):
            guard touch != nil else { return }
            pointerMoved(p)
        case .pointerUp(let p):
            guard touch != nil else { return }
            pointerUp(p)
        }
    }

    private func pointerDown(_ p: Point) {
        if touch != nil { pointerUp(p) }
        if ignoresInteractionEvents { return }
        if isInputBlocked {
            diagnostics.report(.inputBlocked, "touch at \(p) ignored: input is blocked (a transition is running)")
            return
        }
        let hit = hitTest(p)
        var chain: [View] = []
        var v = hit
        while let current = v {
            chain.append(current)
            v = current.superview
        }
        var button: Control?
        for view in chain {
            if let b = view as? Control, b.isEnabled {
                button = b
                break
            }
        }
        let now = clock.now
        let viewTouch = hit.map { Touch(at: p, time: now, view: $0, window: self) }
        let tapCount = taps.touchDown(at: p, time: now)
        viewTouch?.tapCount = tapCount
        var recognizers: [GestureRecognizer] = []
        for view in chain {
            for r in view.attachedRecognizers where r.isEnabled && r.accepts(windowPoint: p, windowSize: size) {
                // A button keeps its own taps: taps on views above it stand back (UIKit's rule for controls).
                if r is TapGestureRecognizer, let button, !view.isDescendant(of: button) { continue }
                if let viewTouch, let delegate = r.delegate, !delegate.gestureRecognizer(r, shouldReceive: viewTouch) {
                    continue
                }
                recognizers.append(r)
            }
        }
        let edges = recognizers.filter { $0 is ScreenEdgePanGestureRecognizer }
        recognizers = edges + recognizers.filter { !($0 is ScreenEdgePanGestureRecognizer) }
        let carried = settleLingeringGestures(touchAt: p, offeredTo: recognizers)
        let heldOver = carried.filter { $0.nextTouchDeadline == nil }
        recognizers.removeAll { r in heldOver.contains { $0 === r } }
        for r in recognizers where !carried.contains(where: { $0 === r }) { r.reset() }
        let arena = GestureArena(recognizers: recognizers, heldOver: heldOver)
        // The touch is in flight before anyone hears of it, so a handler may cancel it.
        touch = TouchState(arena: arena, button: button, viewTouch: viewTouch, recognizerTouch: viewTouch)
        for r in recognizers where arena.takesEvents(r) {
            r.touchBegan(at: p, time: now)
            if let viewTouch, arena.contains(r) {
                r.touchesBegan([viewTouch], with: TouchEvent(timestamp: now, touches: [viewTouch]))
            }
        }
        guard touch?.arena === arena else { return }
        if recognizers.contains(where: { $0.delaysTouchesBegan && $0.state == .possible }) {
            touch?.heldBegan = (p, now)
        } else if let state = touch, !touchMayReachViews(state) {
            touch?.viewTouch = nil
            touch?.button = nil
        } else {
            if let button, let control = touch?.controlEvent(.began, at: p, time: now) {
                button.touchDown(control.touch, event: control.event)
            }
            touch?.deliverToView(.began, at: p, time: now)
        }
    }

    private func pointerMoved(_ p: Point) {
        guard var state = touch else { return }
        state.event += 1
        let now = clock.now
        let hook = state.recognizerEvent(.moved, at: p, time: now)
        for r in state.arena.recognizers where state.arena.takesEvents(r) {
            if !routesTouches(to: r.view?.window) {
                r.touchCancelled()
                continue
            }
            let before = r.hasClaimedTouch
            r.touchMoved(to: p, time: now)
            if let hook { r.touchesMoved(hook.0, with: hook.1) }
            if !before && r.hasClaimedTouch { claim(by: r, state: &state, at: p) }
        }
        state.arena.grantWaiting { claim(by: $0, state: &state, at: p) }
        let released = releaseHeldBegan(&state, at: p, time: now)
        // After the whole event went through every recognizer, so one failed by another's
        // claim cannot start afresh within the same touch.
        state.arena.resetFinished()
        if !released, state.heldBegan == nil, let b = state.button {
            let inside = routesTouches(to: b.window) && b.point(inside: b.convert(p, from: nil))
            let control = state.controlEvent(.moved, at: p, time: now)
            b.touchMoved(control.touch, event: control.event, inside: inside)
        }
        touch = state
        if !released, state.heldBegan == nil { state.deliverToView(.moved, at: p, time: now) }
    }

    private func pointerUp(_ p: Point) {
        guard var state = touch else { return }
        touch = nil
        state.event += 1
        let now = clock.now
        taps.touchUp(at: p, time: now)
        // No undecided recognizer delays the lift (`delaysTouchesEnded` false on all of
        // them): the views see it before the recognizers do.
        let undecided = state.arena.recognizers.filter { $0.state == .possible }
        if state.heldBegan == nil && !undecided.contains(where: \.delaysTouchesEnded) {
            endViewTouch(&state, at: p, time: now)
        }
        let hook = state.recognizerEvent(.ended, at: p, time: now)
        for r in state.arena.recognizers where state.arena.takesEvents(r) {
            let before = r.hasClaimedTouch
            if !routesTouches(to: r.view?.window) {
                r.touchCancelled()
                continue
            }
            r.touchEnded(at: p, time: now)
            if let hook { r.touchesEnded(hook.0, with: hook.1) }
            if !before && r.hasClaimedTouch { claim(by: r, state: &state, at: p) }
        }
        // The touch is over: what is still undecided fails, except a recognition waiting
        // for another to fail, which the failures may now let through, and a gesture
        // waiting for a further touch (a double tap after its first tap).
        for r in state.arena.recognizers
        where r.state == .possible && r.pendingState == nil && r.nextTouchDeadline == nil {
            r.state = .failed
        }
        state.arena.grantWaiting { claim(by: $0, state: &state, at: p) }
        let lingers = state.arena.failUndecided()
        _ = releaseHeldBegan(&state, at: p, time: now)
        endViewTouch(&state, at: p, time: now)
        if lingers {
            state.arena.resetFinished()
            linger(state.arena)
        } else {
            for r in state.arena.recognizers { r.reset() }
            state.arena.dissolve()
        }
    }

    /// Keeps the recognizers of a finished touch that wait for a further one, and watches
    /// the clock so that they fail when their wait runs out, even with no further input.
    private func linger(_ arena: GestureArena) {
        lingeringGestures = arena
        animator.onEveryTick { [weak self, weak arena] in
            guard let self, let arena, self.lingeringGestures === arena else { return false }
            _ = self.settleLingeringGestures(touchAt: nil, offeredTo: [])
            return self.lingeringGestures === arena
        }
    }

    /// Decides the lingering recognizers at the clock's time and, when a touch goes down
    /// at `point`, against that touch: a waiting gesture goes on when the touch continues it
    /// (it is among `offered`, the recognizers the touch is offered to, and near and soon
    /// enough), and otherwise fails; the recognitions waiting for it to fail are then
    /// granted (a single tap after a double tap's wait) or go on waiting with it. Returns
    /// the recognizers that go on into the touch; the rest are reset.
    private func settleLingeringGestures(touchAt point: Point?, offeredTo offered: [GestureRecognizer])
        -> [GestureRecognizer]
    {
        guard let arena = lingeringGestures else { return [] }
        let now = clock.now
        for r in arena.recognizers where r.state == .possible {
            guard let deadline = r.nextTouchDeadline else { continue }
            let goesOn: Bool
            if let point {
                goesOn = offered.contains { $0 === r } && r.continuesGesture(withTouchAt: point, time: now)
            } else {
                goesOn = now <= deadline
            }
            if !goesOn { r.state = .failed }
        }
        arena.grantWaiting { arena.failRivals(of: $0) }
        let waits = arena.failUndecided()
        arena.resetFinished()
        if point == nil && waits { return [] }
        lingeringGestures = nil
        let carried = arena.recognizers
        arena.dissolve()
        return carried
    }

    /// The lift reaches the button and the views (once).
    private func endViewTouch(_ state: inout TouchState, at p: Point, time: Double) {
        if let b = state.button {
            let inside = routesTouches(to: b.window) && b.point(inside: b.convert(p, from: nil))
            let control = state.controlEvent(.ended, at: p, time: time)
            b.touchUp(control.touch, event: control.event, inside: inside)
        }
        state.deliverToView(.ended, at: p, time: time)
        state.button = nil
        state.viewTouch = nil
    }

    /// Hands a held-back `began` to the button and the views once no recognizer that
    /// delays it is undecided (UIKit then follows with a move to where the touch is now).
    /// Returns true when it did, which already brought them up to `p`.
    private func releaseHeldBegan(_ state: inout TouchState, at p: Point, time: Double) -> Bool {
        guard let held = state.heldBegan else { return false }
        if state.arena.recognizers.contains(where: { $0.delaysTouchesBegan && $0.state == .possible }) { return false }
        state.heldBegan = nil
        guard touchMayReachViews(state) else {
            state.viewTouch = nil
            state.button = nil
            return true
        }
        if let b = state.button {
            let control = state.controlEvent(.began, at: held.point, time: held.time)
            b.touchDown(control.touch, event: control.event)
        }
        state.deliverToView(.began, at: held.point, time: held.time, replay: true)
        if p != held.point {
            if let b = state.button {
                let inside = routesTouches(to: b.window) && b.point(inside: b.convert(p, from: nil))
                let control = state.controlEvent(.moved, at: p, time: time)
                b.touchMoved(control.touch, event: control.event, inside: inside)
            }
            state.deliverToView(.moved, at: p, time: time, replay: true)
        }
        return true
    }

    /// A recognizer took the touch: every other undecided recognizer fails unless the two
    /// may recognize together, and one that requires the winner to fail fails regardless.
    /// With `cancelsTouchesInView` the button's tracking and the views' touch are cancelled;
    /// a `began` still held back from them is dropped unseen.
    private func claim(by winner: GestureRecognizer, state: inout TouchState, at p: Point) {
        state.arena.failRivals(of: winner)
        if state.heldBegan != nil {
            guard winner.cancelsTouchesInView || winner.delaysTouchesBegan else { return }
            state.heldBegan = nil
            state.button = nil
            state.viewTouch = nil
            return
        }
        guard winner.cancelsTouchesInView else { return }
        state.cancelControl()
        state.button = nil
        if state.viewTouch != nil {
            state.deliverToView(.cancelled, at: p, time: clock.now)
            state.viewTouch = nil
        }
    }

    /// The view the touch in flight has reached (its `began` delivered, not held back or
    /// cancelled), if any: the content a scroll view's drag would take it from.
    var viewTrackingTouch: View? {
        guard let touch, touch.heldBegan == nil else { return nil }
        return touch.viewTouch?.view
    }

    /// Whether the touch may reach the view it went down in: every scroll view around that
    /// view agrees (`touchesShouldBegin(_:with:in:)`).
    private func touchMayReachViews(_ state: TouchState) -> Bool {
        guard let touch = state.viewTouch, let view = touch.view else { return true }
        var ancestor = view.superview
        while let v = ancestor {
            if let scroll = v as? ScrollView,
                !scroll.touchesShouldBegin(
                    [touch], with: TouchEvent(timestamp: touch.timestamp, touches: [touch]), in: view)
            {
                return false
            }
            ancestor = v.superview
        }
        return true
    }

    /// A recognizer of the touch in flight decided on the clock, between input events (a
    /// long press that has lasted long enough): a claim takes the touch from the views and
    /// the button as one made on an event does (`cancelsTouchesInView`), and the
    /// recognitions and the held-back `began` that waited on it are settled now, not at the
    /// next move.
    func recognizerDecidedOnClock(_ r: GestureRecognizer) {
        guard var state = touch, state.arena.takesEvents(r) else { return }
        let p = state.recognizerTouch?.windowPoint ?? r.samples.last?.point ?? .zero
        if r.hasClaimedTouch { claim(by: r, state: &state, at: p) }
        state.arena.grantWaiting { claim(by: $0, state: &state, at: p) }
        _ = releaseHeldBegan(&state, at: p, time: clock.now)
        state.arena.resetFinished()
        touch = state
    }

    /// Cancels the touch in flight: recognizers report `cancelled`, a pressed button lets go.
    public func cancelCurrentTouch() {
        guard var state = touch else { return }
        touch = nil
        state.event += 1
        let at = state.recognizerTouch?.windowPoint ?? .zero
        let hook = state.recognizerEvent(.cancelled, at: at, time: clock.now)
        for r in state.arena.recognizers {
            r.touchCancelled()
            if let hook { r.touchesCancelled(hook.0, with: hook.1) }
        }
        for r in state.arena.recognizers { r.reset() }
        state.arena.dissolve()
        guard state.heldBegan == nil else { return }
        state.cancelControl()
        if let viewTouch = state.viewTouch {
            state.deliverToView(.cancelled, at: viewTouch.windowPoint, time: clock.now)
        }
    }
}
