import DemoKit
import Engine
import Geometry
import LayerTree

/// Key `i`: opens the spring inspector (`SpringInspector`) on the running demo's springs, or
/// closes it; `c` while it is open copies the spring as code. Topmost of the chrome: presses
/// on its panel never reach anything below.
///
/// Rules: a demo without springs says so in a toast; the copy goes to the backend's
/// clipboard, and a backend without one (headless) says so instead; a new screen closes it.
@MainActor
final class SpringInspectorTool: PlaygroundTool {
    /// The toast for `i` in a demo with no springs to show.
    static let nothingToInspect = "no spring to inspect in this demo"

    /// The inspector while it is open.
    private(set) var panel: SpringInspector?
    /// Where notices go (set once the toast exists: the toast sits above this panel).
    weak var toast: ToastTool?
    /// Offers text on the clipboard; false when there is none.
    private let copyToClipboard: (String) -> Bool
    /// The time of the event being handled: a copy's toast starts then.
    private var now = 0.0

    init(copyToClipboard: @escaping (String) -> Bool) {
        self.copyToClipboard = copyToClipboard
    }

    /// How far the banner and the toast move up to clear the panel, points (0 when closed,
    /// or when a narrow window has it at the top).
    func lift(in size: Size) -> Double {
        guard let panel, panel.current != nil else { return 0 }
        let frame = panel.layout(in: size).panel
        let movedToTop = size.width < SpringInspector.besideMinimumWidth && frame.minY == SpringInspector.topY
        return movedToTop ? 0 : frame.height + 8
    }

    func handlePointer(_ event: InputEvent, in context: ToolContext) -> Bool {
        now = context.now
        return panel?.handle(event, in: context.size) ?? false
    }

    func handleKey(_ key: Key, in context: ToolContext) -> Bool {
        now = context.now
        switch key.name {
        case "i":
            toggle(in: context)
            return true
        case "c" where panel != nil:
            panel?.copy()
            return true
        default:
            return false
        }
    }

    func screenWillChange() { panel = nil }

    func overlayLayers(in context: ToolContext) -> [Layer] {
        panel?.layer(in: context.size).map { [$0] } ?? []
    }

    private func toggle(in context: ToolContext) {
        if panel != nil {
            panel = nil
            return
        }
        guard let running = context.running, !running.springs().isEmpty else {
            toast?.show(Self.nothingToInspect, now: context.now)
            return
        }
        // The demo's present button stays visible when the panel can leave it room.
        let opened = SpringInspector(springs: running.springs) { [weak window = context.window] in
            guard let window, let control = window.rootView.viewWithID("present-button"), !control.isHidden else {
                return nil
            }
            return control.convert(control.bounds, to: nil)
        }
        opened.onCopy = { [unowned self] code, name in
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let copied = self.copyToClipboard(code)
            self.toast?.show(
                copied ? "copied the \(name) spring as UIKit, SwiftUI and POP code" : "no clipboard in a headless run",
                now: self.now)
            printError(
                "\(PlaygroundCommand.commandName): note: \(copied ? "copied" : "no clipboard headless for") \(lines) lines of code for the \(name) spring"
            )
        }
        panel = opened
    }
}
