import Engine
import Geometry
import LayerTree

/// The playground's own drawing on top of the engine's layer tree: the HUD panel, the
/// diagnostics banner, the tuning toast and the timeline bar. They are layers of the app,
/// never views of a demo, so they take no touches and never show up in a trace.
enum OverlayLayers {
    /// Ink and panel colours.
    static let panel = Color(white: 0.08, alpha: 0.86)
    static let ink = Color(white: 0.96)
    static let bannerFill = Color(r8: 200, g8: 40, b8: 40, alpha: 0.92)
    static let toastFill = Color(white: 0.15, alpha: 0.85)
    static let track = Color(white: 0, alpha: 0.12)
    // Dark translucent under white, like the HUD: reads on any demo colour (a faint grey
    // pill vanished on the Direction demo's purple).
    static let hintInk = Color(white: 1)
    static let hintFill = Color(white: 0.1, alpha: 0.72)
    static let progressFill = Color(r8: 255, g8: 149, b8: 0)
    /// Thickness of the timeline bar, points.
    static let timelineHeight = 4.0
    /// How far down from the top edge a press lands on the timeline bar, points: the bar is
    /// thin to look at but easy to hit.
    static let timelineHitHeight = 12.0
    static let hudLineHeight = 14.0
    static let hudFontSize = 11.0

    /// The HUD: a dark panel at the top left with one line of text per entry.
    static func hud(lines: [String], in size: Size) -> Layer {
        let width = min(size.width - 16, 384)
        let height = Double(lines.count) * hudLineHeight + 12
        let texts = lines.enumerated().map { i, line in
            Layer(
                frame: Rect(x: 8, y: 6 + Double(i) * hudLineHeight, width: width - 16, height: hudLineHeight),
                content: .text(TextContent(string: line, fontSize: hudFontSize, color: ink, alignment: .left)))
        }
        return Layer(
            id: "overlay.hud", frame: Rect(x: 8, y: 10, width: width, height: height),
            backgroundColor: panel, cornerRadius: 6, sublayers: texts)
    }

    /// A banner near the bottom edge (a diagnostic, or a tuning result): one line, or two
    /// when the text is long, broken at spaces and ended with "…" if even two do not hold it.
    /// `maxLines` above 2 shows a clicked diagnostic whole.
    static func banner(
        _ text: String, in size: Size, fill: Color, id: String,
        measurer: (any TextMeasuring)? = nil, maxLines: Int = 2
    ) -> Layer {
        let lineHeight = 16.0
        let fontSize = 12.0
        let fitting = max(2, Int((size.height - 60) / lineHeight))
        let lines = TextWrapping.lines(
            text, width: max(1, size.width - 36), fontSize: fontSize,
            maxLines: min(maxLines, fitting),
            measurer: measurer)
        let height = lines.count > 1 ? 10 + Double(lines.count) * lineHeight : 26
        let top = (height - Double(lines.count) * lineHeight) / 2
        let labels = lines.enumerated().map { i, line in
            Layer(
                frame: Rect(x: 10, y: top + Double(i) * lineHeight, width: size.width - 36, height: lineHeight),
                content: .text(TextContent(string: line, fontSize: fontSize, color: ink, alignment: .left)))
        }
        var banner = Layer(
            id: id, frame: Rect(x: 8, y: size.height - height - 12, width: size.width - 16, height: height),
            backgroundColor: fill, cornerRadius: 6, sublayers: labels)
        banner.masksToBounds = true
        return banner
    }

    /// The way back, on every demo screen: "Esc · catalog" in white on a small dark
    /// translucent pill at the top left, where demos keep no content (the HUD takes the place when it is up).
    static func escapeHint(in size: Size, measurer: (any TextMeasuring)?) -> Layer {
        let text = "Esc · catalog"
        let fontSize = 11.0
        let textWidth = TextWrapping.width(of: text, fontSize: fontSize, measurer: measurer)
        let label = Layer(
            frame: Rect(x: 8, y: 2, width: textWidth.rounded(.up) + 2, height: 14),
            content: .text(TextContent(string: text, fontSize: fontSize, color: hintInk, alignment: .left)))
        return Layer(
            id: "overlay.escHint", frame: Rect(x: 8, y: 10, width: textWidth.rounded(.up) + 18, height: 18),
            backgroundColor: hintFill, cornerRadius: 9, sublayers: [label])
    }

    /// The timeline: a thin track along the top edge, filled to `progress` (0...1).
    static func timeline(progress: Double, in size: Size) -> Layer {
        let p = min(max(progress, 0), 1)
        let fill = Layer(
            frame: Rect(x: 0, y: 0, width: size.width * p, height: timelineHeight),
            backgroundColor: progressFill)
        return Layer(
            id: "overlay.timeline", frame: Rect(x: 0, y: 0, width: size.width, height: timelineHeight),
            backgroundColor: track, sublayers: [fill])
    }
}

extension Layer {
    /// A layer at `frame` with some content and no fill.
    init(frame: Rect, content: LayerContent) {
        self.init(
            bounds: Rect(origin: .zero, size: frame.size),
            transform: AffineTransform(translationX: frame.minX, y: frame.minY), content: content)
    }
}
