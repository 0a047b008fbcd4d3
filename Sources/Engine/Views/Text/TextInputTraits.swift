/// The keyboard a text view asks for (`UIKeyboardType`). Kept for code that sets it: keys
/// come from the desktop's keyboard here, so every kind types the same.
public enum KeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters, digits and punctuation, ASCII only.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// Letters and the characters of web addresses; UIKit's own upper-case spelling, which
    /// code names as `.URL`.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits 0 to 9.
    case numberPad
    /// Digits and the characters of phone numbers.
    case phonePad
    /// Letters and a phone pad for a name or a number.
    case namePhonePad
    /// Letters and the characters of e-mail addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Letters and `@`, `#` for social text.
    case twitter
    /// Letters and a Go key, for searches.
    case webSearch
    /// Digits 0 to 9, ASCII only.
    case asciiCapableNumberPad
}

/// The look of the keyboard a text input asks for (`UIKeyboardAppearance`); kept, as there
/// is no on-screen keyboard to draw light or dark.
public enum KeyboardAppearance: Int, Sendable {
    /// The look the system picks (light, or dark in dark mode).
    case `default`
    /// A dark keyboard, for a dark screen.
    case dark
    /// A light keyboard.
    case light
    /// UIKit's older name of `dark`, the same raw value.
    public static let alert = KeyboardAppearance.dark
}

/// The title of the keyboard's Return key (`UIReturnKeyType`); kept, as there is no
/// on-screen key to title. Return still ends editing as `textFieldShouldReturn` says.
public enum ReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// When the keyboard turns on Shift by itself (`UITextAutocapitalizationType`); kept, and
/// not applied: a desktop keyboard's Shift is the user's.
public enum TextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of each sentence.
    case sentences
    /// Every character.
    case allCharacters
}

/// Whether typed words are corrected (`UITextAutocorrectionType`); kept, and never applied.
public enum TextAutocorrectionType: Int, Sendable {
    /// The platform's choice.
    case `default`
    /// No correction.
    case no
    /// Correction.
    case yes
}

/// Whether spelling is checked (`UITextSpellCheckingType`); kept, and never applied.
public enum TextSpellCheckingType: Int, Sendable {
    /// The platform's choice.
    case `default`
    /// No checking.
    case no
    /// Checking.
    case yes
}

/// What a text input's content means (`UITextContentType`), so the system could offer to
/// fill it in: a user name, a password, an e-mail address. Kept for code that sets it; there
/// is no autofill here. The raw values are the HTML `autocomplete` tokens UIKit uses.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// The token naming the kind of content.
    public let rawValue: String
    /// The content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = TextContentType(rawValue: "name")
    /// A given (first) name.
    public static let givenName = TextContentType(rawValue: "given-name")
    /// A family (last) name.
    public static let familyName = TextContentType(rawValue: "family-name")
    /// An e-mail address.
    public static let emailAddress = TextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    /// A web address; UIKit's own upper-case spelling.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = TextContentType(rawValue: "url")
    /// A postal code.
    public static let postalCode = TextContentType(rawValue: "postal-code")
    /// An account's user name.
    public static let username = TextContentType(rawValue: "username")
    /// An account's password.
    public static let password = TextContentType(rawValue: "password")
    /// A new password, as a sign-up form asks for.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code sent by message.
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
}
