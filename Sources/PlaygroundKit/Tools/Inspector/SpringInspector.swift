import DemoKit
import Engine
import Geometry
import LayerTree

/// The spring inspector (key `i`): a panel beside a running demo (along the bottom of a
/// narrow window) with a slider
/// per parameter of the demo's spring in the demo's own form, a live plot of the 0 -> 1
/// motion with its settling time and overshoot, and "Copy as code".
///
/// Each slider change is handed to the demo at once (`SpringSetting.apply`), so it holds
/// from the next run of the transition on, as the tuning keys do. The panel is a layer of
/// the app, like the HUD: it draws over the demo and takes only the presses that land on it.
@MainActor
final class SpringInspector {
    /// The demo's springs now (asked again after every change, so the panel shows what the demo holds).
    private let springs: () -> [SpringSetting]
    /// Which of the demo's springs is shown; a press on the title shows the next.
    private(set) var selected = 0
    /// The slider being dragged, if any.
    private var dragging: Int?
    /// Called with the code when "Copy as code" is pressed (or `c`).
    var onCopy: (String, String) -> Void = { _, _ in }

    /// Where the demo's own control is (its `present-button`, in window points), which the
    /// panel keeps clear of when it can; nil when there is none.
    private let keepClear: () -> Rect?

    /// Heights of the panel's rows, points.
    static let titleHeight = 28.0, sliderHeight = 30.0, plotHeight = 96.0, buttonHeight = 30.0, padding = 10.0
    /// The plot's heights, tallest first, the panel tries before it moves away from the
    /// demo's control.
    static let plotHeights = [plotHeight, 72, 48]
    /// Windows at least this wide get the panel at the right edge, this wide.
    static let besideMinimumWidth = 720.0, besideWidth = 340.0
    /// The panel's top when it sits at the top of the window, below the chrome's hint.
    static let topY = 40.0

    init(springs: @escaping () -> [SpringSetting], keepingClear keepClear: @escaping () -> Rect? = { nil }) {
        self.springs = springs
        self.keepClear = keepClear
    }

    /// The spring shown, nil when the demo has none.
    var current: SpringSetting? {
        let all = springs()
        return all.isEmpty ? nil : all[min(selected, all.count - 1)]
    }

    // MARK: Layout

    /// Where each part sits in window points, for drawing and for hit-testing alike.
    struct Layout {
        var panel: Rect
        var title: Rect
        var sliders: [Rect]
        var tracks: [Rect]
        var plot: Rect
        var copyButton: Rect
    }

    /// The panel's place in a window of `size`: beside the demo at the top right when the
    /// window is wide enough to keep a phone-sized demo free, else along the bottom, where
    /// demos keep the least. When that covers the demo's control (`keepClear`, a small window
    /// such as one clamped to the screen), the plot gives up height first, then the panel
    /// moves to the other end of the window; when nothing clears it, the first place stands.
    func layout(in size: Size) -> Layout {
        let count = current?.form.parameters.count ?? 0
        let p = Self.padding
        let wide = size.width >= Self.besideMinimumWidth
        func height(plot: Double) -> Double {
            p + Self.titleHeight + Double(count) * Self.sliderHeight + plot + 8 + Self.buttonHeight + p
        }
        func panel(plot: Double, atTop: Bool) -> Rect {
            let h = height(plot: plot)
            let bottom = max(0, size.height - h - 8)
            if wide {
                return Rect(
                    x: size.width - 8 - Self.besideWidth, y: atTop ? Self.topY : bottom, width: Self.besideWidth,
                    height: h)
            }
            return Rect(x: 8, y: atTop ? Self.topY : bottom, width: max(1, size.width - 16), height: h)
        }
        let ends = wide ? [true, false] : [false, true]
        if let control = keepClear() {
            for atTop in ends {
                for plot in Self.plotHeights where !panel(plot: plot, atTop: atTop).intersects(control) {
                    return layout(panel: panel(plot: plot, atTop: atTop), count: count, plot: plot)
                }
            }
        }
        return layout(panel: panel(plot: Self.plotHeight, atTop: ends[0]), count: count, plot: Self.plotHeight)
    }

    /// The parts inside `panel`, with `count` sliders and a plot `plot` points high.
    private func layout(panel: Rect, count: Int, plot plotHeight: Double) -> Layout {
        let p = Self.padding
        var y = panel.minY + p
        let title = Rect(x: panel.minX + p, y: y, width: panel.width - 2 * p, height: Self.titleHeight)
        y += Self.titleHeight
        var sliders: [Rect] = []
        var tracks: [Rect] = []
        let trackX = panel.minX + p + 128
        for _ in 0..<count {
            sliders.append(Rect(x: panel.minX + p, y: y, width: panel.width - 2 * p, height: Self.sliderHeight))
            tracks.append(
                Rect(x: trackX, y: y + Self.sliderHeight / 2 - 2, width: max(1, panel.maxX - p - 8 - trackX), height: 4)
            )
            y += Self.sliderHeight
        }
        let plot = Rect(x: panel.minX + p, y: y, width: panel.width - 2 * p, height: plotHeight)
        y += plotHeight + 8
        let copy = Rect(x: panel.maxX - p - 130, y: y, width: 130, height: Self.buttonHeight)
        return Layout(panel: panel, title: title, sliders: sliders, tracks: tracks, plot: plot, copyButton: copy)
    }

    // MARK: Input

    /// Takes a pointer event that lands on the panel (or continues a slider drag); false
    /// lets it through to the demo.
    func handle(_ event: InputEvent, in size: Size) -> Bool {
        let l = layout(in: size)
        switch event {
        case .pointerDown(let p):
            guard l.panel.contains(p) else { return false }
            if l.title.contains(p) {
                let count = springs().count
                selected = count == 0 ? 0 : (selected + 1) % count
            } else if l.copyButton.contains(p) {
                copy()
            } else if let i = l.sliders.firstIndex(where: { $0.contains(p) }) {
                dragging = i
                set(i, fromX: p.x, track: l.tracks[i])
            }
            return true
        case .pointerMoved(let p):
            guard let i = dragging, l.tracks.indices.contains(i) else { return false }
            set(i, fromX: p.x, track: l.tracks[i])
            return true
        case .pointerUp(let p):
            guard let i = dragging else { return l.panel.contains(p) }
            if l.tracks.indices.contains(i) { set(i, fromX: p.x, track: l.tracks[i]) }
            dragging = nil
            return true
        default:
            return false
        }
    }

    /// Puts the current spring's code on the clipboard (through `onCopy`).
    func copy() {
        guard let setting = current else { return }
        onCopy(SpringCode.text(for: setting.form), setting.name)
    }

    private func set(_ index: Int, fromX x: Double, track: Rect) {
        guard let setting = current else { return }
        let parameter = setting.form.parameters[index]
        let f = min(max((x - track.minX) / track.width, 0), 1)
        let span = parameter.range.upperBound - parameter.range.lowerBound
        let step = span >= 100 ? 1.0 : 0.01
        let value = ((parameter.range.lowerBound + f * span) / step).rounded() * step
        setting.apply(setting.form.setting(index, to: value))
    }

    // MARK: Drawing

    static let panelFill = Color(white: 0.98, alpha: 0.94)
    static let ink = Color(white: 0.1)
    static let secondaryInk = Color(white: 0.45)
    static let accent = Color(r8: 0, g8: 122, b8: 255)
    static let trackFill = Color(white: 0.82)

    /// The panel's layers.
    func layer(in size: Size) -> Layer? {
        guard let setting = current else { return nil }
        let l = layout(in: size)
        let origin = l.panel.origin
        func local(_ r: Rect) -> Rect {
            Rect(x: r.minX - origin.x, y: r.minY - origin.y, width: r.width, height: r.height)
        }
        var parts: [Layer] = []
        let count = springs().count
        let formName: String
        switch setting.form {
        case .response: formName = "SwiftUI response"
        case .uikit: formName = "UIKit duration"
        case .pop: formName = "POP"
        case .physical: formName = "physical"
        }
        let more = count > 1 ? "   \(min(selected, count - 1) + 1) of \(count) ›" : ""
        parts.append(
            Layer(
                frame: local(l.title),
                content: .text(
                    TextContent(
                        string: "\(setting.name) spring · \(formName)\(more)", fontSize: 13, weight: .bold,
                        color: Self.ink, alignment: .left))))
        for (i, parameter) in setting.form.parameters.enumerated() {
            let row = local(l.sliders[i])
            let track = local(l.tracks[i])
            parts.append(
                Layer(
                    frame: Rect(x: row.minX, y: row.minY, width: 124, height: row.height),
                    content: .text(
                        TextContent(
                            string: "\(parameter.name) \(SpringCode.number(parameter.value))", fontSize: 12,
                            color: Self.ink, alignment: .left))))
            let span = parameter.range.upperBound - parameter.range.lowerBound
            let f = span > 0 ? (parameter.value - parameter.range.lowerBound) / span : 0
            parts.append(Layer(frame: track, backgroundColor: Self.trackFill, cornerRadius: 2))
            parts.append(
                Layer(
                    frame: Rect(x: track.minX, y: track.minY, width: track.width * f, height: track.height),
                    backgroundColor: Self.accent, cornerRadius: 2))
            var knob = Layer(
                frame: Rect(x: track.minX + track.width * f - 9, y: track.midY - 9, width: 18, height: 18),
                backgroundColor: .white, cornerRadius: 9)
            knob.shadow = Shadow(color: .black, opacity: 0.25, radius: 2, offset: Size(width: 0, height: 1))
            parts.append(knob)
        }
        parts.append(plotLayer(setting.form, frame: local(l.plot)))
        let copyFrame = local(l.copyButton)
        parts.append(
            Layer(
                id: "overlay.inspector.copy", frame: copyFrame, backgroundColor: Self.accent, cornerRadius: 8,
                sublayers: [
                    Layer(
                        frame: Rect(origin: .zero, size: copyFrame.size),
                        content: .text(
                            TextContent(
                                string: "Copy as code", fontSize: 14, weight: .bold, color: .white, alignment: .center))
                    )
                ]))
        parts.append(
            Layer(
                frame: Rect(
                    x: local(l.plot).minX, y: copyFrame.minY, width: copyFrame.minX - local(l.plot).minX - 8,
                    height: copyFrame.height),
                content: .text(
                    TextContent(
                        string: "applies to the next run · i closes", fontSize: 11, color: Self.secondaryInk,
                        alignment: .left))))
        var panel = Layer(
            id: "overlay.inspector", frame: l.panel, backgroundColor: Self.panelFill, cornerRadius: 14, sublayers: parts
        )
        panel.shadow = Shadow(color: .black, opacity: 0.18, radius: 12, offset: Size(width: 0, height: 4))
        return panel
    }

    /// The 0 -> 1 motion over its settling time: the target line, the curve, and the numbers.
    private func plotLayer(_ form: SpringForm, frame: Rect) -> Layer {
        let curve = SpringCurve(form: form, count: 120)
        let top = max(1.0, 1 + curve.overshoot) * 1.05
        let graph = Rect(x: 0, y: 18, width: frame.width, height: frame.height - 22)
        func point(_ t: Double, _ v: Double) -> Point {
            Point(
                x: graph.minX + graph.width * t / curve.settlingTime,
                y: graph.maxY - graph.height * v / top)
        }
        var parts: [Layer] = [Layer(frame: graph, backgroundColor: Color(white: 0.93), cornerRadius: 4)]
        let one = point(0, 1)
        parts.append(
            Layer(
                frame: Rect(x: graph.minX, y: one.y, width: graph.width, height: 1), backgroundColor: Self.secondaryInk)
        )
        for s in curve.samples {
            let p = point(s.t, s.value)
            parts.append(
                Layer(
                    frame: Rect(x: p.x - 1.25, y: p.y - 1.25, width: 2.5, height: 2.5), backgroundColor: Self.accent,
                    cornerRadius: 1.25))
        }
        parts.append(
            Layer(
                frame: Rect(x: 0, y: 0, width: frame.width, height: 16),
                content: .text(
                    TextContent(string: SpringCode.caption(for: form), fontSize: 12, color: Self.ink, alignment: .left))
            ))
        return Layer(id: "overlay.inspector.plot", frame: frame, sublayers: parts)
    }
}
