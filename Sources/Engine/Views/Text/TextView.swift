import Geometry
import LayerTree

/// Multi-line editable text in a scroll view (`UITextView`): the text wraps at spaces to
/// the width, as a multi-line label's does (the same word wrapping), and the content
/// scrolls when it is taller than the view.
///
/// A tap makes an editable text view first responder; then typed keys insert at the caret,
/// Return inserts a new line, BackSpace and Delete delete, the arrows, Home and End move
/// the caret (Up and Down by a line of the text, Home and End to its line's ends), and the
/// content scrolls to keep the caret in view. Its `delegate`, a `TextViewDelegate`, may
/// refuse an edit and hears each accepted one (`textViewDidChange`); setting `text` in code
/// tells it nothing. `isSelectable` is kept (there is no selection to draw); a view that is
/// not `isEditable` never becomes first responder.
@preconcurrency @MainActor
open class TextView: ScrollView, TextEditingHost {
    /// The text; setting it in code moves the caret to the end and tells the delegate nothing.
    open var text: String! {
        get { editable.text }
        set {
            editable.text = newValue ?? ""
            editable.caret = editable.text.count
            contentDidChange()
        }
    }
    /// The font the text is drawn in (`font`): the system font at 12 points, the size UIKit draws a text view without a font in, until set. Setting nil resets it to that
    /// default, so reading it never gives nil. Declared here, not in an extension, so a
    /// subclass can override it (`override var font: UIFont? { didSet { … } }`).
    open var font: Font? {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 12)
            contentDidChange()
        }
    }
    /// `font` as a subclass may report it, or the default when an override gives nil.
    private var drawnFont: Font { font ?? storedFont }
    private var storedFont: Font = .systemFont(ofSize: 12)
    /// Font size in points: `font`'s; setting it keeps the font's name and weight.
    public var fontSize: Double {
        get { drawnFont.pointSize }
        set { font = drawnFont.withSize(newValue) }
    }
    /// The weight the text is drawn in: `font`'s, bold from `.semibold` up; setting it keeps
    /// the font's name and size.
    public var fontWeight: FontWeight {
        get { drawnFont.drawnWeight }
        set { font = drawnFont.drawn(in: newValue) }
    }
    /// Whether the font follows the reader's preferred text size
    /// (`adjustsFontForContentSizeCategory`); false, UIKit's default. Kept for code that
    /// reads it back: the size category here is always the default one, so the font never
    /// changes because of it. Declared here so a subclass can override it.
    open var adjustsFontForContentSizeCategory = false
    /// The text's colour.
    open var textColor: Color = .black { didSet { contentDidChange() } }
    /// Where each line sits across the width.
    open var textAlignment: TextAlignment = .left { didSet { contentDidChange() } }
    /// Whether the user may edit the text (`isEditable`); false keeps it from becoming
    /// first responder and ends editing in progress.
    open var isEditable = true {
        didSet { if !isEditable, isEditing { resignFirstResponder() } }
    }
    /// Whether the text may be selected (`isSelectable`); kept, as nothing is selected here.
    open var isSelectable = true
    /// Space between the view's edges and the text (`textContainerInset`): UIKit's 8 points
    /// above and below.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { contentDidChange() }
    }
    /// Space at both ends of each line inside the inset (the text container's
    /// `lineFragmentPadding`), 5 points as in UIKit.
    public static let lineFragmentPadding = 5.0
    /// This view's line padding (`textContainer.lineFragmentPadding`): the default
    /// `TextView.lineFragmentPadding` until set; 0 lines the text up with the inset.
    public var lineFragmentPadding: Double {
        get { textContainer.lineFragmentPadding }
        set { textContainer.lineFragmentPadding = newValue }
    }
    /// The container the text is wrapped in (`textContainer`): the one given to
    /// `init(frame:textContainer:)`, or one of the view's own. Its width follows the view's
    /// (less `textContainerInset`); its padding is `lineFragmentPadding`.
    public let textContainer: TextContainer
    /// What keeps the container's TextKit stack (storage, layout manager) alive with the
    /// view: the container refers to its layout manager weakly, as in UIKit.
    package var textKitOwner: AnyObject?
    /// The keyboard asked for; kept.
    open var keyboardType: KeyboardType = .default
    /// The Return key's title; kept.
    open var returnKeyType: ReturnKeyType = .default
    /// The keyboard's look (`keyboardAppearance`); kept, as there is no on-screen keyboard.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// What the text means, for autofill (`textContentType`); nil until set. Kept: there is
    /// no autofill here.
    open var textContentType: TextContentType!
    /// The view shown in place of the keyboard while editing (`inputView`): settable on a
    /// text input, as in UIKit; kept, never shown.
    open override var inputView: View? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: View?
    /// The bar shown over the keyboard while editing (`inputAccessoryView`): settable on a
    /// text input; kept, never shown.
    open override var inputAccessoryView: View? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: View?
    /// Automatic capitals; kept, never applied.
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Autocorrection; kept, never applied.
    open var autocorrectionType: TextAutocorrectionType = .default
    /// Spell checking; kept, never applied.
    open var spellCheckingType: TextSpellCheckingType = .default
    /// True while the view is first responder and editing.
    public internal(set) var isEditing = false

    /// The text and the caret.
    var editable = EditableText()
    /// Draws the text, wrapped.
    let textLabel = Label()
    /// The blinking insertion point.
    let caret = TextCaret()

    /// An empty text view occupying `frame` (`init(frame:)`), white as UIKit's, with a text
    /// container of its own. A convenience, as in UIKit, so a subclass that overrides
    /// `init(frame:textContainer:)` keeps it.
    public convenience override init(frame: Rect = .zero) {
        self.init(frame: frame, textContainer: nil)
    }

    /// An empty text view occupying `frame` whose text is laid out in `textContainer`
    /// (`init(frame:textContainer:)`), or in a container of its own when nil: UIKit's
    /// designated initializer, which a subclass overrides and calls.
    public init(frame: Rect, textContainer: TextContainer?) {
        self.textContainer = textContainer ?? TextContainer()
        super.init(frame: frame)
        self.textContainer.textView = self
        settingDefaults { backgroundColor = .white }
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.isUserInteractionEnabled = false
        addSubview(textLabel)
        addSubview(caret.view)
        contentDidChange()
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        textContainer = TextContainer()
        return nil
    }

    /// The insertion point in characters from the start, `0...text.count`; a value outside
    /// is clamped. What UIKit's `UITextInput` positions, `selectedTextRange` and
    /// `selectedRange` count in; a change while editing moves the drawn caret, scrolls it into
    /// view and tells the delegate's `textViewDidChangeSelection`, as in UIKit.
    package var caretOffset: Int {
        get { editable.caret }
        set {
            editable.caret = min(max(0, newValue), editable.text.count)
            if isEditing { caretDidMove() } else { setNeedsLayout() }
        }
    }

    /// Where the character at `offset` (`0...text.count`) sits in the content: the rectangle
    /// the caret would have before it, as laid out now.
    package func caretRect(at offset: Int) -> Rect {
        let kept = editable.caret
        editable.caret = min(max(0, offset), editable.text.count)
        layoutText()
        let rect = caret.view.frame
        editable.caret = kept
        layoutText()
        return rect
    }

    /// The delegate as a text view's (`delegate` set to a `TextViewDelegate`).
    var textViewDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    /// True: Up, Down, Home and End act on the line the caret is in.
    var isMultiline: Bool { true }

    /// True when the text is not empty (`hasText`).
    open var hasText: Bool { !editable.text.isEmpty }

    /// True while the view is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing: refused when not in a window, not editable, or the delegate's
    /// `textViewShouldBeginEditing` says no; then `textViewDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window else { return false }
        guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        caret.show(in: window)
        setNeedsLayout()
        textViewDelegate?.textViewDidBeginEditing(self)
        TextEditingEvents.send(.didBeginEditing, from: self)
        return true
    }

    /// Ends editing: refused when the delegate's `textViewShouldEndEditing` says no; then
    /// `textViewDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        caret.hide()
        textViewDelegate?.textViewDidEndEditing(self)
        TextEditingEvents.send(.didEndEditing, from: self)
        return true
    }

    /// Inserts `text` at the caret as if typed (`insertText(_:)`); "\n" is a new line.
    open func insertText(_ text: String) {
        userEdit(replacing: editable.caret..<editable.caret, with: text)
    }

    /// Deletes the character before the caret (`deleteBackward()`).
    open func deleteBackward() {
        if let range = editable.replacedRange(for: .deleteBackward) { userEdit(replacing: range, with: "") }
    }

    /// A tap that did not scroll starts editing, as UIKit's does.
    open override func didStopWithoutDrag() {
        super.didStopWithoutDrag()
        becomeFirstResponder()
    }

    /// Wraps the text to the width, sizes the content and places the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutText()
    }

    /// The caret takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// The delegate's `shouldChangeTextIn` decides a typed edit.
    func allowsEdit(of utf16Range: Range<Int>, to replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: utf16Range, replacementText: replacement) ?? true
    }

    /// A typed edit is told to `textViewDidChange`.
    func textDidChangeByTyping() {
        textViewDelegate?.textViewDidChange(self)
        TextEditingEvents.send(.didChange, from: self)
    }

    /// Shows the caret where it moved, scrolled into view, and tells the delegate.
    func caretDidMove() {
        caret.restart()
        setNeedsLayout()
        layoutIfNeeded()
        scrollRectToVisible(caret.view.frame, animated: false)
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func contentDidChange() {
        textLabel.text = editable.text
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        textLabel.textColor = textColor
        textLabel.textAlignment = textAlignment
        textLabel.font = font
        // Setting the text drops the label's shape: the container's exclusions give it again.
        var shape = LineShape()
        if !textContainer.exclusionBounds.isEmpty {
            shape.exclusions = textContainer.exclusionBounds
            shape.lineFragmentPadding = lineFragmentPadding
        }
        textLabel.lineShape = shape
        setNeedsLayout()
    }
}
