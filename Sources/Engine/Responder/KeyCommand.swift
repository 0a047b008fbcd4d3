/// A key press that triggers an action on the responder chain (`UIKeyCommand`): a responder
/// lists its commands in `keyCommands`, and a press that matches one runs its action.
///
/// Rules it keeps: the window looks for a match from its first responder up the responder
/// chain, after a text-taking first responder has declined the key, and the first match
/// found runs and ends the press; with no first responder no command runs, as in UIKit,
/// where a controller that wants its commands returns true from `canBecomeFirstResponder`
/// and becomes first responder. The action is a closure: UIKit's selector names a method
/// through the Objective-C runtime, which this platform does not have.
///
/// This platform's key presses carry no modifier state, so only a command whose
/// `modifierFlags` is empty can match.
@preconcurrency @MainActor
public final class KeyCommand {
    /// The key's character, or one of the `input...` names for keys that type none.
    public let input: String?
    /// The modifier keys held with it (`modifierFlags`).
    public let modifierFlags: KeyModifierFlags
    /// A short name for the command, shown where a system lists commands (`title`).
    public var title: String
    /// A longer name for the same lists (`discoverabilityTitle`).
    public var discoverabilityTitle: String?
    /// True asks for the key before the system's own use of it
    /// (`wantsPriorityOverSystemBehavior`); no system use competes here, so it changes nothing.
    public var wantsPriorityOverSystemBehavior = false
    /// What the command does; it receives the command.
    let action: (KeyCommand) -> Void

    /// A command for `input` with `modifierFlags` that runs `action`
    /// (`UIKeyCommand(input:modifierFlags:action:)`, with a closure for the selector).
    public init(
        title: String = "", input: String, modifierFlags: KeyModifierFlags = [],
        action: @escaping (KeyCommand) -> Void
    ) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
    }

    /// The Escape key (`inputEscape`).
    public static let inputEscape = "\u{1B}"
    /// The up arrow (`inputUpArrow`).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow (`inputDownArrow`).
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow (`inputLeftArrow`).
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow (`inputRightArrow`).
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Home key (`inputHome`).
    public static let inputHome = "UIKeyInputHome"
    /// The End key (`inputEnd`).
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward-delete key (`inputDelete`).
    public static let inputDelete = "UIKeyInputDelete"

    /// The `input` string a press of `key` matches: the text it types, else its name mapped
    /// to UIKit's input names; nil for a key with no such name.
    static func input(of key: Key) -> String? {
        if let text = key.text { return text.lowercased() }
        let named: [String: String] = [
            "Escape": inputEscape, "Up": inputUpArrow, "Down": inputDownArrow, "Left": inputLeftArrow,
            "Right": inputRightArrow, "Home": inputHome, "End": inputEnd, "Delete": inputDelete, "Return": "\r",
            "KP_Enter": "\r", "Tab": "\t", "space": " ", "BackSpace": "\u{8}",
        ]
        if let mapped = named[key.name] { return mapped }
        return key.name.count == 1 ? key.name : nil
    }
}

/// The modifier keys of a key command (`UIKeyModifierFlags`), with UIKit's bits so that
/// values stored or compared as raw numbers keep their meaning.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits, UIKit's: 1 << 16 for Caps Lock up to 1 << 21 for the keypad.
    public let rawValue: Int
    /// Flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock, which UIKit reports as a modifier of its own.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift; UIKit matches a command's lower-case input with or without it only when the
    /// command asks for it.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control, the usual shortcut modifier on a Linux desktop.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option, the key PC keyboards label Alt.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command; a PC keyboard's Super (Windows) key sits where it does on a Mac's.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// Set when the key pressed is on the numeric keypad rather than the main block.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
