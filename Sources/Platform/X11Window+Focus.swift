import CX11

extension X11Window {
    /// Tells window managers that the window takes keyboard input when they give it the
    /// focus (ICCCM's passive input model: the `input` field of `WM_HINTS`), and that it
    /// starts as a normal, not iconified, window.
    func declareInputHints() {
        guard let hints = XAllocWMHints() else { return }
        hints.pointee.flags = InputHint | StateHint
        hints.pointee.input = 1
        hints.pointee.initial_state = NormalState
        XSetWMHints(display, window, hints)
        XFree(hints)
    }

    /// Called when the window has been mapped: takes the keyboard focus when no window
    /// manager holds it.
    ///
    /// Without a window manager (Xvfb in CI, a bare X session) nobody hands out the focus:
    /// the server's own setting is PointerRoot, so keys go to whatever window is under the
    /// pointer, which is the root until the pointer happens to move into this window. A
    /// focus of PointerRoot or None as the window maps means no one manages it, and the
    /// window takes it as a window manager would give it. A window manager that has put the
    /// focus on a window (this one or another) is left to decide.
    func takeFocusIfUnmanaged() {
        var focus: UInt = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focus, &revert)
        guard focus == UInt(PointerRoot) || focus == 0 else { return }
        // The window may be unmapped again by the time the request arrives (BadMatch):
        // then there is nothing to focus, and nothing to warn about.
        _ = X11ErrorHandlers.trial {
            XSetInputFocus(display, window, RevertToParent, UInt(CurrentTime))
            XSync(display, 0)
        }
    }
}
