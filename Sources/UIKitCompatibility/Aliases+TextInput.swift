import Engine
import Foundation
import LayerTree

// UIKit's text input names over the engine's text field and text view. Keys come from
// the desktop's keyboard (there is no on-screen keyboard), so the keyboard traits are kept
// and change nothing, and the keyboard notifications are never posted: code that moves
// its content out of the keyboard's way keeps its layout.

/// `UITextField`: a one-line editable field (`TextField`).
public typealias UITextField = TextField
/// `UITextView`: multi-line editable text in a scroll view (`TextView`).
public typealias UITextView = TextView
/// `UIKeyInput`: a responder that takes typed text (`KeyInput`).
public typealias UIKeyInput = KeyInput
/// `UIKeyboardType` (`KeyboardType`); kept, never shown.
public typealias UIKeyboardType = KeyboardType
/// `UIReturnKeyType` (`ReturnKeyType`); kept, never shown.
public typealias UIReturnKeyType = ReturnKeyType
/// `UIKeyboardAppearance` (`KeyboardAppearance`); kept, never shown.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// `UITextAutocapitalizationType` (`TextAutocapitalizationType`); kept, never applied.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// `UITextAutocorrectionType` (`TextAutocorrectionType`); kept, never applied.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// `UITextSpellCheckingType` (`TextSpellCheckingType`); kept, never applied.
public typealias UITextSpellCheckingType = TextSpellCheckingType

/// `UITextFieldDelegate`: the engine's `TextFieldDelegate` with the edit's range spelled
/// as UIKit spells it, a Foundation `NSRange` of UTF-16 offsets, so the usual
/// `(text as NSString).replacingCharacters(in: range, with: string)` works unchanged.
/// Implement either spelling; every method has a default.
public protocol UITextFieldDelegate: TextFieldDelegate {
    /// Whether a typed edit may replace `range` of `textField`'s text with `string`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
}

extension UITextFieldDelegate {
    /// Allows every edit.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }

    /// The engine's question, answered by the `NSRange` spelling.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String
    ) -> Bool {
        self.textField(
            textField, shouldChangeCharactersIn: NSRange(location: range.lowerBound, length: range.count),
            replacementString: string)
    }
}

/// `UITextViewDelegate`: the engine's `TextViewDelegate` with the edit's range as a
/// Foundation `NSRange` of UTF-16 offsets. Implement either spelling; every method has a
/// default.
public protocol UITextViewDelegate: TextViewDelegate {
    /// Whether a typed edit may replace `range` of `textView`'s text with `text`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Whether the text view may act on the link to `url` in `characterRange`
    /// (`textView(_:shouldInteractWith:in:interaction:)`). Text views here draw no links
    /// and detect none, so nothing calls it; kept so a delegate that implements it compiles.
    func textView(
        _ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// Whether the text view may act on `textAttachment` in `characterRange`; never called
    /// here, as attachments are not drawn.
    func textView(
        _ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
}

extension UITextViewDelegate {
    /// True: the link would open, UIKit's default.
    public func textView(
        _ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }

    /// True: the attachment would be shown, UIKit's default.
    public func textView(
        _ textView: TextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }

    /// Allows every edit.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }

    /// The engine's question, answered by the `NSRange` spelling.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String)
        -> Bool
    {
        self.textView(
            textView, shouldChangeTextIn: NSRange(location: range.lowerBound, length: range.count),
            replacementText: text)
    }
}

extension TextField {
    /// `attributedPlaceholder`: the placeholder's string; its attributes are not drawn
    /// (the placeholder keeps its grey).
    public var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
}
