import Engine
import Geometry
import LayerTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The playground's first scene: a title and a few coloured rounded cards laid out for
/// the window size. The blue card fades in and the purple one tilts into place over
/// `introDuration` after the first frame; a click or the space bar makes the purple card
/// wiggle for `wiggleDuration`. Otherwise nothing moves, so the window sleeps.
@MainActor
package final class FirstScene: FrameSource {
    /// The colours, visible to the package so tests can look for them on screen.
    package enum Palette {
        /// The window's fill, iOS's grouped background grey.
        package static let background = Color(r8: 242, g8: 242, b8: 247)
        /// The wide card with the shadow.
        package static let hero = Color(r8: 0, g8: 122, b8: 255)
        /// The opaque orange card.
        package static let warm = Color(r8: 255, g8: 149, b8: 0)
        /// The translucent green card that overlaps the orange one.
        package static let fresh = Color(r8: 52, g8: 199, b8: 89, alpha: 0.7)
        /// The tilted card.
        package static let tilted = Color(r8: 175, g8: 82, b8: 222)
        /// The small square pinned to the bottom-right corner.
        package static let anchor = Color(r8: 255, g8: 59, b8: 48)
        /// The title's ink.
        package static let title = Color(r8: 28, g8: 28, b8: 30)
    }

    /// How long the tilted card wiggles after a click, in seconds.
    nonisolated package static let wiggleDuration = 0.6
    /// The largest extra tilt of a wiggle, radians.
    nonisolated package static let wiggleAmplitude = 0.25
    /// How long the opening fade and tilt take, in seconds.
    nonisolated package static let introDuration = 0.5
    /// The resting tilt of the purple card, radians (clockwise on screen).
    nonisolated package static let restingTilt = 0.1

    private let clock: any Clock
    private(set) var size = Size(width: 400, height: 720)
    private var wiggleStart: Double?
    /// The time of the first frame, when the intro starts.
    private var introStart: Double?

    /// A scene whose animations read `clock`.
    package init(clock: any Clock) {
        self.clock = clock
    }

    /// True once `q` was pressed: the run ends (the scene has no tools; this is its only key
    /// besides space).
    package private(set) var wantsQuit = false

    /// Resizes re-lay out the scene; a click or space starts the wiggle; `q` quits; the rest
    /// is ignored.
    package func handle(_ event: InputEvent) {
        switch event {
        case .resize(let s):
            size = s
        case .key(let key) where key.name == "q":
            wantsQuit = true
        case .key(let key) where key.name == "space":
            wiggleStart = clock.now
        case .pointerDown:
            wiggleStart = clock.now
        default:
            break
        }
    }

    /// True during the intro and a wiggle.
    package var isAnimating: Bool {
        let now = clock.now
        if let start = introStart, now - start < Self.introDuration { return true }
        guard let start = wiggleStart else { return false }
        return now - start < Self.wiggleDuration
    }

    /// The scene at `time`; the first call starts the intro.
    package func layerTree(at time: Double) -> Layer {
        let layout = FirstSceneLayout(size: size)
        if introStart == nil { introStart = time }
        // Ease-out cubic: quick start, gentle landing.
        let intro = 1 - pow(1 - min(max((time - introStart!) / Self.introDuration, 0), 1), 3)
        var tilt = Self.restingTilt * intro
        if let start = wiggleStart {
            let t = time - start
            if t < Self.wiggleDuration {
                let fade = 1 - t / Self.wiggleDuration
                tilt += Self.wiggleAmplitude * fade * sin(2 * .pi * 3 * t / Self.wiggleDuration)
            }
        }
        var hero = Layer(id: "hero", frame: layout.hero, backgroundColor: Palette.hero, cornerRadius: 18)
        hero.shadow = Shadow(opacity: 0.3, radius: 10, offset: Size(width: 0, height: 6))
        hero.opacity = intro
        let title = Layer(
            id: "title", bounds: Rect(origin: .zero, size: layout.title.size),
            transform: AffineTransform(translationX: layout.title.minX, y: layout.title.minY),
            content: .text(
                TextContent(
                    string: "Transition Playground", fontSize: 24,
                    weight: .bold, color: Palette.title)))
        let c = layout.tilted.center
        let tilted = Layer(
            id: "tilted", bounds: Rect(origin: .zero, size: layout.tilted.size),
            transform: AffineTransform(translationX: -layout.tilted.width / 2, y: -layout.tilted.height / 2)
                .concatenating(AffineTransform(rotationAngle: tilt))
                .concatenating(AffineTransform(translationX: c.x, y: c.y)),
            backgroundColor: Palette.tilted, cornerRadius: 14)
        return Layer(
            id: "background", bounds: Rect(origin: .zero, size: size),
            backgroundColor: Palette.background,
            sublayers: [
                title,
                hero,
                Layer(id: "warm", frame: layout.warm, backgroundColor: Palette.warm, cornerRadius: 16),
                Layer(id: "fresh", frame: layout.fresh, backgroundColor: Palette.fresh, cornerRadius: 16),
                tilted,
                Layer(id: "anchor", frame: layout.anchor, backgroundColor: Palette.anchor, cornerRadius: 8),
            ])
    }
}
