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
/// others are "Escape", "space", "Left", "Right", "Up", "Down", "Return", "Tab", "BackSpace",
/// "Delete", "Home", "End".
///
/// A press also carries the text it types, when it types any: the name says which key it
/// was (Shift+Q is still "q", so shortcuts read it as `q`), the text what a text field
/// would insert ("Q"). A first responder that takes text (`KeyInput`) gets presses with
/// text, and the editing keys, before the app's shortcuts do.
public struct Key: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The key's name, as listed on the type.
    public var name: String
    /// True when the press is the keyboard's own repeat of a key held down, not a new press:
    /// a toggle (start and stop a recording) acts on new presses only, a step (scrub) on both.
    public var isRepeat = false
    /// The printable text the press types, as the keyboard layout gives it; nil for a key
    /// that types nothing (arrows, Return, BackSpace, Escape), for a chord with Control or
    /// Alt (a command, not text), and for a script's `key` line (its `type` line types).
    public var text: String?
    /// Creates a key from its name; `isRepeat` marks a held key's automatic repeat, `text`
    /// what it types.
    public init(_ name: String, isRepeat: Bool = false, text: String? = nil) {
        self.name = name
        self.isRepeat = isRepeat
        self.text = text
    }
    public init(stringLiteral value: String) { self.name = value }
    /// The name.
    public var description: String { name }
}

extension Key {
    /// The press that types `character` on a US keyboard, as a script's `type` line sends it:
    /// a newline is Return (which types nothing: a text view starts a new line for it), a
    /// tab is Tab, a space is "space", a letter or digit its lower-case name, and any other
    /// character (punctuation, "é", "中") is named by itself, as no keysym is needed to type it.
    public init(typing character: Character) {
        switch character {
        case "\n", "\r\n": self.init("Return")
        case "\t": self.init("Tab")
        case " ": self.init("space", text: " ")
        default:
            let single = character.isASCII && (character.isLetter || character.isNumber)
            self.init(single ? character.lowercased() : String(character), text: String(character))
        }
    }
}
