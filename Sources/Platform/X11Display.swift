import CX11

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A connection to an X server opened before the window, so the screen can be measured
/// and the window then opened on the same connection.
///
/// Measuring over a short connection of its own and closing it would leave a bare server
/// with no client: X servers (Xvfb and Xorg without `-noreset`) then reset and refuse
/// connections for a moment, and the window's own connection could land in that gap (a new
/// user saw one launch in ten fail with "cannot open X display"). Handing the one
/// connection on to `X11Window` never leaves that gap.
package final class X11Display {
    /// The display name it connected to (`:0`).
    package let name: String
    /// The default screen's size in pixels.
    package let screenSize: (width: Int, height: Int)
    /// The open connection, until a window takes it.
    private var connection: OpaquePointer?

    /// Connects to `displayName` (nil: `$DISPLAY`). Throws the same `PlatformError`s as
    /// `X11Window.init` when there is no display to ask.
    package init(displayName: String? = nil) throws {
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        guard !name.isEmpty else { throw PlatformError.noDisplay }
        X11ErrorHandlers.install()
        let display = try X11Connection.open(name)
        let screen = XDefaultScreen(display)
        self.name = name
        screenSize = (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
        connection = display
    }

    /// Gives the connection to a window, which closes it when it goes; nil when taken already.
    func take() -> OpaquePointer? {
        defer { connection = nil }
        return connection
    }

    deinit {
        if let connection { XCloseDisplay(connection) }
    }
}
