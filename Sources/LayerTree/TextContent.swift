import Geometry

/// Text laid out inside a layer's bounds: each line aligned horizontally as asked and the
/// lines (split at newlines, one line height apart) centred vertically as a block, as
/// `UILabel` does.
public struct TextContent: Hashable, Sendable {
    /// The text: its lines separated by newlines, already broken (nothing wraps here).
    public var string: String
    /// The font size in points (the em size).
    public var fontSize: Double
    /// Regular or bold.
    public var weight: FontWeight
    /// Text colour; its alpha multiplies the layer's opacity.
    public var color: Color
    /// Horizontal placement in the box.
    public var alignment: TextAlignment

    /// Creates text content; defaults match `UILabel` (17 pt, black, here centred).
    public init(
        string: String, fontSize: Double = 17, weight: FontWeight = .regular,
        color: Color = .black, alignment: TextAlignment = .center
    ) {
        self.string = string
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }
}

/// The weights the playground ships fonts for.
public enum FontWeight: String, Hashable, Sendable {
    case regular, bold
}

/// Horizontal placement of a line of text in its box.
public enum TextAlignment: String, Hashable, Sendable {
    case left, center, right
}

/// Measures text the way the renderer will draw it, so the engine can size labels
/// without knowing anything of fonts or pixels. The renderer provides the real one.
public protocol TextMeasuring {
    /// The size of one line of `string`: advance width and line height, in points.
    func size(of string: String, fontSize: Double, weight: FontWeight) -> Size
}
