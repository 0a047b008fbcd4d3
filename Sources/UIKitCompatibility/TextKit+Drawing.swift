// TextKit 1's drawing: a layout manager draws its lines into the current drawing context
// (`draw(_:)`, an image context, a label's `drawText(in:)`), where they were laid out.
import Engine
import Foundation
import Geometry
import LayerTree

extension NSLayoutManager {
    /// What `drawGlyphs(forGlyphRange:at:)` draws when a subclass does not replace it.
    func drawLaidOutGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = currentDrawingContext(), let storage = textStorage else { return }
        let layout = currentLayout()
        let font = textStyle.font
        let upper = glyphsToShow.location + glyphsToShow.length
        for line in layout.lines(touching: glyphsToShow) {
            var runs: [(start: Int, text: String, color: Color)] = []
            for (index, (character, glyph)) in zip(line.string, line.sources).enumerated()
            where glyph >= glyphsToShow.location && glyph < upper || character == "…" && glyph < upper {
                let unit = layout.clusterStarts[min(glyph, layout.clusterStarts.count - 2)]
                let color = storage.attribute(.foregroundColor, at: unit, effectiveRange: nil) as? Color ?? .black
                if let last = runs.last, last.color == color, last.start + last.text.count == index {
                    runs[runs.count - 1].text.append(character)
                } else {
                    runs.append((index, String(character), color))
                }
            }
            for run in runs {
                let x = line.xs[run.start]
                let end = line.xs[run.start + run.text.count]
                context.drawText(
                    [run.text],
                    in: CGRect(
                        x: origin.x + x, y: origin.y + line.rect.maxY - layout.fontLineHeight, width: max(end - x, 1),
                        height: layout.fontLineHeight),
                    lineHeight: layout.fontLineHeight, fontSize: font.pointSize, weight: font.drawnWeight,
                    color: run.color)
            }
        }
    }

    /// What `drawBackground(forGlyphRange:at:)` draws when a subclass does not replace it.
    func drawLaidOutBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = currentDrawingContext(), let storage = textStorage, storage.length > 0 else { return }
        let layout = currentLayout()
        let characters = layout.characterRange(
            ofClusters: glyphsToShow.location..<(glyphsToShow.location + glyphsToShow.length))
        storage.enumerateAttribute(.backgroundColor, in: characters, options: []) { value, range, _ in
            guard let color = value as? Color else { return }
            let glyphs = glyphRange(forCharacterRange: range, actualCharacterRange: nil)
            for line in layout.lines(touching: glyphs) {
                let lower = max(glyphs.location, line.characters.lowerBound)
                let upper = min(glyphs.location + glyphs.length, line.characters.upperBound)
                guard upper > lower else { continue }
                let start = line.x(ofCluster: lower)
                let end = line.x(ofCluster: upper - 1) + line.width(ofCluster: upper - 1)
                context.saveGState()
                context.setFillColor(color)
                context.fill(
                    CGRect(
                        x: origin.x + start, y: origin.y + line.rect.minY, width: end - start, height: line.rect.height)
                )
                context.restoreGState()
            }
        }
    }
}

extension NSAttributedString.Key {
    /// `.backgroundColor`: the `UIColor` filled behind the text, drawn by a layout manager's
    /// `drawBackground(forGlyphRange:at:)`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `.link`: a URL (or its string) the characters lead to, which text views and link
    /// labels read back to open it; the layout manager draws the run in its own colour.
    public static let link = NSAttributedString.Key("NSLink")
}
