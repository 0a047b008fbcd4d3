import CX11
import Renderer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A resizable top-level X11 window that shows a framebuffer and reports input.
///
/// Pixels travel through MIT-SHM when the server offers it and can attach our segment,
/// otherwise through `XPutImage`. Only the damaged rectangles are sent. This is the only
/// type (with its helpers) that touches Xlib; everything it reports is a `WindowEvent`.
package final class X11Window: WindowBackend {
    let display: OpaquePointer
    let window: UInt
    let gc: GC
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let wantsSharedMemory: Bool
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    /// The event type of `ShmCompletion` on this connection, or nil without MIT-SHM.
    let shmCompletionType: Int32?
    var surface: X11Surface
    /// True from an `XShmPutImage` until its completion event: the server may still be reading.
    var transferInFlight = false
    /// Events Xlib read while the window waited for something else (a transfer's
    /// completion, a reply), with the `CLOCK_MONOTONIC` time they were read; `timedEvents`
    /// hands them out before anything newer.
    var readEvents: [(event: XEvent, time: Double)] = []
    /// The text this window offers as the CLIPBOARD selection, while it owns it.
    var clipboardText: [UInt8]?
    /// Key codes pressed and not yet released: a press of one of them is the keyboard's
    /// automatic repeat, reported as `.keyRepeat`.
    var heldKeyCodes: Set<UInt32> = []
    /// A descriptor whose readability also ends the wait for events (see `wakes(onReadable:)`).
    var wakeDescriptor: Int32?

    /// The X window id, for tools such as xdotool and for logs.
    package var windowID: UInt { window }
    /// The X connection's socket, readable when events wait; for `poll()`.
    package let connectionFileDescriptor: Int32
    /// True when frames go through MIT-SHM shared memory, false for `XPutImage`.
    package var usesSharedMemory: Bool { surface.isShared }
    /// The window's width in pixels, as of the last `.resize` reported.
    package var pixelWidth: Int { surface.framebuffer.width }
    /// The window's height in pixels, as of the last `.resize` reported.
    package var pixelHeight: Int { surface.framebuffer.height }
    /// The default screen's size in pixels.
    package var screenSize: (width: Int, height: Int)? {
        let screen = XDefaultScreen(display)
        return (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
    }

    /// Maps a window of `width` x `height` pixels named `title` on `connection` (which it
    /// takes over), or on a new connection to `displayName` (nil: `$DISPLAY`).
    /// `useSharedMemory: false` forces `XPutImage`, as `--no-shm` asks. `programName` is the
    /// instance half of WM_CLASS (the running executable's name). Throws
    /// `PlatformError` when there is no display, it refuses us, or its visual is not 24-bit
    /// TrueColor.
    package init(
        title: String, width: Int, height: Int, useSharedMemory: Bool = true,
        displayName: String? = nil, on connection: X11Display? = nil, programName: String = "playground-x11"
    ) throws {
        // A write to a dead server must surface as Xlib's I/O error (one line, exit 1),
        // not as a SIGPIPE that kills the process without a word.
        signal(SIGPIPE, SIG_IGN)
        let display: OpaquePointer
        if let taken = connection?.take() {
            display = taken
        } else {
            let name = displayName ?? getenv("DISPLAY").map { String(cString: $0) } ?? ""
            guard !name.isEmpty else { throw PlatformError.noDisplay }
            X11ErrorHandlers.install()
            display = try X11Connection.open(name)
        }
        let screen = XDefaultScreen(display)
        guard let visual = XDefaultVisual(display, screen) else {
            XCloseDisplay(display)
            throw PlatformError.unsupportedVisual("no default visual")
        }
        let depth = XDefaultDepth(display, screen)
        let v = visual.pointee
        guard v.`class` == TrueColor, depth == 24 || depth == 32,
            v.red_mask == 0xFF0000, v.green_mask == 0x00FF00, v.blue_mask == 0x0000FF
        else {
            XCloseDisplay(display)
            throw PlatformError.unsupportedVisual("need 24-bit TrueColor RGB, got depth \(depth) class \(v.`class`)")
        }
        self.display = display
        self.visual = visual
        self.depth = depth
        self.connectionFileDescriptor = XConnectionNumber(display)

        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XBlackPixel(display, screen)
        // Keeps the old pixels in place while a resize waits for our next frame.
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask =
            ExposureMask | KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask
            | PointerMotionMask | StructureNotifyMask | FocusChangeMask
        let w = max(1, width)
        let h = max(1, height)
        let window = XCreateWindow(
            display, XRootWindow(display, screen), 0, 0, UInt32(w), UInt32(h), 0,
            depth, UInt32(InputOutput), visual,
            UInt(CWBackPixel | CWBitGravity | CWEventMask), &attributes)
        self.window = window
        gc = XCreateGC(display, window, 0, nil)

        // A held key then repeats as presses alone, with no release between them, so a
        // repeat is told from a new press by the key still being down (see `events`).
        XkbSetDetectableAutoRepeat(display, 1, nil)
        XStoreName(display, window, title)
        let utf8 = Array(title.utf8)
        XChangeProperty(
            display, window, XInternAtom(display, "_NET_WM_NAME", 0),
            XInternAtom(display, "UTF8_STRING", 0), 8, PropModeReplace, utf8, Int32(utf8.count))
        // WM_CLASS as ICCCM describes it: the instance is the program's own name (a user's
        // executable is not the playground's), the class the application's, shared by all.
        var classHint = XClassHint()
        programName.withCString { resName in
            "playground-x11".withCString { resClass in
                classHint.res_name = UnsafeMutablePointer(mutating: resName)
                classHint.res_class = UnsafeMutablePointer(mutating: resClass)
                XSetClassHint(display, window, &classHint)
            }
        }
        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        var deleteAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        wmDeleteWindow = deleteAtom
        XSetWMProtocols(display, window, &deleteAtom, 1)
        if let hints = XAllocSizeHints() {
            hints.pointee.flags = PMinSize
            hints.pointee.min_width = 1
            hints.pointee.min_height = 1
            XSetWMNormalHints(display, window, hints)
            XFree(hints)
        }

        wantsSharedMemory = useSharedMemory
        if useSharedMemory && XShmQueryExtension(display) != 0 {
            shmCompletionType = XShmGetEventBase(display) + ShmCompletion
        } else {
            shmCompletionType = nil
        }
        guard
            let surface = Self.makeSurface(
                display: display, visual: visual, depth: depth, width: w, height: h,
                shared: shmCompletionType != nil)
        else {
            XCloseDisplay(display)
            throw PlatformError.unsupportedVisual("cannot create a 32-bit image")
        }
        self.surface = surface
        declareInputHints()
        XMapWindow(display, window)
        XFlush(display)
    }

    deinit {
        waitForTransfer()
        surface.release()
        XFreeGC(display, gc)
        // Another client may have destroyed the window already (`xdotool windowclose`):
        // that BadWindow is expected at this point, not worth a warning.
        _ = X11ErrorHandlers.trial {
            XDestroyWindow(display, window)
            XSync(display, 0)
        }
        XCloseDisplay(display)
    }

    static func makeSurface(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
        width: Int, height: Int, shared: Bool
    ) -> X11Surface? {
        if shared,
            let s = X11Surface.shared(
                display: display, visual: visual, depth: depth,
                width: width, height: height)
        {
            return s
        }
        return X11Surface.plain(display: display, visual: visual, depth: depth, width: width, height: height)
    }

    /// Replaces the surface after a resize; the old one is released only once the server is done with it.
    func resizeSurface(width: Int, height: Int) {
        let w = max(1, width)
        let h = max(1, height)
        guard w != surface.framebuffer.width || h != surface.framebuffer.height else { return }
        waitForTransfer()
        surface.release()
        // A failed SHM attach once means it will fail again; stay with what works.
        let shared = shmCompletionType != nil && surface.isShared
        guard
            let next = Self.makeSurface(
                display: display, visual: visual, depth: depth, width: w, height: h,
                shared: shared)
        else {
            printToStandardError("\(X11ErrorHandlers.programName): error: cannot allocate a \(w)x\(h) image")
            exit(1)
        }
        surface = next
    }

    /// The window's buffer, once the server has finished reading the previous frame from it.
    package func framebufferForDrawing() -> Framebuffer {
        waitForTransfer()
        return surface.framebuffer
    }
}
