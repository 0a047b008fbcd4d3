import Engine
import Foundation

// The rest of `UITextInput` that code reading a field's text around its caret uses (the text
// of a range, comparing two positions), and `UITextInputTraits`, which a custom view adopts to
// say what keyboard it wants when it becomes first responder without being a text field.

/// What keyboard and text behaviour a text input asks for (`UITextInputTraits`). Every
/// member is optional in UIKit, so each has a default here (UIKit's defaults) and an adopter
/// declares only the ones it changes, stored or computed. Text fields and text views adopt it.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the Shift key is on by itself (`autocapitalizationType`).
    var autocapitalizationType: TextAutocapitalizationType { get }
    /// Whether typing is corrected (`autocorrectionType`).
    var autocorrectionType: TextAutocorrectionType { get }
    /// Whether misspellings are marked (`spellCheckingType`).
    var spellCheckingType: TextSpellCheckingType { get }
    /// The kind of keyboard (`keyboardType`).
    var keyboardType: KeyboardType { get }
    /// The keyboard's look (`keyboardAppearance`).
    var keyboardAppearance: KeyboardAppearance { get }
    /// The Return key's title (`returnKeyType`).
    var returnKeyType: ReturnKeyType { get }
    /// Whether Return is disabled while the text is empty (`enablesReturnKeyAutomatically`).
    var enablesReturnKeyAutomatically: Bool { get }
    /// Whether the text is hidden as it is typed (`isSecureTextEntry`).
    var isSecureTextEntry: Bool { get }
}

extension UITextInputTraits {
    /// `.sentences`, UIKit's default.
    public var autocapitalizationType: TextAutocapitalizationType { .sentences }
    /// `.default`.
    public var autocorrectionType: TextAutocorrectionType { .default }
    /// `.default`.
    public var spellCheckingType: TextSpellCheckingType { .default }
    /// `.default`.
    public var keyboardType: KeyboardType { .default }
    /// `.default`.
    public var keyboardAppearance: KeyboardAppearance { .default }
    /// `.default` ("return").
    public var returnKeyType: ReturnKeyType { .default }
    /// False.
    public var enablesReturnKeyAutomatically: Bool { false }
    /// False.
    public var isSecureTextEntry: Bool { false }
}

extension TextField: UITextInputTraits {}
extension TextView: UITextInputTraits {}

/// The characters of `text` from `range.start` to `range.end`, or nil when the range lies
/// outside it.
private func characters(of text: String, in range: UITextRange) -> String? {
    let characters = Array(text)
    guard range.start.offset >= 0, range.start.offset <= range.end.offset, range.end.offset <= characters.count
    else { return nil }
    return String(characters[range.start.offset..<range.end.offset])
}

/// Which of two positions comes first, as `compare(_:to:)` answers.
private func order(_ position: UITextPosition, _ other: UITextPosition) -> ComparisonResult {
    position.offset < other.offset
        ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
}

extension TextField {
    /// The text between the range's two positions (`text(in:)`); nil when the range lies
    /// outside the field's text.
    public func text(in range: UITextRange) -> String? { characters(of: text ?? "", in: range) }
    /// `.orderedAscending` when `position` comes before `other`, `.orderedSame` at the same
    /// place, `.orderedDescending` after it (`compare(_:to:)`).
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        order(position, other)
    }
}

extension TextView {
    /// The text between the range's two positions (`text(in:)`); nil when the range lies
    /// outside the view's text.
    public func text(in range: UITextRange) -> String? { characters(of: text ?? "", in: range) }
    /// `.orderedAscending` when `position` comes before `other`, `.orderedSame` at the same
    /// place, `.orderedDescending` after it (`compare(_:to:)`).
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        order(position, other)
    }
}
