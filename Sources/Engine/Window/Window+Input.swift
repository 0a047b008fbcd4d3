import Geometry

/// The one touch in flight (the pointer with its button down) and who watches it.
@MainActor
struct TouchState {
    /// Recognizers offered the touch: edge pans first, then from the hit view outwards.
    var recognizers: [GestureRecognizer]
    /// The enabled button under the touch, if any, until a recognizer takes the touch.
    weak var button: Button?
    /// The touch as views see it (`touchesBegan` ...), until a recognizer takes it.
    var viewTouch: Touch?

    /// Sends the view-level touch its next phase, at the view it went down in.
    func deliverToView(_ phase: Touch.Phase, at point: Point, time: Double) {
        guard let touch = viewTouch, let view = touch.view else { return }
        touch.update(to: point, time: time, phase: phase)
        let touches: Set<Touch> = [touch]
        let event = TouchEvent(timestamp: time, touches: touches)
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        }
    }
}

extension Window {
    /// Handles one input event: keys and resizes at once, pointer events through
    /// recognizers and buttons.
    func dispatch(_ event: InputEvent) {
        switch event {
        case .pointerDown, .pointerMoved, .pointerUp, .scroll:
            if onPointerEvent?(event) == true { return }
        default:
            break
        }
        switch event {
        case .key(let key):
            onKey?(key)
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
        var button: Button?
        for view in chain {
            if let b = view as? Button, b.isEnabled {
                button = b
                break
            }
        }
        var recognizers: [GestureRecognizer] = []
        for view in chain {
            for r in view.gestureRecognizers where r.isEnabled && r.accepts(windowPoint: p, windowSize: size) {
                // A button keeps its own taps: taps on views above it stand back (UIKit's rule for controls).
                if r is TapGestureRecognizer, let button, !view.isDescendant(of: button) { continue }
                recognizers.append(r)
            }
        }
        let edges = recognizers.filter { $0 is ScreenEdgePanGestureRecognizer }
        recognizers = edges + recognizers.filter { !($0 is ScreenEdgePanGestureRecognizer) }
        let now = clock.now
        touch = TouchState(
            recognizers: recognizers, button: button,
            viewTouch: hit.map { Touch(at: p, time: now, view: $0, window: self) })
        for r in recognizers {
            r.reset()
            r.touchBegan(at: p, time: now)
        }
        button?.touchDown()
        touch?.deliverToView(.began, at: p, time: now)
    }

    private func pointerMoved(_ p: Point) {
        guard var state = touch else { return }
        let now = clock.now
        for r in state.recognizers {
            if r.view?.window !== self {
                r.touchCancelled()
                continue
            }
            let before = r.hasClaimedTouch
            r.touchMoved(to: p, time: now)
            if !before && r.hasClaimedTouch { claim(by: r, state: &state, at: p) }
        }
        resetFinished(in: &state)
        if let b = state.button {
            let inside = b.window === self && b.point(inside: b.convert(p, from: nil))
            b.touchMoved(inside: inside)
        }
        touch = state
        state.deliverToView(.moved, at: p, time: now)
    }

    private func pointerUp(_ p: Point) {
        guard var state = touch else { return }
        touch = nil
        let now = clock.now
        for r in state.recognizers {
            let before = r.hasClaimedTouch
            if r.view?.window !== self {
                r.touchCancelled()
                continue
            }
            r.touchEnded(at: p, time: now)
            if !before && r.hasClaimedTouch { claim(by: r, state: &state, at: p) }
        }
        if let b = state.button {
            let inside = b.window === self && b.point(inside: b.convert(p, from: nil))
            b.touchUp(inside: inside)
        }
        state.deliverToView(.ended, at: p, time: now)
        for r in state.recognizers where r.state == .possible { r.state = .failed }
        for r in state.recognizers { r.reset() }
    }

    /// UIKit resets a recognizer right after its `.ended`, `.cancelled` or `.failed` has
    /// been delivered: it leaves this touch (it sees none of its later events) and reads
    /// `.possible` again. Done after a whole event went through every recognizer, so a
    /// recognizer failed by another's claim cannot start afresh within the same touch.
    private func resetFinished(in state: inout TouchState) {
        let finished = state.recognizers.filter(\.isFinished)
        state.recognizers.removeAll { $0.isFinished }
        for r in finished { r.reset() }
    }

    /// A recognizer took the touch: every other still-possible recognizer fails and the
    /// button's tracking is cancelled (UIKit's `cancelsTouchesInView`).
    private func claim(by winner: GestureRecognizer, state: inout TouchState, at p: Point) {
        for r in state.recognizers where r !== winner && r.state == .possible {
            let together =
                (r.shouldRecognizeSimultaneously?(r, winner) ?? false)
                || (winner.shouldRecognizeSimultaneously?(winner, r) ?? false)
            if !together { r.state = .failed }
        }
        state.button?.touchCancelled()
        state.button = nil
        if state.viewTouch != nil {
            state.deliverToView(.cancelled, at: p, time: clock.now)
            state.viewTouch = nil
        }
    }

    /// Cancels the touch in flight: recognizers report `cancelled`, a pressed button lets go.
    public func cancelCurrentTouch() {
        guard let state = touch else { return }
        touch = nil
        for r in state.recognizers { r.touchCancelled() }
        for r in state.recognizers { r.reset() }
        state.button?.touchCancelled()
        if let viewTouch = state.viewTouch {
            state.deliverToView(.cancelled, at: viewTouch.windowPoint, time: clock.now)
        }
    }
}
