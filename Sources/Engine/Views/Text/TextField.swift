import Geometry
import LayerTree

/// A one-line editable text box (`UITextField`): text or, while it is empty, a grey
/// placeholder; a border style; views at its left and right; and a caret while editing.
///
/// A tap makes it first responder (as does `becomeFirstResponder()`), which starts
/// editing: keys typed on the desktop's keyboard insert at the caret, BackSpace and Delete
/// delete, the arrows, Home and End move the caret, Return asks `textFieldShouldReturn`.
/// Its delegate may refuse each step (see `TextFieldDelegate` for the order), and its
/// actions hear `.editingDidBegin`, `.editingChanged` (typed edits only, never `text` set in
/// code), `.editingDidEnd` and `.editingDidEndOnExit`. There is no on-screen keyboard, so
/// the keyboard traits (`keyboardType`, `returnKeyType`, ...) are kept but change nothing,
/// and the keyboard notifications are never posted. The text is drawn by a label (the
/// FreeType path every label takes), bullets in place of characters under
/// `isSecureTextEntry`.
@preconcurrency @MainActor
open class TextField: Control, TextEditingHost {
    /// The frame drawn around the field (`UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none
        /// A thin dark rectangle.
        case line
        /// A grey rectangle, as the old bezel.
        case bezel
        /// A rounded rectangle with a light grey border on white, UIKit's usual look.
        case roundedRect
    }

    /// When an overlay view (`leftView`, `rightView`, the clear button) shows
    /// (`UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while the field is editing.
        case whileEditing
        /// Only while it is not.
        case unlessEditing
        /// Always.
        case always

        /// Whether the view shows while the field is (or is not) editing.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }

    /// The colour of the placeholder (UIKit's `placeholderText`: grey at 30 %).
    public static let placeholderColor = Color(r8: 60, g8: 60, b8: 67, alpha: 0.3)
    /// The character drawn for each one of a secure entry's text.
    public static let secureBullet: Character = "\u{2022}"

    /// The text; never nil when read (an empty field reads ""), as UIKit's. Setting it in
    /// code moves the caret to the end and sends no event: `.editingChanged` and the
    /// delegate's `shouldChangeCharactersIn` are for the user's typing only.
    open var text: String? {
        get { editable.text }
        set {
            editable.text = newValue ?? ""
            editable.caret = editable.text.count
            contentDidChange()
        }
    }
    /// The grey text shown while `text` is empty (`placeholder`), editing or not.
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The font the text is drawn in (`font`): the system font at 17 points, a label's size, so a field and its label match,, until set. Setting nil resets it to that
    /// default, so reading it never gives nil. Declared here, not in an extension, so a
    /// subclass can override it (`override var font: UIFont? { didSet { … } }`).
    open var font: Font? {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: Font.labelFontSize)
            contentDidChange()
        }
    }
    /// `font` as a subclass may report it, or the default when an override gives nil.
    private var drawnFont: Font { font ?? storedFont }
    private var storedFont: Font = .systemFont(ofSize: Font.labelFontSize)
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
    /// The text's colour (the placeholder keeps its grey); black by default. Implicitly
    /// unwrapped, as UIKit's `UIColor?` is read with `textColor?.…`: setting nil gives black
    /// back, so reading it never gives nil.
    open var textColor: Color! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            contentDidChange()
        }
    }
    /// Where the text sits across the width.
    open var textAlignment: TextAlignment = .left { didSet { contentDidChange() } }
    /// The frame drawn around the field; see `BorderStyle`.
    open var borderStyle: BorderStyle = .none { didSet { borderStyleDidChange() } }
    /// True draws a bullet for each character (`isSecureTextEntry`); `text` keeps the text.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    /// When the clear button shows (`clearButtonMode`). Kept: no clear button is drawn;
    /// `clear()` does what a tap on it would.
    open var clearButtonMode: ViewMode = .never
    /// True empties the field each time editing begins (`clearsOnBeginEditing`).
    open var clearsOnBeginEditing = false
    /// A view at the left edge, shown as `leftViewMode` says; its frame gives its size.
    open var leftView: View? {
        didSet { overlayViewDidChange(from: oldValue, to: leftView) }
    }
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the right edge, shown as `rightViewMode` says; its frame gives its size.
    open var rightView: View? {
        didSet { overlayViewDidChange(from: oldValue, to: rightView) }
    }
    /// When `rightView` shows.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The keyboard asked for; kept (see the type's note).
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
    /// Whether Return is refused while the text is empty (`enablesReturnKeyAutomatically`).
    open var enablesReturnKeyAutomatically = false
    /// The object asked before each step of editing; not retained.
    open weak var delegate: (any TextFieldDelegate)?
    /// True while the field is first responder and editing (`isEditing`).
    public internal(set) var isEditing = false

    /// The text and the caret.
    var editable = EditableText()
    /// Draws the text or the placeholder.
    let textLabel = Label()
    /// The blinking insertion point.
    let caret = TextCaret()
    /// True while `endEditing(true)` ends editing: the delegate is not asked.
    var endsWithoutAsking = false
    /// Where the last touch went down, in the field's coordinates.
    var touchPoint: Point?

    /// An empty field occupying `frame`: the designated initializer (`init(frame:)`).
    public override init(frame: Rect) {
        super.init(frame: frame)
        textLabel.isUserInteractionEnabled = false
        clipsToBounds = true
        addSubview(textLabel)
        addSubview(caret.view)
        contentDidChange()
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// True when `text` is not empty (`hasText`).
    open var hasText: Bool { !editable.text.isEmpty }

    /// The insertion point in characters from the start, `0...text.count`; a value outside
    /// is clamped. What UIKit's `UITextInput` positions and `selectedTextRange` count in; a
    /// change while editing moves the drawn caret and tells the delegate's
    /// `textFieldDidChangeSelection`, as a moved selection does in UIKit.
    package var caretOffset: Int {
        get { editable.caret }
        set {
            editable.caret = min(max(0, newValue), editable.text.count)
            if isEditing { caretDidMove() }
        }
    }

    // MARK: Editing

    /// True while the field is enabled: a field takes first-responder status to edit.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing (`becomeFirstResponder()`): refused (false) when the field is not in
    /// a window, is disabled, or its delegate's `textFieldShouldBeginEditing` says no;
    /// otherwise the field becomes first responder, the caret goes to the end, the
    /// delegate hears `textFieldDidBeginEditing` and the actions `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditing { super.becomeFirstResponder() }
    }

    /// Ends editing (`resignFirstResponder()`): refused (false) when the delegate's
    /// `textFieldShouldEndEditing` says no; otherwise the caret goes, the delegate hears
    /// `textFieldDidEndEditing` and the actions `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditing { super.resignFirstResponder() }
    }

    /// Inserts `text` at the caret as if typed (`insertText(_:)`): the delegate may refuse
    /// it, and an accepted edit sends `.editingChanged`. A newline is Return.
    open func insertText(_ text: String) {
        typeText(text)
    }

    /// Deletes the character before the caret as BackSpace does (`deleteBackward()`).
    open func deleteBackward() {
        deleteCharacterBackward()
    }

    /// The caret takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// Notes where a touch went down, so the tap it ends can place the caret there.
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        super.touchesBegan(touches, with: event)
        touchPoint = touches.first?.location(in: self)
    }

    /// A tap in the field starts editing, as UIKit's does, and puts the caret at the
    /// character boundary nearest the tap.
    override func primaryActionTriggered() {
        guard becomeFirstResponder() else { return }
        if let point = touchPoint { placeCaret(nearestX: point.x) }
    }

    // MARK: Layout

    /// The rectangle of the text when not editing (`textRect(forBounds:)`): the bounds less
    /// the border's padding and the overlay views shown.
    open func textRect(forBounds bounds: Rect) -> Rect {
        contentRect(forBounds: bounds)
    }

    /// The rectangle of the text while editing (`editingRect(forBounds:)`); the same as
    /// `textRect(forBounds:)` unless a subclass says otherwise.
    open func editingRect(forBounds bounds: Rect) -> Rect {
        textRect(forBounds: bounds)
    }

    /// The rectangle of the placeholder (`placeholderRect(forBounds:)`): the text's.
    open func placeholderRect(forBounds bounds: Rect) -> Rect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// Where `leftView` goes (`leftViewRect(forBounds:)`): its own size at the left edge,
    /// centred across the height.
    open func leftViewRect(forBounds bounds: Rect) -> Rect {
        overlayRect(leftView, atLeft: true, in: bounds)
    }

    /// Where `rightView` goes (`rightViewRect(forBounds:)`): its own size at the right edge.
    open func rightViewRect(forBounds bounds: Rect) -> Rect {
        overlayRect(rightView, atLeft: false, in: bounds)
    }

    /// Places the overlay views, the text and the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// The height of one line and the text's width, with the border's padding.
    open override var intrinsicContentSize: Size {
        fittingSize
    }

    /// The intrinsic size, whatever room is offered.
    open override func sizeThatFits(_ size: Size) -> Size {
        fittingSize
    }

    /// The string drawn for the text: the text, or one bullet per character when secure.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: Self.secureBullet, count: editable.text.count) : editable.text
    }

    /// The placeholder's colour for this kind of field: `placeholderColor`, a search
    /// field's darker grey.
    var drawnPlaceholderColor: Color { Self.placeholderColor }

    /// The text is redrawn and the caret moved.
    func contentDidChange() {
        let showsPlaceholder = editable.text.isEmpty
        textLabel.text = showsPlaceholder ? placeholder : displayedText
        textLabel.textColor = showsPlaceholder ? drawnPlaceholderColor : textColor
        textLabel.font = font
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func overlayViewDidChange(from old: View?, to new: View?) {
        if old !== new {
            old?.removeFromSuperview()
            if let new { addSubview(new) }
        }
        setNeedsLayout()
    }

    private func borderStyleDidChange() {
        switch borderStyle {
        case .none:
            border = nil
            cornerRadius = 0
        case .line:
            border = Border(width: 1, color: Color(white: 0.2))
            cornerRadius = 0
        case .bezel:
            border = Border(width: 1, color: Color(white: 0.5))
            cornerRadius = 0
        case .roundedRect:
            border = Border(width: 1, color: Color(white: 0.8))
            cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .white }
        }
        setNeedsLayout()
    }
}
