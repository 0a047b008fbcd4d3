import Engine
import LayerTree

/// Plugs the engine's `Window` into the run loop: input is queued with `send(_:)`, and each
/// frame runs `tick()` (input, gestures, animations at the clock's time, layout) before
/// taking the window's layer tree.
@MainActor
final class EngineWindowSource: FrameSource {
    let window: Window

    /// Drives `window`; its clock must be the loop's clock.
    init(window: Window) {
        self.window = window
    }

    func handle(_ event: InputEvent) {
        window.send(event)
    }

    /// Animations run, input waits, or something changed that has not been drawn.
    var isAnimating: Bool { window.isAnimating || window.needsDisplay }

    func layerTree(at time: Double) -> Layer {
        window.tick()
        return window.layerTree()
    }
}
