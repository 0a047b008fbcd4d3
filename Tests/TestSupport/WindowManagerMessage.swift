import Foundation

/// What a window manager sends when the user clicks a window's close button:
/// a `WM_PROTOCOLS` client message carrying `WM_DELETE_WINDOW`.
///
/// xdotool 3.2016 (Debian 12) cannot send one (`windowkill` drops the whole connection
/// instead), so this goes through libX11 itself from python3's ctypes.
package enum WindowManagerMessage {
    /// Sends `WM_DELETE_WINDOW` to window `windowID` on `session`'s server; throws when it could not.
    package static func sendDeleteWindow(to windowID: String, in session: XvfbSession) throws {
        let r = try session.run("python3", ["-c", script, windowID])
        guard r.status == 0 else {
            throw ChildProcess.Failure("sending WM_DELETE_WINDOW failed (\(r.status)): \(r.stderr)")
        }
    }

    private static let script = """
        import ctypes, sys
        x = ctypes.CDLL("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        class ClientMessage(ctypes.Structure):
            _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                        ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
                        ("message_type", ctypes.c_ulong), ("format", ctypes.c_int), ("l", ctypes.c_long * 5)]
        class XEvent(ctypes.Union):
            _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
        x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                                 ctypes.POINTER(XEvent)]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        d = x.XOpenDisplay(None)
        if not d:
            sys.exit(3)
        w = int(sys.argv[1], 0)
        e = XEvent()
        e.xclient.type = 33
        e.xclient.window = w
        e.xclient.message_type = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
        e.xclient.format = 32
        e.xclient.l[0] = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
        ok = x.XSendEvent(d, w, 0, 0, ctypes.byref(e))
        x.XSync(d, 0)
        sys.exit(0 if ok else 4)
        """
}
