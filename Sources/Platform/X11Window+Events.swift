import CX11
import Renderer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension X11Window {
    /// Waits in `poll()` on the connection (so an idle window costs no CPU), then drains
    /// every queued event. A key held down reports one `.key` and then `.keyRepeat`s. Exposes
    /// are merged into one rectangle and resizes into the last size, which the surface
    /// already has when `.resize` is reported.
    package func events(timeout: Double?) -> [WindowEvent] {
        timedEvents(timeout: timeout).map(\.event)
    }

    /// Waits on `descriptor` beside the connection from now on.
    package func wakes(onReadable descriptor: Int32) -> Bool {
        wakeDescriptor = descriptor
        return true
    }

    /// `events(timeout:)`, each stamped with the `CLOCK_MONOTONIC` time it was read off the
    /// connection (for one read while the window waited for a transfer, that moment); a run
    /// of motions merged into its last position keeps the earliest time and counts them all.
    package func timedEvents(timeout: Double?) -> [TimedWindowEvent] {
        if readEvents.isEmpty, XPending(display) == 0, timeout != 0 {
            var fds = [pollfd(fd: connectionFileDescriptor, events: Int16(POLLIN), revents: 0)]
            if let wakeDescriptor { fds.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
            let ms: Int32 = timeout.map { Int32(min(max($0 * 1000, 0).rounded(.up), 1e8)) } ?? -1
            _ = poll(&fds, nfds_t(fds.count), ms)
        }
        var out: [TimedWindowEvent] = []
        var exposed: PixelRect?
        var newSize: (Int, Int)?
        while let (read, time) = nextReadEvent() {
            var event = read
            func add(_ e: WindowEvent, stamped: UInt = 0) {
                let server = stamped == 0 ? nil : UInt32(truncatingIfNeeded: stamped)
                out.append(TimedWindowEvent(e, arrival: time, serverTime: server))
            }
            switch event.type {
            case ButtonPress where event.xbutton.button == UInt32(Button1):
                add(.pointerDown(x: Int(event.xbutton.x), y: Int(event.xbutton.y)), stamped: event.xbutton.time)
            case ButtonPress where (4...7).contains(event.xbutton.button):
                // X reports each wheel click as a press of buttons 4-7 (and a release we ignore).
                let b = Int(event.xbutton.button)
                add(
                    .scroll(
                        x: Int(event.xbutton.x), y: Int(event.xbutton.y),
                        dx: b == 6 ? -1 : b == 7 ? 1 : 0, dy: b == 4 ? -1 : b == 5 ? 1 : 0),
                    stamped: event.xbutton.time)
            case ButtonRelease where event.xbutton.button == UInt32(Button1):
                add(.pointerUp(x: Int(event.xbutton.x), y: Int(event.xbutton.y)), stamped: event.xbutton.time)
            case MotionNotify:
                let moved = WindowEvent.pointerMoved(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
                // Only the latest position of a run of motions matters to a drag.
                if case .pointerMoved = out.last?.event {
                    out[out.count - 1].event = moved
                    out[out.count - 1].count += 1
                } else {
                    add(moved, stamped: event.xmotion.time)
                }
            case KeyPress:
                let code = event.xkey.keycode
                let isRepeat = !heldKeyCodes.insert(code).inserted
                if let name = keyName(&event.xkey) {
                    let shifted = event.xkey.state & UInt32(ShiftMask) != 0
                    let text = typedText(&event.xkey)
                    add(
                        isRepeat
                            ? .keyRepeat(name, text: text)
                            : shifted ? .shiftedKey(name, text: text) : .key(name, text: text))
                }
            case KeyRelease:
                // Without detectable auto-repeat (an old server), a repeat arrives as a release
                // and a press of the same key at the same time: the key stays held.
                if let next = peekReadEvent() {
                    if next.type == KeyPress, next.xkey.keycode == event.xkey.keycode,
                        next.xkey.time == event.xkey.time
                    {
                        continue
                    }
                }
                heldKeyCodes.remove(event.xkey.keycode)
            case FocusOut:
                // Releases while another window has the focus never reach us.
                heldKeyCodes.removeAll()
            case Expose:
                let e = event.xexpose
                let r = PixelRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height))
                exposed = exposed.map { $0.union(r) } ?? r
            case MapNotify where event.xmap.window == window:
                takeFocusIfUnmanaged()
            case ConfigureNotify where event.xconfigure.window == window:
                newSize = (Int(event.xconfigure.width), Int(event.xconfigure.height))
            case ClientMessage
            where event.xclient.message_type == wmProtocols
                && Atom(event.xclient.data.l.0) == wmDeleteWindow:
                add(.close)
            case DestroyNotify where event.xdestroywindow.window == window:
                add(.close)
            case SelectionRequest:
                answerSelectionRequest(event.xselectionrequest)
            case SelectionClear where event.xselectionclear.window == window:
                // Another client copied something: it owns the clipboard now.
                clipboardText = nil
            case let type where type == shmCompletionType:
                transferInFlight = false
            default:
                break
            }
        }
        if let (w, h) = newSize, w != pixelWidth || h != pixelHeight {
            resizeSurface(width: w, height: h)
            out.append(TimedWindowEvent(.resize(width: pixelWidth, height: pixelHeight), arrival: MonotonicTime.now))
        }
        if let exposed { out.append(TimedWindowEvent(.expose(exposed), arrival: MonotonicTime.now)) }
        return out
    }

    /// The next event read off the connection and when: first those read while the window
    /// waited for something else, then Xlib's queue (`XPending` reads the socket; a dead
    /// server makes it call the I/O error handler, which exits).
    private func nextReadEvent() -> (XEvent, Double)? {
        if !readEvents.isEmpty { return readEvents.removeFirst() }
        guard XPending(display) > 0 else { return nil }
        var event = XEvent()
        XNextEvent(display, &event)
        return (event, MonotonicTime.now)
    }

    /// The event `nextReadEvent` would return, left in place; nil when none waits.
    private func peekReadEvent() -> XEvent? {
        if let first = readEvents.first { return first.event }
        guard XPending(display) > 0 else { return nil }
        var next = XEvent()
        XPeekEvent(display, &next)
        return next
    }

    /// What the press types, as the keymap gives it with Shift and Caps Lock applied
    /// (`XLookupString`'s keysym): a Latin-1 keysym is its own code point, a Unicode keysym
    /// (`0x01000000` plus the code point, what xkb gives for most other scripts) that code
    /// point. Nil for keys that type no printable character (Return, BackSpace, Delete, Tab,
    /// Escape, arrows give control characters or none), and for chords with Control, Alt or
    /// Super held, which are commands rather than text.
    private func typedText(_ key: UnsafeMutablePointer<XKeyEvent>) -> String? {
        let commandMask = UInt32(ControlMask | Mod1Mask | Mod4Mask)
        guard key.pointee.state & commandMask == 0 else { return nil }
        var sym: KeySym = 0
        var bytes = [CChar](repeating: 0, count: 8)
        _ = XLookupString(key, &bytes, Int32(bytes.count), &sym, nil)
        return Self.text(ofKeysym: UInt(sym))
    }

    /// The printable character a keysym stands for, nil for none (see `typedText`).
    package static func text(ofKeysym sym: UInt) -> String? {
        let value: UInt32
        switch sym {
        case 0x20...0x7E, 0xA0...0xFF: value = UInt32(sym)
        case 0x0100_0100...0x0110_FFFF: value = UInt32(sym - 0x0100_0000)
        // The keypad's digits and operators type as the main keys do (Num Lock applied).
        case 0xFFB0...0xFFB9: value = UInt32(sym - 0xFFB0 + 0x30)
        case 0xFFAA...0xFFAF where sym != 0xFFAC: value = UInt32(sym - 0xFFAA + 0x2A)
        default: return nil
        }
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control else { return nil }
        return String(Character(scalar))
    }

    /// The keysym's name without modifiers applied, so Shift+Q still reads "q"; nil for
    /// modifier keys themselves (Shift, Control, Alt...), which are never shortcuts alone.
    private func keyName(_ key: UnsafeMutablePointer<XKeyEvent>) -> String? {
        let sym = XLookupKeysym(key, 0)
        // Xlib's IsModifierKey: Shift_L...Hyper_R, ISO level shifts, Mode_switch, Num_Lock.
        let isModifier =
            (0xFFE1...0xFFEE).contains(sym) || (0xFE01...0xFE13).contains(sym)
            || sym == 0xFF7E || sym == 0xFF7F
        guard sym != 0, !isModifier, let name = XKeysymToString(sym) else { return nil }
        return String(cString: name)
    }
}
