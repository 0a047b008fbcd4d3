import CX11
import Foundation

extension X11Window {
    /// The default screen's size in pixels on `displayName` (nil: `$DISPLAY`), read over a
    /// short connection of its own, so a caller can size a window to fit before opening it.
    /// Throws the same `PlatformError`s as `init` when there is no display to ask.
    public static func screenSize(displayName: String? = nil) throws -> (width: Int, height: Int) {
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        guard !name.isEmpty else { throw PlatformError.noDisplay }
        X11ErrorHandlers.install()
        let display = try X11Connection.open(name)
        defer { XCloseDisplay(display) }
        let screen = XDefaultScreen(display)
        return (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
    }
}
