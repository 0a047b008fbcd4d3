import Renderer

/// What a window backend reports, in device pixels, with no X11 type in sight.
///
/// Pixels, not points: the backend does not know the scale factor's meaning; the app
/// divides by its scale before handing events to the engine.
package enum WindowEvent: Hashable, Sendable {
    /// The primary (left) button went down at a pixel position.
    case pointerDown(x: Int, y: Int)
    /// The pointer moved inside the window, with or without a button held.
    case pointerMoved(x: Int, y: Int)
    /// The primary button came up at a pixel position (possibly outside the window while dragging).
    case pointerUp(x: Int, y: Int)
    /// The wheel turned over a pixel position: `dy` clicks down (button 5) or up (4,
    /// negative), `dx` clicks right (7) or left (6, negative).
    case scroll(x: Int, y: Int, dx: Int, dy: Int)
    /// A key was pressed, named as X keysyms are: "q", "a", "1", "Escape", "space", "Left", "Right",
    /// "Up", "Down", "Return", "Tab", "BackSpace"; letters are lower case. `text` is what the
    /// press types as the keyboard layout gives it (Shift applied: "Q", "!", "é"); nil for a
    /// key that types nothing (arrows, Return, BackSpace, Escape) and for a chord with
    /// Control, Alt or Super, which is a command, never text.
    case key(String, text: String? = nil)
    /// The keyboard's automatic repeat of a key held down since its `.key` (same names and text).
    case keyRepeat(String, text: String? = nil)
    /// A key pressed with Shift held (same names: Shift+R is "r", its text "R"). The
    /// playground's keys read it as the plain key; a watching process takes Shift+R as
    /// "rebuild now".
    case shiftedKey(String, text: String? = nil)
    /// Part of the window lost its pixels (was covered, or first mapped) and must be shown again.
    case expose(PixelRect)
    /// The window's size changed; the backend has already made a framebuffer of this size.
    case resize(width: Int, height: Int)
    /// The user or the window manager asked the window to close (WM_DELETE_WINDOW, or it was destroyed).
    case close
}
