import Geometry

/// The insertion point of a text view: a thin bar in the tint colour that blinks on the
/// window's clock (the same frames in every headless run), shown solid for a moment after
/// each edit or move, as iOS shows it while typing.
///
/// Rules: it blinks for `blinkingDuration` after the last edit and then stays lit, so a
/// window left with a field editing goes idle (no frames, no CPU) instead of ticking
/// forever; every edit or caret move starts the blinking over.
@MainActor
final class TextCaret {
    /// The bar; its owner places it.
    let view = View()
    /// Time lit, then time dark, in one blink.
    static let halfPeriod = 0.5
    /// How long the caret blinks after the last edit before it stays lit.
    static let blinkingDuration = 10.0
    /// The caret's width in points.
    static let width = 2.0

    private var blinkStart: Double?
    private var isTicking = false
    private weak var window: Window?

    init() {
        view.isUserInteractionEnabled = false
        view.isHidden = true
    }

    /// Shows the caret in `window` and starts it blinking from now.
    func show(in window: Window) {
        self.window = window
        restart()
    }

    /// Hides the caret and stops its clock.
    func hide() {
        blinkStart = nil
        view.isHidden = true
    }

    /// Lights the caret and starts the blinking over (after an edit or a move).
    func restart() {
        guard let window else { return }
        blinkStart = window.clock.now
        if view.isHidden { view.isHidden = false }
        guard !isTicking else { return }
        isTicking = true
        window.animator.onEveryTick { [weak self] in
            guard let self else { return false }
            self.isTicking = self.update()
            return self.isTicking
        }
    }

    /// Whether the caret is lit `elapsed` seconds after the blinking started.
    static func isLit(after elapsed: Double) -> Bool {
        elapsed >= blinkingDuration || Int((elapsed / halfPeriod).rounded(.down)) % 2 == 0
    }

    /// Sets the bar's visibility for the clock's time; false once nothing changes any more.
    private func update() -> Bool {
        guard let start = blinkStart, let window else { return false }
        let elapsed = window.clock.now - start
        let hidden = !Self.isLit(after: elapsed)
        if view.isHidden != hidden { view.isHidden = hidden }
        return elapsed < Self.blinkingDuration
    }
}
