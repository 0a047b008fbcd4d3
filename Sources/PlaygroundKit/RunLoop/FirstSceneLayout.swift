import Geometry

/// Where the first scene's pieces go for a window size, in points. Kept apart from the
/// scene so tests can ask where to look for each colour.
package struct FirstSceneLayout: Equatable, Sendable {
    /// The title line across the top, above the cards.
    package let title: Rect
    /// The blue card with the shadow, across the top.
    package let hero: Rect
    /// The orange card, left, under the green one.
    package let warm: Rect
    /// The translucent green card, right, overlapping the orange one.
    package let fresh: Rect
    /// The purple card's unrotated frame; it is drawn tilted about its centre.
    package let tilted: Rect
    /// A small red square pinned 24 points from the bottom-right corner.
    package let anchor: Rect

    /// Margins stay fixed in points; the height under the title is shared out in fixed
    /// proportions (hero 30%, gap 6%, the overlapping pair 30%, gap 8%, tilted card up to 18%),
    /// so the cards never run into each other or the corner square, and a 1x1 window still
    /// gives finite (empty) rectangles.
    package init(size: Size) {
        let w = max(size.width, 0)
        let h = max(size.height, 0)
        let m = 24.0
        let inner = max(w - 2 * m, 0)
        let top = 72.0
        let column = max(h - top - m, 0)
        title = Rect(x: m, y: 20, width: inner, height: 36)
        hero = Rect(x: m, y: top, width: inner, height: column * 0.30)
        let pairTop = top + column * 0.36
        let pairWidth = inner * 0.6
        // The green card sits 35% of a card lower, so the pair spans 1.35 card heights.
        let pairHeight = column * 0.30 / 1.35
        warm = Rect(x: m, y: pairTop, width: pairWidth, height: pairHeight)
        fresh = Rect(x: w - m - pairWidth, y: pairTop + pairHeight * 0.35, width: pairWidth, height: pairHeight)
        let tiltedHeight = min(90, column * 0.18)
        // No wider than twice its height, so even a full wiggle clears the green card above.
        let tiltedSize = Size(width: min(180, inner * 0.5, tiltedHeight * 2), height: tiltedHeight)
        tilted = Rect(
            x: w / 2 - tiltedSize.width / 2, y: top + column * 0.74, width: tiltedSize.width,
            height: tiltedSize.height)
        anchor = Rect(x: w - m - 40, y: h - m - 40, width: 40, height: 40)
    }
}
