// One layout of a text storage in a text container: its lines as a label breaks and draws
// them, and the x of every drawn character measured as the renderer shapes the line.
import Engine
import Foundation
import Geometry
import LayerTree

/// The lines of a layout manager's text in its first container, in container coordinates.
@preconcurrency @MainActor
struct Layout {
    /// What it was made from.
    let key: LayoutKey
    /// The UTF-16 offset where each cluster (glyph) starts, and the text's length last.
    let clusterStarts: [Int]
    /// The lines laid out, top to bottom: those that fit the container's height and limit.
    let lines: [LaidOutLine]
    /// One line's height: the font's, held between the paragraph style's minimum and
    /// maximum line heights.
    let lineHeight: Double
    /// The font's line height: the text's own box, at the bottom of a taller line.
    let fontLineHeight: Double

    /// Lays the manager's text out: broken by `TextWrapping.labelLineLayout` to each line
    /// fragment's width less its padding at both ends, at most the container's line limit
    /// and as many lines as its height holds; each line placed by the alignment. A fragment
    /// is the container's width less the leading paragraph style's indents (UIKit measures
    /// `firstLineHeadIndent` and `headIndent` from the leading margin, a positive
    /// `tailIndent` from it too and a negative or zero one from the trailing margin), less
    /// what the container's exclusion paths cover in the line's band.
    init(key: LayoutKey, manager: NSLayoutManager) {
        self.key = key
        let clusters = Array(key.string)
        var starts: [Int] = []
        starts.reserveCapacity(clusters.count + 1)
        var offset = 0
        for cluster in clusters {
            starts.append(offset)
            offset += cluster.utf16.count
        }
        starts.append(offset)
        clusterStarts = starts

        let measurer = manager.measurer
        let fontSize = key.fontSize
        let weight = key.weight
        // The label's own measure (Label.width(of:)), so the lines are the lines it draws.
        func measure(_ line: String) -> Double {
            if let measurer { return measurer.size(of: line, fontSize: fontSize, weight: weight).width }
            return Double(line.count) * fontSize * 0.55
        }
        fontLineHeight =
            measurer?.size(of: "X", fontSize: fontSize, weight: weight).height ?? (fontSize * 1.2).rounded(.up)
        var height = fontLineHeight
        if let style = manager.textStorage?.leadingStyle.paragraph {
            height = max(height, style.minimumLineHeight)
            if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        }
        lineHeight = height
        guard let container = manager.textContainers.first, !clusters.isEmpty else {
            lines = []
            return
        }
        let padding = container.lineFragmentPadding
        let containerWidth = key.width
        let wrapWidth = max(0, containerWidth - 2 * padding)
        var limit = container.maximumNumberOfLines > 0 ? container.maximumNumberOfLines : Int.max
        let containerHeight = container.textView == nil ? container.size.height : 0
        if containerHeight > 0, containerHeight.isFinite {
            limit = min(limit, max(1, Int(((containerHeight + 0.5) / height).rounded(.down))))
        }
        let paragraph = manager.textStorage?.leadingStyle.paragraph
        let exclusions = container.exclusionPaths.map(\.bounds)
        // The fragments a label works out for its own lines (a text view's drawing), so the
        // two agree.
        var shape = LineShape()
        shape.firstLineHeadIndent = paragraph?.firstLineHeadIndent ?? 0
        shape.headIndent = paragraph?.headIndent ?? 0
        shape.tailIndent = paragraph?.tailIndent ?? 0
        shape.exclusions = exclusions
        /// Line `index`'s fragment: the container's width less the paragraph's indents, then
        /// the widest stretch of that no exclusion path crosses in the line's band.
        func fragment(_ index: Int, startsParagraph: Bool) -> (x: Double, width: Double) {
            shape.fragment(line: index, startsParagraph: startsParagraph, width: containerWidth, lineHeight: height)
        }
        let narrowed =
            paragraph.map { $0.firstLineHeadIndent != 0 || $0.headIndent != 0 || $0.tailIndent != 0 } ?? false
        let shaped = narrowed || !exclusions.isEmpty
        var fragments: [Int: (x: Double, width: Double)] = [:]
        let broken = TextWrapping.labelLineLayout(
            key.string, width: wrapWidth, maxLines: limit == Int.max ? 0 : limit,
            breaksCharacters: container.lineBreakMode == .byCharWrapping,
            truncatesTail: container.lineBreakMode == .byTruncatingTail, measure: measure,
            lineWidth: shaped
                ? { index, starts in
                    let made = fragment(index, startsParagraph: starts)
                    fragments[index] = made
                    return max(0, made.width - 2 * padding)
                } : nil)
        lines = broken.enumerated().map { index, line in
            let characters = Array(line.string)
            var xs: [Double] = [0]
            for count in characters.indices { xs.append(measure(String(characters[...count]))) }
            let width = xs.last ?? 0
            let fragmentX = fragments[index]?.x ?? 0
            let fragmentWidth = fragments[index]?.width ?? containerWidth
            let textWidth = shaped ? max(0, fragmentWidth - 2 * padding) : wrapWidth
            let free = textWidth.isFinite ? textWidth - width : 0
            let shift: Double
            switch key.alignment {
            case .left: shift = 0
            case .center: shift = free / 2
            case .right: shift = free
            }
            let y = Double(index) * height
            return LaidOutLine(
                characters: line.characters, sources: line.sourceOffsets,
                xs: xs.map { $0 + fragmentX + padding + shift }, string: line.string,
                rect: CGRect(
                    x: fragmentX, y: y, width: fragmentWidth.isFinite ? fragmentWidth : width + 2 * padding,
                    height: height),
                usedRect: CGRect(x: fragmentX + shift, y: y, width: width + 2 * padding, height: height))
        }
    }

    /// The cluster holding UTF-16 offset `unit` (the cluster count at or past the end).
    func cluster(containingUnit unit: Int) -> Int {
        var low = 0
        var high = clusterStarts.count - 1
        if unit >= clusterStarts[high] { return high }
        while low < high {
            let middle = (low + high + 1) / 2
            if clusterStarts[middle] <= unit { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// The UTF-16 range of `clusters`.
    func characterRange(ofClusters clusters: Range<Int>) -> NSRange {
        let last = clusterStarts.count - 1
        let lower = clusterStarts[min(max(0, clusters.lowerBound), last)]
        let upper = clusterStarts[min(max(0, clusters.upperBound), last)]
        return NSRange(location: lower, length: max(0, upper - lower))
    }

    /// The line holding glyph `glyph`, nil when no line does.
    func line(holding glyph: Int) -> LaidOutLine? {
        lines.first { $0.characters.contains(glyph) }
    }

    /// The line at height `y`: the first above the text, the last below it.
    func line(at y: Double) -> LaidOutLine? {
        guard !lines.isEmpty else { return nil }
        let index = Int((y / lineHeight).rounded(.down))
        return lines[min(max(0, index), lines.count - 1)]
    }

    /// The lines holding a glyph of `range` (for an empty range, the line holding its location).
    func lines(touching range: NSRange) -> [LaidOutLine] {
        let lower = range.location
        let upper = range.location + max(range.length, 1)
        return lines.filter { $0.characters.lowerBound < upper && lower < $0.characters.upperBound }
    }
}

/// One line fragment: its glyphs (clusters), where each drawn one starts, and its rectangles.
struct LaidOutLine {
    /// The glyphs the line holds, up to where the next line starts.
    let characters: Range<Int>
    /// For each drawn character, the glyph it draws (see `LabelLine.sourceOffsets`).
    let sources: [Int]
    /// The x where each drawn character starts, in container coordinates, and where the
    /// line ends last.
    let xs: [Double]
    /// The line as drawn.
    let string: String
    /// The line fragment rectangle: the container's width less indents and exclusions, one
    /// line tall.
    let rect: CGRect
    /// The part of it the text takes, with the padding at both ends.
    let usedRect: CGRect

    /// Where glyph `glyph` starts: a glyph not drawn (a space of a run drawn as one, a space
    /// the line broke at) takes no room, at the start of the next drawn one or the line's end.
    func x(ofCluster glyph: Int) -> Double {
        xs[sources.firstIndex { $0 >= glyph } ?? sources.count]
    }

    /// The advance of glyph `glyph`: 0 for one not drawn.
    func width(ofCluster glyph: Int) -> Double {
        guard let index = sources.firstIndex(of: glyph) else { return 0 }
        return xs[index + 1] - xs[index]
    }

    /// The glyph whose advance holds `x`, the nearest end's outside the line, and how far
    /// across it `x` is (0 to 1).
    func hit(x: Double) -> (cluster: Int, fraction: Double) {
        guard !sources.isEmpty else { return (characters.lowerBound, 0) }
        var index = 0
        while index + 1 < sources.count, xs[index + 1] <= x { index += 1 }
        let width = xs[index + 1] - xs[index]
        let fraction = width > 0 ? min(1, max(0, (x - xs[index]) / width)) : 0
        return (min(sources[index], max(characters.upperBound - 1, characters.lowerBound)), fraction)
    }
}
