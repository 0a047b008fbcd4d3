import CX11

/// The X11 clipboard: the window owns the CLIPBOARD selection and hands its text to
/// whoever asks (a paste in an editor, `xclip -o -selection clipboard`).
///
/// X keeps no copy of copied text: the owner answers each `SelectionRequest` by writing the
/// text into a property of the requestor's window and sending it a `SelectionNotify`
/// (ICCCM, section 2). It offers `UTF8_STRING` (and `STRING`, `text/plain`) and lists them
/// for `TARGETS`; the text stays available until the window closes or another client copies.
extension X11Window {
    /// `XA_ATOM` and `XA_STRING` from Xatom.h (cast macros do not import).
    private static let atomType: Atom = 4, stringType: Atom = 31

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// Takes the CLIPBOARD selection with `text`.
    package func setClipboard(_ text: String) {
        clipboardText = Array(text.utf8)
        XSetSelectionOwner(display, atom("CLIPBOARD"), window, UInt(CurrentTime))
        XFlush(display)
    }

    /// Takes the CLIPBOARD selection with `text`; an X window always has a clipboard.
    package func copyToClipboard(_ text: String) -> Bool {
        setClipboard(text)
        return true
    }

    /// The text this window offers now, nil when it does not own the clipboard.
    package var clipboard: String? {
        guard XGetSelectionOwner(display, atom("CLIPBOARD")) == window, let clipboardText else { return nil }
        return String(decoding: clipboardText, as: UTF8.self)
    }

    /// Writes the text (or the list of targets) to the requestor and tells it; a request for
    /// anything else is refused with property None, as ICCCM asks. A requestor whose window
    /// has gone by the time the answer is sent gets none, silently: the X errors that
    /// answering a vanished window raises are taken by a trial, not printed, so another
    /// client cannot flood the terminal with requests it abandons.
    func answerSelectionRequest(_ request: XSelectionRequestEvent) {
        _ = X11ErrorHandlers.trial {
            answer(request)
            XSync(display, 0)
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        let utf8 = atom("UTF8_STRING")
        let targets = atom("TARGETS")
        let plain = atom("text/plain")
        // Obsolete clients give no property: the target's name is used instead.
        let property = request.property != 0 ? request.property : request.target
        var answered: Atom = 0
        if request.selection == atom("CLIPBOARD"), let text = clipboardText {
            if request.target == targets {
                // Format 32 means C longs, which an Atom is.
                var offered: [Atom] = [targets, utf8, Self.stringType, plain]
                offered.withUnsafeMutableBytes { bytes in
                    _ = XChangeProperty(
                        display, request.requestor, property, Self.atomType, 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(4))
                }
                answered = property
            } else if [utf8, Self.stringType, plain].contains(request.target) {
                var bytes = text
                XChangeProperty(
                    display, request.requestor, property, request.target, 8, PropModeReplace,
                    &bytes, Int32(bytes.count))
                answered = property
            }
        }
        var reply = XEvent()
        reply.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: display,
            requestor: request.requestor, selection: request.selection,
            target: request.target, property: answered, time: request.time)
        XSendEvent(display, request.requestor, 0, 0, &reply)
    }
}
