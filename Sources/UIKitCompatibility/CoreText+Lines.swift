// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Text's frames, lines and glyph runs as UIKit code draws attributed text with them: a
// framesetter fills a path's rectangle with lines, each line splits into runs of one set of
// attributes, and `CTLineDraw` draws a line at the context's text position. The lines break
// where a multi-line label's break (`TextWrapping.labelLineLayout`), measured and drawn
// with the renderer's FreeType faces, so Core Text text and a label of the same string
// agree to the pixel.
import Engine
import Foundation
import Geometry
import LayerTree

/// `kCFNotFound`: the location of a range that found nothing.
public let kCFNotFound = -1

/// `CTFrame`: the lines a framesetter set in a path, top to bottom, with where each starts.
public final class CTFrame {
    /// The lines that fit the path's bounding box.
    let lines: [CTLine]
    /// Each line's origin (its baseline's start), y upward from the bottom of the box.
    let origins: [CGPoint]
    /// The path the lines were set in.
    let path: CGPath
    /// The part of the string the lines hold.
    let visibleRange: CFRange
    /// The part of the string the frame was asked to set.
    let requestedRange: CFRange

    init(lines: [CTLine], origins: [CGPoint], path: CGPath, visibleRange: CFRange, requestedRange: CFRange) {
        self.lines = lines
        self.origins = origins
        self.path = path
        self.visibleRange = visibleRange
        self.requestedRange = requestedRange
    }
}

/// `CTLine`: one line of glyph runs. Its string range covers what it holds, the spaces and
/// newline it broke at included; what it draws is the runs.
public final class CTLine {
    /// The string the line was set from.
    let source: NSAttributedString
    /// The UTF-16 units of `source` it holds.
    let range: CFRange
    /// The runs, left to right.
    let runs: [CTRun]
    /// The advance of the line: the runs' widths added up.
    let width: Double
    /// The tallest run's ascent and the deepest run's descent.
    let ascent: Double, descent: Double
    /// For each drawn character, the UTF-16 unit of `source` it draws and where it starts;
    /// `carets.last` ends the line.
    let carets: [(unit: Int, x: Double)]

    init(source: NSAttributedString, range: CFRange, runs: [CTRun], metrics: FontMetrics) {
        self.source = source
        self.range = range
        self.runs = runs
        width = runs.reduce(0) { $0 + $1.width }
        ascent = runs.map(\.ascent).max() ?? metrics.ascender
        descent = runs.map(\.descent).max() ?? metrics.descent
        var carets: [(unit: Int, x: Double)] = []
        for run in runs { carets += zip(run.units, run.xs).map { (unit: $0, x: run.x + $1) } }
        carets.append((unit: range.location + range.length, x: width))
        self.carets = carets
    }
}

/// `CTRun`: characters of one line that share their attributes, drawn as one piece.
public final class CTRun {
    /// The attributes every character of the run has.
    let attributes: [NSAttributedString.Key: Any]
    /// The UTF-16 units of the string the run holds.
    let range: CFRange
    /// What the run draws (a run of spaces drawn as one).
    let text: String
    /// For each drawn character, the UTF-16 unit it draws.
    let units: [Int]
    /// For each drawn character, where it starts from the run's start.
    let xs: [Double]
    /// Where the run starts from the line's start.
    let x: Double
    /// The run's advance.
    let width: Double
    /// The run font's ascent and descent.
    let ascent: Double, descent: Double
    /// The font, weight, colour and letter spacing it is drawn in.
    let style: CoreTextStyle

    init(
        attributes: [NSAttributedString.Key: Any], range: CFRange, text: String, units: [Int], xs: [Double],
        x: Double, width: Double, style: CoreTextStyle, metrics: FontMetrics
    ) {
        self.attributes = attributes
        self.range = range
        self.text = text
        self.units = units
        self.xs = xs
        self.x = x
        self.width = width
        self.style = style
        ascent = metrics.ascender
        descent = metrics.descent
    }
}

/// `CTRunStatus`: how a run's glyphs run. Runs here are always left to right, in order, in
/// the identity matrix: `[]`.
public struct CTRunStatus: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A status of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No special status.
    public static let noStatus = CTRunStatus([])
    /// The glyphs run right to left.
    public static let rightToLeft = CTRunStatus(rawValue: 1 << 0)
    /// The glyphs are not in string order.
    public static let nonMonotonic = CTRunStatus(rawValue: 1 << 1)
    /// The run draws in a text matrix of its own.
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 1 << 2)
}

/// `CTLineTruncationType`: which end of a line `CTLineCreateTruncatedLine` cuts.
public enum CTLineTruncationType: UInt32, Sendable {
    /// Cut the start: the token first.
    case start = 0
    /// Cut the end: the token last.
    case end = 1
    /// Cut the middle: the token between the two ends.
    case middle = 2
}

/// The attribute Core Text raises or lowers a run by (`kCTSuperscriptAttributeName`): kept
/// for code that reads it back; runs are drawn on the baseline. Declared as an attributed
/// string key, which is what UIKit code turns Core Text's name into.
public let kCTSuperscriptAttributeName = NSAttributedString.Key("NSSuperScript")
/// The attribute that draws a run in the context's fill colour
/// (`kCTForegroundColorFromContextAttributeName`): kept; runs are drawn in their
/// `.foregroundColor`.
public let kCTForegroundColorFromContextAttributeName = NSAttributedString.Key("CTForegroundColorFromContext")
/// Core Text's name for `.font` (`kCTFontAttributeName`).
public let kCTFontAttributeName = NSAttributedString.Key.font
/// Core Text's name for `.foregroundColor` (`kCTForegroundColorAttributeName`).
public let kCTForegroundColorAttributeName = NSAttributedString.Key.foregroundColor
/// Core Text's name for `.kern` (`kCTKernAttributeName`).
public let kCTKernAttributeName = NSAttributedString.Key.kern
/// Core Text's name for `.paragraphStyle` (`kCTParagraphStyleAttributeName`).
public let kCTParagraphStyleAttributeName = NSAttributedString.Key.paragraphStyle

/// How a run of attributes is drawn: its font (Core Text's default, 12-point, when none is
/// set), weight, colour (black when none is set) and the `.kern` added after each character.
struct CoreTextStyle {
    var font: UIFont
    var color: Color
    var kern: Double

    init(_ attributes: [NSAttributedString.Key: Any]) {
        font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
        color = attributes[.foregroundColor] as? Color ?? .black
        kern = (attributes[.kern] as? Double) ?? (attributes[.kern] as? Int).map(Double.init) ?? 0
    }

    var weight: FontWeight { font.isDrawnBold ? .bold : .regular }
}

/// Measures as the renderer draws: the key window's fonts, or, before there is a window, the
/// estimate a label makes (0.55 em a character, lines 1.2 em tall).
@preconcurrency @MainActor
struct CoreTextMeasure {
    let measurer: (any TextMeasuring)?

    init() { measurer = WindowScene.current?.keyWindow?.textMeasurer }

    /// The advance of `text` in `style`, its letter spacing after every character.
    func width(_ text: String, _ style: CoreTextStyle) -> Double {
        guard !text.isEmpty else { return 0 }
        let base =
            measurer?.size(of: text, fontSize: style.font.pointSize, weight: style.weight).width
            ?? Double(text.count) * style.font.pointSize * 0.55
        return base + style.kern * Double(text.count)
    }

    /// The font's vertical metrics.
    func metrics(_ font: UIFont) -> FontMetrics {
        let weight: FontWeight = font.isDrawnBold ? .bold : .regular
        if let measurer { return measurer.fontMetrics(fontSize: font.pointSize, weight: weight) }
        let height = (font.pointSize * 1.2).rounded(.up)
        return FontMetrics(
            ascender: height * 0.8, descent: height * 0.2, capHeight: font.pointSize * 0.7,
            xHeight: font.pointSize * 0.5)
    }

    /// A line drawing `drawn` (each character with the UTF-16 unit of `source` it draws),
    /// holding `range`: split into runs where the attributes change.
    func line(_ source: NSAttributedString, range: CFRange, drawn: [(character: Character, unit: Int)]) -> CTLine {
        var runs: [CTRun] = []
        var x = 0.0
        var index = 0
        var leading: FontMetrics?
        while index < drawn.count {
            var effective = NSRange(location: 0, length: 0)
            let attributes = source.attributes(at: drawn[index].unit, effectiveRange: &effective)
            var end = index + 1
            while end < drawn.count, NSLocationInRange(drawn[end].unit, effective) { end += 1 }
            let piece = drawn[index..<end]
            let style = CoreTextStyle(attributes)
            let text = String(piece.map(\.character))
            var xs: [Double] = []
            var prefix = ""
            for (character, _) in piece {
                xs.append(width(prefix, style))
                prefix.append(character)
            }
            let runWidth = width(text, style)
            let lower = index == 0 ? range.location : piece.first!.unit
            let upper = end < drawn.count ? drawn[end].unit : range.location + range.length
            let metrics = self.metrics(style.font)
            leading = leading ?? metrics
            runs.append(
                CTRun(
                    attributes: attributes, range: CFRange(location: lower, length: max(0, upper - lower)), text: text,
                    units: piece.map(\.unit), xs: xs, x: x, width: runWidth, style: style, metrics: metrics))
            x += runWidth
            index = end
        }
        let fallback =
            source.length > 0
            ? CoreTextStyle(source.attributes(at: min(range.location, source.length - 1), effectiveRange: nil))
            : CoreTextStyle([:])
        return CTLine(source: source, range: range, runs: runs, metrics: leading ?? metrics(fallback.font))
    }

    /// The whole of `range` of `source` on one line (what `CTLineCreateWithAttributedString`
    /// sets): every character drawn, none broken.
    func unbrokenLine(_ source: NSAttributedString, range: NSRange) -> CTLine {
        var drawn: [(character: Character, unit: Int)] = []
        var unit = range.location
        for character in source.attributedSubstring(from: range).string {
            drawn.append((character, unit))
            unit += character.utf16.count
        }
        return line(source, range: CFRange(location: range.location, length: range.length), drawn: drawn)
    }
}

// MARK: Framesetter

/// `CTFramesetterCreateFrame(_:_:_:_:)`: the lines of `stringRange` (length 0: to the end)
/// set in `path`'s bounding box. The text breaks at newlines and between words to the box's
/// width as a multi-line label breaks it, measured in the first character's font and
/// letter spacing (`.byCharWrapping` in its paragraph style breaks between characters);
/// lines are one font line (ascent plus descent, times the paragraph style's
/// `lineHeightMultiple` when set, the room added above the text) apart, with its
/// `lineSpacing` between them, and the frame holds the lines whose whole height fits the
/// box. Each line's origin is aligned in the box by the paragraph style's alignment.
/// `frameAttributes` change nothing here.
@preconcurrency @MainActor
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    let source = framesetter.string
    let whole = source.length
    let start = min(max(stringRange.location, 0), whole)
    let length = stringRange.length > 0 ? min(stringRange.length, whole - start) : whole - start
    let box = path.boundingBox
    guard length > 0 else {
        return CTFrame(
            lines: [], origins: [], path: path, visibleRange: CFRange(location: start, length: 0),
            requestedRange: CFRange(location: start, length: length))
    }
    let measure = CoreTextMeasure()
    let leadingAttributes = source.attributes(at: start, effectiveRange: nil)
    let style = CoreTextStyle(leadingAttributes)
    let paragraph = leadingAttributes[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
    let text = source.attributedSubstring(from: NSRange(location: start, length: length)).string
    var unitStarts: [Int] = []
    var unit = start
    for character in text {
        unitStarts.append(unit)
        unit += character.utf16.count
    }
    unitStarts.append(unit)
    let characters = Array(text)
    let broken = TextWrapping.labelLineLayout(
        text, width: box.width, maxLines: 0, breaksCharacters: paragraph.lineBreakMode == .byCharWrapping,
        truncatesTail: false, measure: { measure.width($0, style) })
    var lines: [CTLine] = []
    var origins: [CGPoint] = []
    var top = 0.0
    for broken in broken {
        let drawn = zip(broken.string, broken.sourceOffsets).map { (character: $0, unit: unitStarts[$1]) }
        let lower = unitStarts[broken.characters.lowerBound]
        let upper = unitStarts[min(broken.characters.upperBound, characters.count)]
        let line = measure.line(source, range: CFRange(location: lower, length: upper - lower), drawn: drawn)
        let spacing = lines.isEmpty ? 0 : paragraph.lineSpacing
        let multiple = paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1
        let height = (line.ascent + line.descent) * multiple
        guard top + spacing + height <= box.height + 0.5 else { break }
        top += spacing + height - (line.ascent + line.descent)
        let free = max(0, box.width - line.width)
        let shift: Double
        switch paragraph.alignment {
        case .center: shift = free / 2
        case .right: shift = free
        default: shift = 0
        }
        lines.append(line)
        origins.append(CGPoint(x: shift, y: box.height - top - line.ascent))
        top += line.ascent + line.descent
    }
    let end = lines.last.map { $0.range.location + $0.range.length } ?? start
    return CTFrame(
        lines: lines, origins: origins, path: path, visibleRange: CFRange(location: start, length: end - start),
        requestedRange: CFRange(location: start, length: length))
}

/// `CTFrameGetLines(_:)`: the frame's lines, top to bottom.
public func CTFrameGetLines(_ frame: CTFrame) -> [CTLine] { frame.lines }

/// `CTFrameGetLineOrigins(_:_:_:)`: copies the origins of `range` of the frame's lines
/// (length 0: to the last) into `origins`, each relative to the origin of the path's
/// bounding box with y upward, as Core Text gives them.
public func CTFrameGetLineOrigins(_ frame: CTFrame, _ range: CFRange, _ origins: UnsafeMutablePointer<CGPoint>) {
    let lower = min(max(range.location, 0), frame.origins.count)
    let upper = range.length > 0 ? min(lower + range.length, frame.origins.count) : frame.origins.count
    for (offset, origin) in frame.origins[lower..<upper].enumerated() { origins[offset] = origin }
}

/// `CTFrameGetVisibleStringRange(_:)`: the part of the string the frame's lines hold.
public func CTFrameGetVisibleStringRange(_ frame: CTFrame) -> CFRange { frame.visibleRange }

/// `CTFrameGetStringRange(_:)`: the part of the string the frame was asked to set.
public func CTFrameGetStringRange(_ frame: CTFrame) -> CFRange { frame.requestedRange }

/// `CTFrameGetPath(_:)`: the path the frame was set in.
public func CTFrameGetPath(_ frame: CTFrame) -> CGPath { frame.path }

/// `CTFrameDraw(_:_:)`: draws each line at its origin, offset by the path's bounding box's
/// origin, as `CTLineDraw` draws it (the text position is left at the last line's origin).
@preconcurrency @MainActor
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let box = frame.path.boundingBox
    for (line, origin) in zip(frame.lines, frame.origins) {
        context.textPosition = CGPoint(x: box.minX + origin.x, y: box.minY + origin.y)
        CTLineDraw(line, context)
    }
}

// MARK: Lines

/// `CTLineCreateWithAttributedString(_:)`: the whole string on one line, unbroken.
@preconcurrency @MainActor
public func CTLineCreateWithAttributedString(_ string: NSAttributedString) -> CTLine {
    let copy = NSAttributedString(attributedString: string)
    return CoreTextMeasure().unbrokenLine(copy, range: NSRange(location: 0, length: copy.length))
}

/// `CTLineDraw(_:_:)`: draws the line's runs with its baseline starting at the context's
/// text position, in the text matrix and then the current transform. Text space has y
/// upward: UIKit code flips its context first (`scaleBy(x: 1, y: -1)`), as on iOS, where an
/// unflipped context draws Core Text upside down. Each run is drawn in its font and
/// `.foregroundColor`; a run with `.kern` character by character, spaced by it.
@preconcurrency @MainActor
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    let measure = CoreTextMeasure()
    for run in line.runs {
        let style = run.style
        let metrics = measure.metrics(style.font)
        let height = metrics.ascender + metrics.descent
        if style.kern == 0 {
            context.drawTextRun(
                run.text, offset: run.x, width: run.width, fontSize: style.font.pointSize, weight: style.weight,
                color: style.color, ascender: metrics.ascender, lineHeight: height)
            continue
        }
        for (character, x) in zip(run.text, run.xs) {
            context.drawTextRun(
                String(character), offset: run.x + x, width: measure.width(String(character), style),
                fontSize: style.font.pointSize, weight: style.weight, color: style.color,
                ascender: metrics.ascender, lineHeight: height)
        }
    }
}

/// `CTLineGetGlyphRuns(_:)`: the line's runs, left to right: one for each stretch of
/// characters with the same attributes.
public func CTLineGetGlyphRuns(_ line: CTLine) -> [CTRun] { line.runs }

/// `CTLineGetStringRange(_:)`: the UTF-16 units the line holds, up to where the next line
/// starts.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.range }

/// `CTLineGetGlyphCount(_:)`: how many glyphs the line draws (one per drawn character).
public func CTLineGetGlyphCount(_ line: CTLine) -> Int { line.carets.count - 1 }

/// `CTLineGetTypographicBounds(_:_:_:_:)`: the line's width, and through the pointers its
/// ascent and descent (the tallest and deepest of its runs' fonts, FreeType's ascender and
/// descender) and its leading (0: lines are set one ascent and descent apart).
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = 0
    return line.width
}

/// `CTLineGetTrailingWhitespaceWidth(_:)`: 0, as the spaces a line breaks at are not drawn.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { 0 }

/// `CTLineGetImageBounds(_:_:)`: the line's typographic box from the baseline's start, y
/// upward (the ink is not traced here).
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    CGRect(x: 0, y: -line.descent, width: line.width, height: line.ascent + line.descent)
}

/// `CTLineGetPenOffsetForFlush(_:_:_:)`: where to start a line to flush it in
/// `flushWidth`: `flushFactor` of the room left (0 left, 0.5 centred, 1 right), never less
/// than 0.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    max(0, (flushWidth - line.width) * min(max(flushFactor, 0), 1))
}

/// `CTLineGetOffsetForStringIndex(_:_:_:)`: how far along the line the caret before the
/// character at `charIndex` stands (a character not drawn, as a space the line broke at,
/// stands where the next drawn one starts; past the line, its end). `secondaryOffset`
/// receives the same: text here runs one way.
public func CTLineGetOffsetForStringIndex(
    _ line: CTLine, _ charIndex: Int, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?
) -> CGFloat {
    let x = (line.carets.first { $0.unit >= charIndex } ?? line.carets[line.carets.count - 1]).x
    secondaryOffset?.pointee = x
    return x
}

/// `CTLineGetStringIndexForPosition(_:_:)`: the string index of the caret nearest `position`
/// along the line (its x, from the line's start): before a character when left of its
/// middle, after it when right.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> Int {
    let carets = line.carets
    guard carets.count > 1 else { return line.range.location }
    for index in 0..<carets.count - 1 {
        let middle = (carets[index].x + carets[index + 1].x) / 2
        if position.x < middle { return carets[index].unit }
    }
    return carets[carets.count - 1].unit
}

/// `CTLineCreateTruncatedLine(_:_:_:_:)`: the line cut to `width` with `truncationToken`
/// (a one-line `CTLine`; nil truncates with nothing) standing in for the characters cut at
/// the `truncationType` end: whole characters are dropped until the rest and the token
/// fit. The line itself when it fits; nil when the token alone is wider than `width`.
@preconcurrency @MainActor
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    if line.width <= width { return line }
    let tokenWidth = truncationToken?.width ?? 0
    if tokenWidth > width { return nil }
    let measure = CoreTextMeasure()
    var drawn = line.runs.flatMap { run in zip(run.text, run.units).map { (character: $0, unit: $1) } }
    let token = truncationToken.map { token in
        token.runs.flatMap { run in zip(run.text, run.units).map { (character: $0, unit: $1) } }
    }
    // The composed line draws the kept characters from the line's string and the token's
    // from its own, so each keeps its attributes.
    func compose(
        _ head: ArraySlice<(character: Character, unit: Int)>, _ tail: ArraySlice<(character: Character, unit: Int)>
    )
        -> CTLine
    {
        let built = NSMutableAttributedString(string: "")
        var mapped: [(character: Character, unit: Int)] = []
        func add(_ piece: ArraySlice<(character: Character, unit: Int)>, from string: NSAttributedString) {
            for (character, unit) in piece {
                let range = NSRange(location: unit, length: character.utf16.count)
                mapped.append((character, built.length))
                built.append(string.attributedSubstring(from: range))
            }
        }
        let tokenDrawn = token ?? []
        switch truncationType {
        case .end:
            add(head, from: line.source)
            if let truncationToken { add(tokenDrawn[...], from: truncationToken.source) }
        case .start:
            if let truncationToken { add(tokenDrawn[...], from: truncationToken.source) }
            add(tail, from: line.source)
        case .middle:
            add(head, from: line.source)
            if let truncationToken { add(tokenDrawn[...], from: truncationToken.source) }
            add(tail, from: line.source)
        }
        return measure.line(built, range: CFRange(location: 0, length: built.length), drawn: mapped)
    }
    var head = drawn[...]
    var tail = drawn[drawn.endIndex...]
    switch truncationType {
    case .end:
        while !head.isEmpty, compose(head, tail).width > width { head = head.dropLast() }
        while head.last?.character == " " { head = head.dropLast() }
    case .start:
        head = drawn[drawn.startIndex..<drawn.startIndex]
        tail = drawn[...]
        while !tail.isEmpty, compose(head, tail).width > width { tail = tail.dropFirst() }
        while tail.first?.character == " " { tail = tail.dropFirst() }
    case .middle:
        let half = drawn.count / 2
        head = drawn[..<half]
        tail = drawn[half...]
        var fromHead = true
        while !(head.isEmpty && tail.isEmpty), compose(head, tail).width > width {
            if fromHead, !head.isEmpty { head = head.dropLast() } else if !tail.isEmpty { tail = tail.dropFirst() }
            fromHead.toggle()
        }
    }
    drawn = []
    return compose(head, tail)
}

// MARK: Runs

/// `CTRunGetAttributes(_:)`: the attributes the run's characters share.
public func CTRunGetAttributes(_ run: CTRun) -> CFDictionary {
    var out: CFDictionary = [:]
    for (key, value) in run.attributes { out[key] = value }
    return out
}

/// `CTRunGetStringRange(_:)`: the UTF-16 units the run holds.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.range }

/// `CTRunGetStatus(_:)`: `[]`: runs here run left to right, in order, unscaled.
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { [] }

/// `CTRunGetGlyphCount(_:)`: how many glyphs the run draws (one per drawn character).
public func CTRunGetGlyphCount(_ run: CTRun) -> Int { run.units.count }

/// The drawn characters of `range` of a run's glyphs (length 0: to the end).
private func glyphs(of run: CTRun, _ range: CFRange) -> Range<Int> {
    let lower = min(max(range.location, 0), run.units.count)
    let upper = range.length > 0 ? min(lower + range.length, run.units.count) : run.units.count
    return lower..<upper
}

/// `CTRunGetTypographicBounds(_:_:_:_:_:)`: the width of `range` of the run's glyphs
/// (length 0: all), and through the pointers its font's ascent and descent and a leading of 0.
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?,
    _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = run.ascent
    descent?.pointee = run.descent
    leading?.pointee = 0
    let span = glyphs(of: run, range)
    guard !span.isEmpty else { return 0 }
    let end = span.upperBound < run.xs.count ? run.xs[span.upperBound] : run.width
    return end - run.xs[span.lowerBound]
}

/// `CTRunGetPositions(_:_:_:)`: copies where each glyph of `range` (length 0: all) starts,
/// from the line's start on its baseline, into `buffer`.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    for (offset, index) in glyphs(of: run, range).enumerated() {
        buffer[offset] = CGPoint(x: run.x + run.xs[index], y: 0)
    }
}

/// `CTRunGetStringIndices(_:_:_:)`: copies the string index each glyph of `range` (length
/// 0: all) draws into `buffer`.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<Int>) {
    for (offset, index) in glyphs(of: run, range).enumerated() { buffer[offset] = run.units[index] }
}

// MARK: Fonts

/// `CTFontCreateWithName(_:_:_:)`: the font named `name` at `size` (the system font when no
/// font has that name); a matrix is not applied.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CTFont
{
    UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
}

/// `CTFontGetSize(_:)`: the point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }

/// `CTFontGetAscent(_:)`: `UIFont.ascender`.
@preconcurrency @MainActor
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }

/// `CTFontGetDescent(_:)`: the descent below the baseline, positive (`-UIFont.descender`).
@preconcurrency @MainActor
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }

/// `CTFontGetLeading(_:)`: `UIFont.leading`.
@preconcurrency @MainActor
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }

/// `CTFontGetCapHeight(_:)`: `UIFont.capHeight`.
@preconcurrency @MainActor
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }

/// `CTFontGetXHeight(_:)`: `UIFont.xHeight`.
@preconcurrency @MainActor
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }

/// `CTFontGetUnderlineThickness(_:)`: a twentieth of the point size, the share most text
/// faces (DejaVu's among them) give their underline.
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat { font.pointSize / 20 }

/// `CTFontGetUnderlinePosition(_:)`: a tenth of the point size below the baseline
/// (negative, y upward), where most text faces put it.
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat { -font.pointSize / 10 }
