import Geometry

/// Input as the engine sees it, in window points, whatever the backend (X11, headless
/// script). Events carry no time stamp: the engine reads its clock when it handles one,
/// so a scripted run on a virtual clock sees the same times every time.
public enum InputEvent: Hashable, Sendable {
    /// The primary button went down at a point.
    case pointerDown(Point)
    /// The pointer moved (with or without the button down).
    case pointerMoved(Point)
    /// The primary button came up at a point.
    case pointerUp(Point)
    /// The wheel asked to scroll what is under a point by `dx`, `dy` points; a positive
    /// `dy` shows content further down (UIScrollView's `contentOffset.y` grows). The app's
    /// tools may take it first; otherwise the scroll view under the point scrolls.
    case scroll(Point, dx: Double, dy: Double)
    /// A key was pressed; see `Key` for names.
    case key(Key)
    /// The window's size changed, in points.
    case resize(Size)
    /// The window was asked to close.
    case close
}

/// A key by name: single characters are lower-case letters or digits ("q", "s"),
/// others are "Escape", "space", "Left", "Right", "Up", "Down", "Return", "Tab".
public struct Key: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The key's name, as listed on the type.
    public var name: String
    /// True when the press is the keyboard's own repeat of a key held down, not a new press:
    /// a toggle (start and stop a recording) acts on new presses only, a step (scrub) on both.
    public var isRepeat = false
    /// Creates a key from its name; `isRepeat` marks a held key's automatic repeat.
    public init(_ name: String, isRepeat: Bool = false) {
        self.name = name
        self.isRepeat = isRepeat
    }
    public init(stringLiteral value: String) { self.name = value }
    /// The name.
    public var description: String { name }
}
