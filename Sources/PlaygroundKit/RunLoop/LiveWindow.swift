import Geometry
import Platform

/// The live window's creation: the one place PlaygroundKit names the X11 backend. Past
/// this point the run asks the `WindowBackend` for what it needs (refresh rate,
/// clipboard, screen size), never its type.
@MainActor
enum LiveWindow {
    /// Opens the playground's window for `points` at `scale`, shrunk to the screen when it
    /// would not fit (with a note, see `WindowFit`); returns it and the size in points it
    /// has. With `logs` it says on stderr which window it is (id, shared memory, size), for
    /// tools that drive it.
    static func open(
        fitting points: Size, scale: Int, title: String, useSharedMemory: Bool, logs: Bool
    ) throws -> (backend: any WindowBackend, size: Size) {
        // One connection from measuring the screen to the window (see `X11Display`).
        let connection = try X11Display()
        let fit = WindowFit.fit(points, scale: scale, screen: connection.screenSize)
        if let note = fit.note { printError(note) }
        let window = try open(
            width: Int(fit.size.width) * scale, height: Int(fit.size.height) * scale, title: title,
            useSharedMemory: useSharedMemory, logs: logs, on: connection)
        return (window, fit.size)
    }

    /// Opens a window of `width` x `height` pixels, on `connection` when given.
    static func open(
        width: Int, height: Int, title: String, useSharedMemory: Bool, logs: Bool,
        on connection: X11Display? = nil
    ) throws -> any WindowBackend {
        let window = try X11Window(
            title: title, width: width, height: height, useSharedMemory: useSharedMemory, on: connection)
        if logs {
            printError("window: id=\(window.windowID) shm=\(window.usesSharedMemory) pixels=\(width)x\(height)")
        }
        return window
    }
}
