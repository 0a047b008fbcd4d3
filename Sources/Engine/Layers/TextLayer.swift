import Geometry
import LayerTree

/// A value `TextLayer.string` can hold besides a `String`: an attributed string, which
/// the compatibility names read for its characters and its first run's colour and font.
package protocol TextLayerString {
    /// The characters.
    var textLayerCharacters: String { get }
    /// The first character's foreground colour, if the string sets one.
    var textLayerColor: Color? { get }
    /// The first character's font, if the string sets one.
    var textLayerFont: Font? { get }
}

/// A value `TextLayer.font` can hold besides a `Font` or a name: a Core Graphics font,
/// known here by its name.
package protocol TextLayerFontName {
    /// The font's name.
    var textLayerFontName: String { get }
}

/// A layer that draws a string (`CATextLayer`) from the top of its bounds: lines split at
/// newlines, wrapped to the width when `isWrapped`, else cut with an ellipsis by
/// `truncationMode`, each aligned by `alignmentMode`, in `foregroundColor` at `fontSize`.
///
/// The text is drawn by the renderer's FreeType path in the playground's own face, bold when
/// the font's name or weight says so, as labels are; `contentsScale` is kept (text is drawn
/// at the window's scale).
@preconcurrency @MainActor
open class TextLayer: ViewLayer {
    /// Where each line sits across the bounds (`CATextLayerAlignmentMode`).
    public enum AlignmentMode: String, Sendable {
        /// The script's direction: left here.
        case natural
        /// Flush left.
        case left
        /// Flush right.
        case right
        /// Centred.
        case center
        /// Both edges; drawn flush left.
        case justified
    }

    /// Where a line too long for the bounds is cut (`CATextLayerTruncationMode`).
    public enum TruncationMode: String, Sendable {
        /// Not cut: the line runs past the bounds (`masksToBounds` clips it).
        case none
        /// At the start; drawn as at the end.
        case start
        /// At the end, with an ellipsis.
        case end
        /// In the middle; drawn as at the end.
        case middle
    }

    /// The text (`string`): a `String` or an attributed string; nil (the default) draws
    /// nothing. Another value draws nothing.
    public var string: Any? { didSet { contentDidChange() } }
    /// The font (`font`): a `Font` (a `UIFont`, `CTFont`), a `CGFont`, or a font name;
    /// Helvetica by default. Its size is ignored: `fontSize` sets the size.
    public var font: Any? = "Helvetica" { didSet { contentDidChange() } }
    /// The size of the text in points (`fontSize`); 36 by default.
    public var fontSize: Double = 36 { didSet { contentDidChange() } }
    /// The text colour (`foregroundColor`); opaque white by default.
    public var foregroundColor: Color? = .white { didSet { contentDidChange() } }
    /// Whether lines wrap to the bounds' width (`isWrapped`); false by default.
    public var isWrapped = false { didSet { contentDidChange() } }
    /// How lines are aligned (`alignmentMode`); `.natural` by default.
    public var alignmentMode = AlignmentMode.natural { didSet { contentDidChange() } }
    /// How a line too long is cut (`truncationMode`); `.none` by default.
    public var truncationMode = TruncationMode.none { didSet { contentDidChange() } }
    /// Whether glyph positions snap to pixels (`allowsFontSubpixelQuantization`); kept.
    public var allowsFontSubpixelQuantization = false

    /// A text layer with Core Animation's defaults and no string.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s text values.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let model = layer as? TextLayer else { return }
        string = model.string
        font = model.font
        fontSize = model.fontSize
        foregroundColor = model.foregroundColor
        isWrapped = model.isWrapped
        alignmentMode = model.alignmentMode
        truncationMode = model.truncationMode
    }

    /// Not archived: nil, as every layer here.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// The characters `string` holds, if it holds text.
    var characters: String? {
        if let text = string as? String { return text }
        return (string as? any TextLayerString)?.textLayerCharacters
    }

    /// The weight the font is drawn in: bold for a bold font or a bold name.
    var drawnWeight: FontWeight {
        let chosen: Any? = (string as? any TextLayerString)?.textLayerFont ?? font
        if let font = chosen as? Font { return font.drawnWeight }
        let name = (chosen as? String) ?? (chosen as? any TextLayerFontName)?.textLayerFontName ?? ""
        return Font(name: name, size: fontSize)?.drawnWeight ?? .regular
    }

    /// The lines drawn in a box `width` points wide.
    func lines(width: Double, measurer: (any TextMeasuring)?) -> [String] {
        guard let characters, !characters.isEmpty else { return [] }
        let paragraphs = characters.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return paragraphs.flatMap { paragraph -> [String] in
            if paragraph.isEmpty { return [""] }
            if isWrapped {
                return TextWrapping.lines(
                    paragraph, width: width, fontSize: fontSize, weight: drawnWeight, maxLines: .max, measurer: measurer
                )
            }
            if truncationMode == .none { return [paragraph] }
            return TextWrapping.lines(
                paragraph, width: width, fontSize: fontSize, weight: drawnWeight, maxLines: 1, measurer: measurer)
        }
    }

    override func contribute(to node: inout Layer) {
        super.contribute(to: &node)
        let measurer = hostView?.window?.textMeasurer
        let lines = lines(width: node.bounds.width, measurer: measurer)
        let color = (string as? any TextLayerString)?.textLayerColor ?? foregroundColor
        guard !lines.isEmpty, let color, color.alpha > 0 else { return }
        let lineHeight = measurer?.size(of: "Ag", fontSize: fontSize, weight: drawnWeight).height ?? fontSize * 1.2
        let alignment: LayerTree.TextAlignment =
            switch alignmentMode {
            case .natural, .left, .justified: .left
            case .right: .right
            case .center: .center
            }
        // Text content centres its block vertically; a box as tall as the lines, at the
        // top of the bounds, puts them where Core Animation draws them.
        let box = Rect(
            x: node.bounds.minX, y: node.bounds.minY, width: node.bounds.width,
            height: lineHeight * Double(lines.count))
        let text = Layer(
            bounds: Rect(origin: .zero, size: box.size),
            transform: AffineTransform(translationX: box.minX, y: box.minY),
            content: .text(
                TextContent(
                    string: lines.joined(separator: "\n"), fontSize: fontSize, weight: drawnWeight, color: color,
                    alignment: alignment)))
        node.sublayers.insert(text, at: 0)
    }
}
