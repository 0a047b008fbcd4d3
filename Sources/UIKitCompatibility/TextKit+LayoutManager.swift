// TextKit 1's layout manager: where each character of a text storage lies in a text
// container. Its lines are broken by the routine a multi-line label draws with
// (`TextWrapping.labelLineLayout`) and measured with the renderer's fonts, so the character
// a point hits is the one drawn under it.
import Engine
import Foundation
import Geometry
import LayerTree

/// `NSLayoutManager`: lays a text storage's characters out in text containers and answers
/// where they are (glyph and character ranges, line fragments, bounding rectangles) and what
/// is at a point.
///
/// A glyph here is a character cluster (a Swift `Character`): glyph indexes count clusters,
/// character ranges count UTF-16 units as `NSRange` does, and for text without surrogate
/// pairs or combining marks the two agree, as they do for most text on Apple platforms. The
/// text is laid out in its first character's font (`.font`, else the text view's, else the
/// system font at 12 points) and alignment, as labels here draw attributed text; the lines
/// are broken as a multi-line label breaks them, at spaces, runs of spaces drawn as one.
/// All the text is laid out in the first container.
@preconcurrency @MainActor
open class NSLayoutManager {
    /// The text storage laid out (`textStorage`); set by `NSTextStorage.addLayoutManager(_:)`.
    public internal(set) weak var textStorage: NSTextStorage?
    /// The containers text is laid out in (`textContainers`), in order; owned by the manager.
    public private(set) var textContainers: [NSTextContainer] = []
    /// Measures text as the renderer draws it. Unset, the manager measures with the window of
    /// its container's text view, else the key window's, else the labels' estimate (0.55 em a
    /// character, lines 1.2 em): set it to lay text out with no window on screen.
    public var textMeasurer: (any TextMeasuring)? { didSet { layout = nil } }
    /// The layout last made, and what it was made from.
    private var layout: Layout?
    /// The text view's text when it last matched the storage: a text view whose text differs
    /// from it was edited since, and its storage takes its text; otherwise the storage wins.
    private var viewTextAtSync: String?

    /// A layout manager with no storage and no containers (`init()`).
    public init() {}

    // MARK: Drawing

    // The two drawing calls are declared here, not in TextKit+Drawing.swift beside their
    // work, because a member of an extension cannot be overridden and UIKit code subclasses
    // the layout manager to draw its own glyphs and backgrounds.

    /// Draws the glyphs of `glyphsToShow` with the container's origin at `origin`
    /// (`drawGlyphs(forGlyphRange:at:)`), each line at the bottom of its `lineFragmentRect`, in the
    /// layout's font; each run of characters with one `.foregroundColor` (black without) is
    /// drawn in it from where its first glyph starts. Outside a drawing it does nothing.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawLaidOutGlyphs(forGlyphRange: glyphsToShow, at: origin)
    }

    /// Fills the `.backgroundColor` of the characters of `glyphsToShow` under them
    /// (`drawBackground(forGlyphRange:at:)`), a line height tall, with the container's
    /// origin at `origin`. Outside a drawing it does nothing.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawLaidOutBackground(forGlyphRange: glyphsToShow, at: origin)
    }

    // MARK: Containers

    /// Adds `container` at the end (`addTextContainer(_:)`).
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts `container` at `index` (`insertTextContainer(_:at:)`).
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: index)
        container.layoutManagerObject = self
        container.onChange = { [weak self] in self?.layout = nil }
        layout = nil
    }

    /// Removes the container at `index` (`removeTextContainer(at:)`).
    open func removeTextContainer(at index: Int) {
        let container = textContainers.remove(at: index)
        container.layoutManagerObject = nil
        container.onChange = nil
        layout = nil
    }

    /// Called by the text storage after an edit
    /// (`processEditing(for:edited:range:changeInLength:invalidatedRange:)`): the lines are
    /// laid out again when next asked, and a text view showing the storage takes its text.
    open func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        layout = nil
        for container in textContainers {
            guard let textView = container.textView else { continue }
            if textView.text != textStorage.string { textView.text = textStorage.string }
            viewTextAtSync = textView.text
        }
    }

    /// Drops the layout of `glyphRange` (`invalidateLayout(forCharacterRange:actualCharacterRange:)`):
    /// here the whole text is laid out again when next asked.
    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        layout = nil
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
    }

    /// Lays the text in `container` out now (`ensureLayout(for:)`); every question lays it
    /// out when needed, so this is only ever an early start.
    open func ensureLayout(for container: NSTextContainer) { _ = currentLayout() }

    /// Lays out the glyphs of `glyphRange` now (`ensureLayout(forGlyphRange:)`).
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = currentLayout() }

    /// Lays out the characters of `charRange` now (`ensureLayout(forCharacterRange:)`).
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = currentLayout() }

    // MARK: Glyphs and characters

    /// The number of glyphs (`numberOfGlyphs`): character clusters here.
    open var numberOfGlyphs: Int { currentLayout().clusterStarts.count - 1 }

    /// The glyphs laid out in `container` (`glyphRange(for:)`): all of them for the first
    /// container, up to the last line that fits its height and line limit; none for another.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        let layout = currentLayout()
        guard container === textContainers.first, let first = layout.lines.first, let last = layout.lines.last else {
            return NSRange(location: 0, length: 0)
        }
        return NSRange(first.characters.lowerBound..<last.characters.upperBound)
    }

    /// The glyphs of the characters in `charRange`
    /// (`glyphRange(forCharacterRange:actualCharacterRange:)`); `actualCharRange` is the range
    /// widened to whole clusters.
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?)
        -> NSRange
    {
        let layout = currentLayout()
        let lower = layout.cluster(containingUnit: charRange.location)
        let upper =
            charRange.length == 0
            ? lower : layout.cluster(containingUnit: charRange.location + charRange.length - 1) + 1
        actualCharRange?.pointee = layout.characterRange(ofClusters: lower..<upper)
        return NSRange(lower..<upper)
    }

    /// The characters of the glyphs in `glyphRange`
    /// (`characterRange(forGlyphRange:actualGlyphRange:)`), in UTF-16 units.
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let layout = currentLayout()
        let count = layout.clusterStarts.count - 1
        let lower = min(max(0, glyphRange.location), count)
        let upper = min(max(lower, glyphRange.location + glyphRange.length), count)
        actualGlyphRange?.pointee = NSRange(lower..<upper)
        return layout.characterRange(ofClusters: lower..<upper)
    }

    /// The index of the first character of glyph `glyphIndex` (`characterIndexForGlyph(at:)`).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int {
        let layout = currentLayout()
        return layout.clusterStarts[min(max(0, glyphIndex), layout.clusterStarts.count - 1)]
    }

    /// The glyph of the character at `charIndex` (`glyphIndexForCharacter(at:)`).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int {
        currentLayout().cluster(containingUnit: charIndex)
    }

    // MARK: Line fragments

    /// The line fragment holding glyph `glyphIndex` (`lineFragmentRect(forGlyphAt:effectiveRange:)`),
    /// in container coordinates: the container's width (the line's when it has none) by one
    /// line height; `effectiveGlyphRange` receives the line's glyphs. `.zero` past the text.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        lineFragment(holding: glyphIndex, effectiveRange: effectiveGlyphRange)?.rect ?? .zero
    }

    /// The part of that line fragment its text uses, padding included
    /// (`lineFragmentUsedRect(forGlyphAt:effectiveRange:)`).
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        lineFragment(holding: glyphIndex, effectiveRange: effectiveGlyphRange)?.usedRect ?? .zero
    }

    /// The laid-out line holding `glyphIndex`, its glyphs written to `effectiveGlyphRange`
    /// (an empty range past the text, as UIKit reports it).
    private func lineFragment(holding glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> LaidOutLine?
    {
        let line = currentLayout().line(holding: glyphIndex)
        effectiveGlyphRange?.pointee = line.map { NSRange($0.characters) } ?? NSRange(location: 0, length: 0)
        return line
    }

    /// Calls `block` for each line fragment holding a glyph of `glyphRange`, top to bottom
    /// (`enumerateLineFragments(forGlyphRange:using:)`), with its rectangle, its used
    /// rectangle, the container and its glyphs; setting the last argument's pointee to true
    /// stops the walk.
    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let container = textContainers.first else { return }
        var stop: ObjCBool = false
        for line in currentLayout().lines(touching: glyphRange) {
            block(line.rect, line.usedRect, container, NSRange(line.characters), &stop)
            if stop.boolValue { return }
        }
    }

    /// The rectangle the text of `container` uses (`usedRect(for:)`): the union of its lines'
    /// used rectangles, padding included; `.zero` with no text.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === textContainers.first else { return .zero }
        let lines = currentLayout().lines
        guard let first = lines.first else { return .zero }
        return lines.dropFirst().reduce(first.usedRect) { $0.union($1.usedRect) }
    }

    /// The smallest rectangle holding the glyphs of `glyphRange` in `container`
    /// (`boundingRect(forGlyphRange:in:)`): on each line they touch, from the first one's
    /// left edge to the last one's right edge, a line height tall.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard container === textContainers.first else { return .zero }
        let layout = currentLayout()
        let rects = layout.lines(touching: glyphRange).map { line -> CGRect in
            let lower = max(glyphRange.location, line.characters.lowerBound)
            let upper = min(glyphRange.location + glyphRange.length, line.characters.upperBound)
            let start = line.x(ofCluster: lower)
            let end = upper > lower ? line.x(ofCluster: upper - 1) + line.width(ofCluster: upper - 1) : start
            return CGRect(x: start, y: line.rect.minY, width: end - start, height: line.rect.height)
        }
        guard let first = rects.first else { return .zero }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    // MARK: Hit-testing

    /// The glyph under `point`, in container coordinates, or the nearest one
    /// (`glyphIndex(for:in:fractionOfDistanceThroughGlyph:)`): the line is the one at the
    /// point's height (the first above the text, the last below it), the glyph the one whose
    /// advance holds the point's x. The fraction is how far across the glyph the point is.
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceThroughGlyph: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        let layout = currentLayout()
        guard container === textContainers.first, let line = layout.line(at: point.y) else {
            fractionOfDistanceThroughGlyph?.pointee = 0
            return 0
        }
        let hit = line.hit(x: point.x)
        fractionOfDistanceThroughGlyph?.pointee = hit.fraction
        return hit.cluster
    }

    /// The glyph under `point` (`glyphIndex(for:in:)`), as the three-argument form.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under `point`, in UTF-16 units
    /// (`characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`): the first
    /// character of the glyph `glyphIndex(for:in:fractionOfDistanceThroughGlyph:)` finds, and
    /// how far the point lies between the insertion points before and after it.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        let glyph = glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: fraction)
        return characterIndexForGlyph(at: glyph)
    }

    // MARK: Layout

    /// The layout of the storage's current text in the first container, made again when
    /// the text, an attribute, the container or the measurer changed.
    func currentLayout() -> Layout {
        let storage = textStorage
        if let storage, let textView = textContainers.first?.textView, textView.text != storage.string {
            if let synced = viewTextAtSync, textView.text != synced {
                // The text view was typed in or set: its storage takes the text (a text
                // view's storage carries no attributes of its own).
                storage.setAttributedString(NSAttributedString(string: textView.text))
            } else {
                // The storage is newer (a text view made over a container that already had
                // text): the view shows it.
                textView.text = storage.string
            }
        }
        viewTextAtSync = textContainers.first?.textView?.text
        let string = storage?.string ?? ""
        let style = textStyle
        let key = LayoutKey(
            string: string, editCount: storage?.editCount ?? 0,
            container: textContainers.first.map(ObjectIdentifier.init), width: containerWidth,
            fontSize: style.font.pointSize, weight: style.font.drawnWeight, alignment: style.alignment,
            measured: measurer != nil)
        if let layout, layout.key == key { return layout }
        let made = Layout(key: key, manager: self)
        layout = made
        return made
    }

    /// The width lines are laid out in: a text view's, less its inset, for its container
    /// (which tracks the view's width, as UIKit's does); else the container's, where 0 or
    /// less means no limit.
    var containerWidth: Double {
        guard let container = textContainers.first else { return .infinity }
        if let textView = container.textView {
            return max(0, textView.bounds.width - textView.textContainerInset.left - textView.textContainerInset.right)
        }
        return container.size.width > 0 ? container.size.width : .infinity
    }

    /// The font and alignment the text is laid out in: its first character's `.font` and
    /// paragraph style's alignment, else the text view's, else the system font at 12 points,
    /// left-aligned.
    var textStyle: (font: UIFont, alignment: TextAlignment) {
        let textView = textContainers.first?.textView
        let leading = textStorage?.leadingStyle
        return (
            leading?.font ?? textView?.font ?? .systemFont(ofSize: 12),
            leading?.paragraph?.alignment ?? textView?.textAlignment ?? .left
        )
    }

    /// What measures text for this manager: its own, the text view's window's, the key window's.
    var measurer: (any TextMeasuring)? {
        textMeasurer ?? textContainers.first?.textView?.window?.textMeasurer
            ?? WindowScene.current?.keyWindow?.textMeasurer
    }
}

/// What a layout was made from; a layout is reused while it holds.
struct LayoutKey: Equatable {
    var string: String
    var editCount: Int
    var container: ObjectIdentifier?
    var width: Double
    var fontSize: Double
    var weight: FontWeight
    var alignment: TextAlignment
    var measured: Bool
}
