import Engine
import Geometry
import LayerTree

/// The HUD as a compact translucent panel in one corner of the window: two lines (rates;
/// speed and transition) by default, the view tree below them on demand.
///
/// It replaces a panel that listed the whole tree from the top left and covered the
/// demo's top third. Dragged, it moves with the pointer, and let go it snaps to the corner
/// nearest its centre; a click without a drag shows or hides the tree.
struct HUDPanel {
    /// Where the panel sits.
    enum Corner: CaseIterable, Equatable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The panel's corner; top right by default (the `Esc · catalog` hint keeps the top left).
    var corner = Corner.topRight
    /// True while the view tree is shown under the two summary lines.
    var showsTree = false
    /// Where a press on the panel started, while it is held.
    var pressStart: Point? {
        didSet { pointer = pressStart }
    }
    /// Where the pointer is while the press is held.
    private(set) var pointer: Point?

    static let width = 264.0, margin = 8.0, topMargin = 10.0
    /// A press that moves less than this is a click (tree on/off), farther a drag (move).
    static let dragThreshold = 6.0

    /// The lines shown: the first two, or all of them with the tree.
    func shownLines(_ lines: [String]) -> [String] {
        showsTree ? lines : Array(lines.prefix(2))
    }

    /// How far a held press has dragged the panel: nothing until it moves past
    /// `dragThreshold`, so a click never nudges it.
    var dragOffset: Point {
        guard let start = pressStart, let pointer, pointer.distance(to: start) >= Self.dragThreshold else {
            return .zero
        }
        return pointer - start
    }

    /// The panel's frame for `lineCount` lines in a window of `size`, where a drag in
    /// progress has taken it.
    func frame(lineCount: Int, in size: Size) -> Rect {
        let rest = cornerFrame(lineCount: lineCount, in: size)
        let offset = dragOffset
        return Rect(x: rest.minX + offset.x, y: rest.minY + offset.y, width: rest.width, height: rest.height)
    }

    /// The panel's frame in its corner.
    func cornerFrame(lineCount: Int, in size: Size) -> Rect {
        let width = min(size.width - 2 * Self.margin, Self.width)
        let height = Double(lineCount) * OverlayLayers.hudLineHeight + 12
        let x = corner == .topLeft || corner == .bottomLeft ? Self.margin : size.width - Self.margin - width
        let bottomGap = 12.0
        let y =
            corner == .topLeft || corner == .topRight
            ? Self.topMargin : max(Self.topMargin, size.height - bottomGap - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The corner nearest `point`.
    static func corner(nearest point: Point, in size: Size) -> Corner {
        let left = point.x < size.width / 2
        let top = point.y < size.height / 2
        switch (top, left) {
        case (true, true): return .topLeft
        case (true, false): return .topRight
        case (false, true): return .bottomLeft
        case (false, false): return .bottomRight
        }
    }

    /// Takes presses on the panel: a click toggles the tree, a drag carries the panel with
    /// the pointer and leaves it in the corner nearest its centre. Returns true for every
    /// event it took. `frame` is where the panel is drawn now.
    mutating func handle(_ event: InputEvent, frame: Rect, in size: Size) -> Bool {
        switch event {
        case .pointerDown(let p):
            guard frame.contains(p) else { return false }
            pressStart = p
            return true
        case .pointerMoved(let p):
            guard pressStart != nil else { return false }
            pointer = p
            return true
        case .pointerUp(let p):
            guard let start = pressStart else { return false }
            if p.distance(to: start) < Self.dragThreshold {
                showsTree.toggle()
            } else {
                // The panel's centre at rest, carried as far as the pointer went.
                let offset = dragOffset
                let centre = Point(x: frame.midX - offset.x + p.x - start.x, y: frame.midY - offset.y + p.y - start.y)
                corner = Self.corner(nearest: centre, in: size)
            }
            pressStart = nil
            return true
        default:
            return false
        }
    }

    /// The panel's layer with `lines` of text.
    func layer(lines: [String], in size: Size) -> Layer {
        let shown = shownLines(lines)
        let frame = frame(lineCount: shown.count, in: size)
        let texts = shown.enumerated().map { i, line in
            Layer(
                frame: Rect(
                    x: 8, y: 6 + Double(i) * OverlayLayers.hudLineHeight, width: frame.width - 16,
                    height: OverlayLayers.hudLineHeight),
                content: .text(
                    TextContent(
                        string: line, fontSize: OverlayLayers.hudFontSize, color: OverlayLayers.ink,
                        alignment: .left)))
        }
        var panel = Layer(
            id: "overlay.hud", frame: frame, backgroundColor: OverlayLayers.panel, cornerRadius: 8,
            sublayers: texts)
        panel.masksToBounds = true
        return panel
    }
}

extension OverlayLayers {
    /// The persistent speed badge: "paused" or "slow 0.1x" on an orange pill at the top
    /// centre, for as long as the state holds (the toast that announces it fades; this stays).
    static func speedBadge(_ text: String, in size: Size, measurer: (any TextMeasuring)?) -> Layer {
        let fontSize = 12.0
        let width =
            TextWrapping.width(of: text, fontSize: fontSize, weight: .bold, measurer: measurer).rounded(.up) + 20
        let label = Layer(
            frame: Rect(x: 0, y: 0, width: width, height: 20),
            content: .text(
                TextContent(
                    string: text, fontSize: fontSize, weight: .bold, color: .white,
                    alignment: .center)))
        return Layer(
            id: "overlay.badge", frame: Rect(x: (size.width - width) / 2, y: 10, width: width, height: 20),
            backgroundColor: badgeFill, cornerRadius: 10, sublayers: [label])
    }

    /// The badge's orange, dark enough for white text.
    static let badgeFill = Color(r8: 214, g8: 110, b8: 0, alpha: 0.95)
}
