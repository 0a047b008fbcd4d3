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
        let opened = try openFitted(
            points, scale: scale, title: title, useSharedMemory: useSharedMemory, logs: logs)
        return (opened.window, opened.size)
    }

    /// The window of a watching process (live reload): opened as `open(fitting:...)` opens
    /// one, pollable beside the process's other descriptors, with the screen's size in pixels
    /// (the most a resize can ask for).
    static func openPollable(
        fitting points: Size, scale: Int, title: String, useSharedMemory: Bool, logs: Bool
    ) throws -> (backend: any PollableWindowBackend, size: Size, screen: (width: Int, height: Int)) {
        let opened = try openFitted(
            points, scale: scale, title: title, useSharedMemory: useSharedMemory, logs: logs)
        return (opened.window, opened.size, opened.screen)
    }

    /// Opens a window of `width` x `height` pixels, on `connection` when given.
    static func open(
        width: Int, height: Int, title: String, useSharedMemory: Bool, logs: Bool,
        on connection: X11Display? = nil
    ) throws -> any WindowBackend {
        try openX11(
            width: width, height: height, title: title, useSharedMemory: useSharedMemory, logs: logs, on: connection)
    }

    private static func openFitted(
        _ points: Size, scale: Int, title: String, useSharedMemory: Bool, logs: Bool
    ) throws -> (window: X11Window, size: Size, screen: (width: Int, height: Int)) {
        // One connection from measuring the screen to the window (see `X11Display`).
        let connection = try X11Display()
        let fit = WindowFit.fit(points, scale: scale, screen: connection.screenSize)
        if let note = fit.note { printError(note) }
        let window = try openX11(
            width: Int(fit.size.width) * scale, height: Int(fit.size.height) * scale, title: title,
            useSharedMemory: useSharedMemory, logs: logs, on: connection)
        return (window, fit.size, connection.screenSize)
    }

    private static func openX11(
        width: Int, height: Int, title: String, useSharedMemory: Bool, logs: Bool, on connection: X11Display?
    ) throws -> X11Window {
        let window = try X11Window(
            title: title, width: width, height: height, useSharedMemory: useSharedMemory, on: connection,
            programName: PlaygroundCommand.commandName)
        if logs {
            printError("window: id=\(window.windowID) shm=\(window.usesSharedMemory) pixels=\(width)x\(height)")
        }
        return window
    }
}
