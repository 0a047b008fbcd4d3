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
    /// The font's vertical metrics at `fontSize` and `weight`, in points: what Core Text and
    /// `UIFont` report as ascent, descent, cap height and x-height.
    func fontMetrics(fontSize: Double, weight: FontWeight) -> FontMetrics
}

extension TextMeasuring {
    /// Without the font files: the line height `size(of:)` gives for "X", split four to one
    /// between ascent and descent, with Helvetica-like cap and x heights (0.7 and 0.5 em).
    public func fontMetrics(fontSize: Double, weight: FontWeight) -> FontMetrics {
        let height = size(of: "X", fontSize: fontSize, weight: weight).height
        return FontMetrics(
            ascender: height * 0.8, descent: height * 0.2, capHeight: fontSize * 0.7, xHeight: fontSize * 0.5)
    }
}

/// A font's vertical metrics in points, from the baseline: the line box a label sets a line
/// in is `ascender` plus `descent` tall, with the baseline `ascender` below its top.
public struct FontMetrics: Hashable, Sendable {
    /// From the baseline up to the top of the line box.
    public var ascender: Double
    /// From the baseline down to the bottom of the line box (positive).
    public var descent: Double
    /// The height of a flat capital letter ("H") above the baseline.
    public var capHeight: Double
    /// The height of a flat lowercase letter ("x") above the baseline.
    public var xHeight: Double

    /// Metrics of the given heights.
    public init(ascender: Double, descent: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descent = descent
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}
