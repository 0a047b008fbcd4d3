import Geometry

/// Where the first scene's pieces go for a window size, in points. Kept apart from the
/// scene so tests can ask where to look for each colour.
public struct FirstSceneLayout: Equatable, Sendable {
    public let title: Rect
    /// The blue card with the shadow, across the top.
    public let hero: Rect
    /// The orange card, left, under the green one.
    public let warm: Rect
    /// The translucent green card, right, overlapping the orange one.
    public let fresh: Rect
    /// The purple card's unrotated frame; it is drawn tilted about its centre.
    public let tilted: Rect
    /// A small red square pinned 24 points from the bottom-right corner.
    public let anchor: Rect

    /// Margins stay fixed in points; the cards share out what is left, so a 1x1 window
    /// still gives finite (empty) rectangles.
    public init(size: Size) {
        let w = max(size.width, 0), h = max(size.height, 0)
        let m = 24.0
        let inner = max(w - 2 * m, 0)
        title = Rect(x: m, y: 20, width: inner, height: 36)
        hero = Rect(x: m, y: 72, width: inner, height: max(h * 0.25, 0))
        let pairTop = hero.maxY + 28
        let pairWidth = inner * 0.6
        let pairHeight = max(min(140, h * 0.2), 0)
        warm = Rect(x: m, y: pairTop, width: pairWidth, height: pairHeight)
        fresh = Rect(x: w - m - pairWidth, y: pairTop + pairHeight * 0.35, width: pairWidth, height: pairHeight)
        let tiltedSize = Size(width: min(180, inner * 0.5), height: max(min(90, h * 0.12), 0))
        tilted = Rect(x: w / 2 - tiltedSize.width / 2, y: fresh.maxY + 40, width: tiltedSize.width,
                      height: tiltedSize.height)
        anchor = Rect(x: w - m - 40, y: h - m - 40, width: 40, height: 40)
    }
}
