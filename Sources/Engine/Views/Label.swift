import Geometry
import LayerTree

/// Text (`UILabel`): string, font size and weight, colour and alignment, centred
/// vertically in the bounds; one line by default, or as many as `numberOfLines` allows,
/// broken to the bounds' width as `lineBreakMode` says. It measures through the window's
/// `textMeasurer`, so its size matches what the renderer draws.
@preconcurrency @MainActor
open class Label: View {
    /// The text; nil or empty draws nothing.
    ///
    /// Setting it drops the shape `attributedText` gave the lines (indents, kern), as UIKit
    /// styles new text with the label's own properties only.
    open var text: String? {
        didSet {
            lineShape = LineShape()
            textDidChange()
        }
    }
    /// Where each line sits across the box beyond `textAlignment` (paragraph indents, kern,
    /// exclusions): set from `attributedText`, or by a text view for its container. The
    /// default shape draws the lines as one block.
    package var lineShape = LineShape() {
        didSet { if lineShape != oldValue { textDidChange() } }
    }
    /// The font the text is drawn in (`font`): UIKit's default, the system font at 17
    /// points, until set. Implicitly unwrapped, as UIKit's `UIFont!` is: setting nil resets it
    /// to that default, so reading it never gives nil. Declared here, not in an extension, so
    /// a subclass can override it (`override var font: UIFont! { didSet { … } }`).
    open var font: Font! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: Font.labelFontSize)
            textDidChange()
            noteDirectSet(.font)
        }
    }
    private var storedFont: Font = .systemFont(ofSize: Font.labelFontSize)
    /// Font size in points: `font`'s; setting it keeps the font's name and weight.
    public var fontSize: Double {
        get { font.pointSize }
        set { font = font.withSize(newValue) }
    }
    /// The weight the text is drawn in: `font`'s, bold from `.semibold` up; setting it
    /// keeps the font's name and size.
    public var fontWeight: FontWeight {
        get { font.drawnWeight }
        set { font = font.drawn(in: newValue) }
    }
    /// Whether the font follows the reader's preferred text size
    /// (`adjustsFontForContentSizeCategory`); false, UIKit's default. Kept for code that
    /// reads it back: the size category here is always the default one, so the font never
    /// changes because of it. Declared here so a subclass can override it.
    open var adjustsFontForContentSizeCategory = false
    /// Text colour (UIKit's default label colour, black). Implicitly unwrapped, as UIKit's
    /// `UIColor!` is: setting nil resets it to that default, so reading it never gives nil.
    open var textColor: Color! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            requestFrame()
            noteDirectSet(.textColor)
        }
    }
    /// Horizontal alignment within the bounds.
    open var textAlignment: TextAlignment = .left { didSet { requestFrame() } }
    /// A measurer used when the label is not in a window (or the window has none).
    public var textMeasurer: (any TextMeasuring)?
    /// The most lines the text may take (`numberOfLines`): 1, UIKit's default, draws one
    /// line; 0 as many as the text needs; n at most n. Above one line the text breaks at
    /// newlines and to the bounds' width.
    open var numberOfLines: Int = 1 { didSet { textDidChange() } }
    /// How text that does not fit breaks and is cut (`lineBreakMode`); UIKit's default
    /// `.byTruncatingTail` ends a multi-line label's last line in "…" when text is left over.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// Whether text too wide for one line is shrunk to fit (`adjustsFontSizeToFitWidth`):
    /// kept for code that reads it back; the label draws at its font size and breaks or
    /// truncates by `lineBreakMode` instead.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale `adjustsFontSizeToFitWidth` may shrink to (`minimumScaleFactor`): kept.
    open var minimumScaleFactor: Double = 0
    /// The width at which a multi-line label's `intrinsicContentSize` breaks its text
    /// (`preferredMaxLayoutWidth`); 0, the default, takes the bounds' width once it has one.
    open var preferredMaxLayoutWidth: Double = 0 { didSet { textDidChange() } }
    /// `baselineAdjustment`: matters only when UIKit shrinks a label's font to fit its width,
    /// which labels here never do; kept for code that sets it.
    open var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// The text colour while `isHighlighted` (`highlightedTextColor`); nil, the default,
    /// keeps `textColor`.
    open var highlightedTextColor: Color? { didSet { if isHighlighted { requestFrame() } } }
    /// Whether the text is drawn in `highlightedTextColor` (`isHighlighted`); false by default.
    /// A table cell's highlight is its own: it does not set this on the labels inside.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { requestFrame() } } }
    /// Whether the text is drawn as enabled (`isEnabled`); true by default. It changes only
    /// how the label is drawn: disabled text is dimmed to half its colour's opacity.
    open var isEnabled = true { didSet { if isEnabled != oldValue { requestFrame() } } }
    /// The colour the text is drawn in now: `highlightedTextColor` while highlighted (when
    /// set), else `textColor`, resolved for the label's traits, dimmed while disabled.
    private var drawnTextColor: Color {
        let color = drawnColor(isHighlighted ? highlightedTextColor ?? textColor : textColor)
        return isEnabled ? color : color.withAlpha(color.alpha / 2)
    }
    /// The lines last broken, and the width and measuring they were broken with: a label
    /// is drawn every frame. Any other change to the text or its font drops them.
    private var wrapped: (width: Double, measured: Bool, lines: [String])?
    /// The shaped lines last broken, kept as `wrapped` is.
    private var shaped: (width: Double, measured: Bool, lines: [ShapedLine])?
    /// The width the intrinsic size was last broken at, when it followed the bounds.
    private var intrinsicWidth: Double?
    /// Where the last drawing's `drawText(in:)` reached the label's own, nil when it did not.
    private var drawnTextRect: Rect?
    /// What a subclass's `drawText(in:)` drew itself in the last drawing, without `super`.
    private var subclassDrawing: LayerDrawingContext?

    /// Creates a label with `text`. A convenience over `init(frame:)`, so a subclass that
    /// overrides UIKit's designated initializers inherits it, and `init()` with it.
    public convenience init(text: String? = nil, frame: Rect = .zero) {
        self.init(frame: frame)
        self.text = text
    }

    /// An empty label at `frame` (`UILabel(frame:)`): UIKit's designated initializer, which a
    /// subclass overrides and calls.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    private func textDidChange() {
        wrapped = nil
        shaped = nil
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        requestFrame()
    }

    /// The size the text needs: the measurer's advance and line height. With no measurer
    /// it estimates 0.55 em per character and 1.2 em of line height, so layout still works
    /// in tests that do not load fonts.
    ///
    /// It is the size of `textRect(forBounds:limitedToNumberOfLines:)` in an unlimited
    /// rectangle, as in UIKit, so a subclass that pads its text there grows with the padding.
    open override var intrinsicContentSize: Size {
        var width = Double.infinity
        if numberOfLines != 1 {
            width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : .infinity
            intrinsicWidth = preferredMaxLayoutWidth > 0 ? nil : bounds.width
        }
        return textRect(forBounds: Self.unlimited(width: width), limitedToNumberOfLines: numberOfLines).size
    }

    /// The text's size: one line whatever room is offered, or, for a multi-line label, its
    /// lines broken to `size.width` (no limit when it is 0); through `textRect(forBounds:
    /// limitedToNumberOfLines:)`, as `intrinsicContentSize`.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard numberOfLines != 1 else { return intrinsicContentSize }
        let width = size.width > 0 ? size.width : .infinity
        return textRect(forBounds: Self.unlimited(width: width), limitedToNumberOfLines: numberOfLines).size
    }

    /// A rectangle at the origin, `width` wide and of unlimited height.
    private static func unlimited(width: Double) -> Rect {
        Rect(x: 0, y: 0, width: width, height: .infinity)
    }

    /// The rectangle the text takes inside `bounds` (`textRect(forBounds:
    /// limitedToNumberOfLines:)`): at the rectangle's origin, as wide as the widest line and
    /// as tall as the lines, no larger than `bounds`. `numberOfLines` 1 measures the text on
    /// one line; otherwise it is broken to the rectangle's width, at most `numberOfLines`
    /// lines (0: no limit). Override it to pad the text; call `super` for the text's own size.
    open func textRect(forBounds bounds: Rect, limitedToNumberOfLines numberOfLines: Int) -> Rect {
        let size: Size
        if !lineShape.isPlain {
            size = self.size(of: shapedLines(breakingAt: bounds.width, maxLines: numberOfLines))
        } else if numberOfLines == 1 {
            let string = text ?? ""
            if let m = measurer {
                size = m.size(of: string, fontSize: fontSize, weight: fontWeight)
            } else {
                size = Size(width: Double(string.count) * fontSize * 0.55, height: (fontSize * 1.2).rounded(.up))
            }
        } else {
            size = self.size(of: lines(breakingAt: bounds.width, maxLines: numberOfLines))
        }
        return Rect(
            origin: bounds.origin,
            size: Size(width: min(size.width, bounds.width), height: min(size.height, bounds.height)))
    }

    /// Draws the text in `rect` (`drawText(in:)`), its lines broken to the rectangle's width
    /// and centred vertically in it, with `shadowColor`'s copy under it. The label calls it
    /// with its bounds each time it is drawn; never call it yourself. Override it to move
    /// the text (call `super` with another rectangle) or to draw nothing.
    open func drawText(in rect: Rect) {
        drawnTextRect = rect
    }

    /// The colour of a copy of the text drawn `shadowOffset` under it (`shadowColor`); nil,
    /// the default, draws no shadow.
    open var shadowColor: Color? { didSet { requestFrame() } }
    /// Where the shadow's copy of the text lies from the text (`shadowOffset`); UIKit's
    /// default is one point up, (0, -1).
    open var shadowOffset = Size(width: 0, height: -1) { didSet { requestFrame() } }

    /// A multi-line label whose intrinsic size follows its bounds asks for a new one when
    /// its width changes, as UIKit's does, so Auto Layout can grow it to its lines.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, let w = intrinsicWidth, w != bounds.width {
            intrinsicWidth = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// Resizes to `intrinsicContentSize`, keeping the frame's origin (see `View.sizeToFit()`).
    open override func sizeToFit() {
        resizeToFit(intrinsicContentSize)
    }

    override func layerContent() -> LayerContent {
        drawnTextRect = nil
        subclassDrawing = nil
        guard let text, !text.isEmpty else { return .none }
        guard type(of: self) != Label.self else {
            drawText(in: bounds)
            return ownTextContent()
        }
        // A subclass's `drawText(in:)` may draw the text itself (a TextKit layout manager's
        // `drawGlyphs`), into the current context, as UIKit gives it one.
        let context = LayerDrawingContext(rect: bounds)
        DrawingContextStack.with(context) { drawText(in: bounds) }
        if drawnTextRect == nil, !context.commands.isEmpty || !context.textLayers.isEmpty {
            subclassDrawing = context
            return context.commands.isEmpty ? .none : .drawing(context.content)
        }
        return ownTextContent()
    }

    /// The label's own text as content, when `drawText(in:)` reached the label's own.
    private func ownTextContent() -> LayerContent {
        // The text fills the bounds as content; moved, or with a shadow, it is drawn as
        // layers (`contentTextLayers()`).
        guard drawnTextRect == bounds, shadowColor == nil, lineShape.isPlain else { return .none }
        return .text(textContent(width: bounds.width, color: drawnTextColor))
    }

    override func contentTextLayers() -> [Layer] {
        if let subclassDrawing { return subclassDrawing.textLayers }
        guard let rect = drawnTextRect, rect != bounds || shadowColor != nil || !lineShape.isPlain, let text,
            !text.isEmpty
        else {
            return []
        }
        if !lineShape.isPlain {
            var layers: [Layer] = []
            if let shadowColor { layers += shapedTextLayers(in: rect, color: shadowColor, offset: shadowOffset) }
            return layers + shapedTextLayers(in: rect, color: drawnTextColor, offset: .zero)
        }
        func layer(_ color: Color, offset: Size) -> Layer {
            Layer(
                bounds: Rect(origin: .zero, size: rect.size),
                transform: AffineTransform(translationX: rect.minX + offset.width, y: rect.minY + offset.height),
                content: .text(textContent(width: rect.width, color: color)))
        }
        var layers: [Layer] = []
        if let shadowColor { layers.append(layer(shadowColor, offset: shadowOffset)) }
        layers.append(layer(drawnTextColor, offset: .zero))
        return layers
    }

    /// The text broken to `width` as the label breaks it, in `color`.
    private func textContent(width: Double, color: Color) -> TextContent {
        let string =
            numberOfLines == 1
            ? (text ?? "") : lines(breakingAt: width > 0 ? width : .infinity).joined(separator: "\n")
        return TextContent(
            string: string, fontSize: fontSize, weight: fontWeight, color: color, alignment: textAlignment)
    }

    // MARK: Lines

    private var measurer: (any TextMeasuring)? { window?.textMeasurer ?? textMeasurer }

    /// One line's advance width, with the shape's kern after each character, or the
    /// estimate `intrinsicContentSize` uses without fonts.
    private func width(of line: String) -> Double {
        unkernedWidth(of: line) + lineShape.kern * Double(line.count)
    }

    /// One line's advance width as the font sets it, without kern.
    private func unkernedWidth(of line: String) -> Double {
        if let m = measurer { return m.size(of: line, fontSize: fontSize, weight: fontWeight).width }
        return Double(line.count) * fontSize * 0.55
    }

    /// The height of one line: the face's ascender and descent.
    private var lineHeight: Double {
        if let m = measurer { return m.size(of: "X", fontSize: fontSize, weight: fontWeight).height }
        return (fontSize * 1.2).rounded(.up)
    }

    /// The text broken to `width` as `maxLines` (by default `numberOfLines`) and
    /// `lineBreakMode` say.
    private func lines(breakingAt width: Double, maxLines: Int? = nil) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        let maxLines = maxLines ?? numberOfLines
        let measured = measurer != nil
        if maxLines == numberOfLines, let wrapped, wrapped.width == width, wrapped.measured == measured {
            return wrapped.lines
        }
        let lines = TextWrapping.labelLines(
            text, width: width, maxLines: maxLines, breaksCharacters: lineBreakMode == .byCharWrapping,
            truncatesTail: lineBreakMode == .byTruncatingTail, measure: self.width(of:))
        if maxLines == numberOfLines { wrapped = (width, measured, lines) }
        return lines
    }

    /// The box of `lines`: the widest line's width, one line height each.
    private func size(of lines: [String]) -> Size {
        Size(width: lines.map(width(of:)).max() ?? 0, height: Double(lines.count) * lineHeight)
    }
}

extension Label {
    // MARK: Shaped lines

    /// The text broken as `lines(breakingAt:maxLines:)` breaks it, each line to its own
    /// fragment of a box `width` wide (`lineShape`): the lines a layout manager lays the same
    /// text out in. `maxLines` 1 keeps the text on one line, as a one-line label does.
    package func shapedLines(breakingAt width: Double, maxLines: Int? = nil) -> [ShapedLine] {
        guard let text, !text.isEmpty else { return [] }
        let maxLines = maxLines ?? numberOfLines
        let width = width > 0 ? width : .infinity
        let measured = measurer != nil
        if maxLines == numberOfLines, let shaped, shaped.width == width, shaped.measured == measured {
            return shaped.lines
        }
        let shape = lineShape
        let padding = shape.lineFragmentPadding
        let height = lineHeight
        var fragments: [Int: (x: Double, width: Double)] = [:]
        let broken = TextWrapping.labelLineLayout(
            text, width: max(0, width - 2 * padding), maxLines: maxLines,
            breaksCharacters: lineBreakMode == .byCharWrapping, truncatesTail: lineBreakMode == .byTruncatingTail,
            measure: self.width(of:),
            lineWidth: { index, startsParagraph in
                let fragment = shape.fragment(
                    line: index, startsParagraph: startsParagraph, width: width, lineHeight: height)
                fragments[index] = fragment
                return max(0, fragment.width - 2 * padding)
            })
        let lines = broken.enumerated().map { index, line in
            let fragment = fragments[index] ?? (0, width)
            return ShapedLine(
                string: line.string, x: fragment.x + padding, width: max(0, fragment.width - 2 * padding))
        }
        if maxLines == numberOfLines { shaped = (width, measured, lines) }
        return lines
    }

    /// The box of shaped `lines`: to the farthest end of a line's text (its start, its
    /// alignment's shift in its stretch, its width) and its padding, one line height each.
    private func size(of lines: [ShapedLine]) -> Size {
        let far = lines.map { line in
            let width = width(of: line.string)
            return line.x + shift(of: width, in: line.width) + width + lineShape.lineFragmentPadding
        }
        return Size(width: far.max() ?? 0, height: Double(lines.count) * lineHeight)
    }

    /// How far `textAlignment` moves a line `width` wide in a stretch `room` wide (none
    /// in an unlimited stretch).
    package func shift(of width: Double, in room: Double) -> Double {
        guard room.isFinite else { return 0 }
        switch textAlignment {
        case .left: return 0
        case .center: return (room - width) / 2
        case .right: return room - width
        }
    }

    /// The x of the character `prefix` ends before, on a shaped line: the line's start, its
    /// shift, and the prefix's kerned width.
    package func x(after prefix: String, on line: ShapedLine) -> Double {
        line.x + shift(of: width(of: line.string), in: line.width) + width(of: prefix)
    }

    /// The shaped lines drawn in `rect` as text layers, `offset` from their place: centred
    /// vertically as a block, as the label centres its lines, each line in its own stretch;
    /// a kerned line character by character, each where the text before it ends plus the
    /// kern after each character before it.
    private func shapedTextLayers(in rect: Rect, color: Color, offset: Size) -> [Layer] {
        let lines = shapedLines(breakingAt: rect.width > 0 ? rect.width : .infinity)
        let height = lineHeight
        let top = rect.minY + offset.height + (rect.height - Double(lines.count) * height) / 2
        let kern = lineShape.kern
        var layers: [Layer] = []
        func place(_ string: String, x: Double, y: Double, width: Double) {
            layers.append(
                Layer(
                    bounds: Rect(x: 0, y: 0, width: max(1, width), height: height),
                    transform: AffineTransform(translationX: x, y: y),
                    content: .text(
                        TextContent(
                            string: string, fontSize: fontSize, weight: fontWeight, color: color,
                            alignment: .left))))
        }
        for (index, line) in lines.enumerated() where !line.string.isEmpty {
            let y = top + Double(index) * height
            let start = rect.minX + offset.width + x(after: "", on: line)
            guard kern != 0 else {
                place(line.string, x: start, y: y, width: unkernedWidth(of: line.string) + 2)
                continue
            }
            let characters = Array(line.string)
            for (position, character) in characters.enumerated() where character != " " {
                let before = String(characters[..<position])
                place(
                    String(character), x: start + unkernedWidth(of: before) + kern * Double(position), y: y,
                    width: unkernedWidth(of: String(character)) + 2)
            }
        }
        return layers
    }
}
