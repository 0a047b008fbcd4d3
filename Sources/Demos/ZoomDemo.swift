// Tutorial: the zoom transition of iOS 18 (`preferredTransition = .zoom`).
//
// UIKit concept: a controller asks to be zoomed out of a source view, and UIKit asks the
// source view provider again when it zooms back, so the way home lands on the tile where it
// is now; a drag down on the zoomed screen dismisses it interactively, following the finger.
// No transitioning delegate, no animator: the engine's built-in zoom does it all. The lines
// that matter:
//     detail.preferredTransition = .zoom { _ in grid.tiles[index] }   // asked again on the way home
//     present(detail, animated: true)

import DemoKit
import Engine
import Geometry
import Transitions

/// A grid of coloured tiles; tapping one zooms it open to a full screen of its colour
/// (iOS 18's zoom transition), and a drag down on that screen (or Close) zooms it home.
public struct ZoomDemo: ListedDemo {
    /// `--demo zoom`, its catalog row and summary.
    public static let entry = DemoEntry(
        "zoom", title: "Zoom", summary: "iOS 18's zoom: a tile opens to full screen, drag down to close")

    /// Creates the demo with its default parameters.
    public init() {}

    /// The grid; its top middle tile is the `present-button`.
    public func makeRootViewController() -> ViewController { ZoomGridController() }
}

/// The grid of tiles. The tapped tile carries the id `zoom-source` while its screen is
/// shown, and gets its own id back when the grid appears again.
@MainActor
final class ZoomGridController: DemoViewController {
    static let colors = [
        Palette.blue, Palette.orange, Palette.green, Palette.pink, Palette.purple,
        Palette.teal, Palette.red, Palette.indigo, Palette.yellow,
    ]
    private(set) var tiles: [Button] = []

    convenience init() {
        self.init(named: "zoom.grid")
    }

    /// The id a tile has when it is not zoomed: the top middle one is the demo's `present-button`.
    static func restingID(_ index: Int) -> String { index == 1 ? "present-button" : "tile-\(index)" }

    override func loadView() {
        let page = View()
        page.backgroundColor = .white
        page.accessibilityIdentifier = "zoom.grid"
        let (heading, subtitle) = DemoScreen.headingLabels(
            title: "Zoom", subtitle: "Tap a tile to zoom it open; drag down to close")
        for l in [heading, subtitle] { page.addSubview(l) }
        for (i, color) in Self.colors.enumerated() {
            let tile = Button(title: "") { [weak self] _ in self?.open(i) }
            tile.accessibilityIdentifier = Self.restingID(i)
            tile.backgroundColor = color
            tile.cornerRadius = 18
            tiles.append(tile)
            page.addSubview(tile)
        }
        page.onLayoutSubviews = { v in ZoomGridController.layout(v) }
        view = page
    }

    /// Title and subtitle as every demo page has them, then three columns of square tiles
    /// centred under them, as large as fit (at most 110 points).
    private static func layout(_ page: View) {
        let b = page.bounds
        let width = max(0, b.width - 32)
        page.viewWithID("title")?.frame = Rect(x: 16, y: 56, width: width, height: 36)
        page.viewWithID("subtitle")?.frame = Rect(x: 16, y: 96, width: width, height: 22)
        let gap = 12.0
        let top = 136.0
        let side = max(20, min(110, (width - 2 * gap) / 3, (b.height - top - 16 - 2 * gap) / 3))
        let left = b.midX - side * 1.5 - gap
        let tiles = page.subviews.compactMap { $0 as? Button }
        for (i, tile) in tiles.enumerated() {
            let col = Double(i % 3)
            let row = Double(i / 3)
            tile.frame = Rect(x: left + col * (side + gap), y: top + row * (side + gap), width: side, height: side)
        }
    }

    private func open(_ index: Int) {
        tiles[index].accessibilityIdentifier = "zoom-source"
        let detail = Self.makeDetail(index)
        // The tile the screen zooms from and back into: asked at both ends, so the way home
        // lands on the tile where it is then.
        detail.preferredTransition = .zoom { [weak self] _ in self?.tiles[index] }
        present(detail, animated: true)
    }

    override func viewDidAppear(_ animated: Bool) {
        for (i, tile) in tiles.enumerated() { tile.accessibilityIdentifier = Self.restingID(i) }
    }

    /// The zoomed screen (id `zoom-destination`): tile `index`'s colour, its number, and Close;
    /// a double tap on it zooms home as Close does.
    private static func makeDetail(_ index: Int) -> ViewController {
        DemoViewController(named: "zoom.detail") { detail in
            let page = View()
            page.backgroundColor = colors[index]
            page.accessibilityIdentifier = "zoom-destination"
            let heading = Label(text: "Tile \(index + 1)").styled(
                id: "zoom-title", size: 34, weight: .bold, color: .white, alignment: .center, passesTouches: true)
            let hint = Label(text: "Drag down to zoom back").styled(
                id: "zoom-hint", size: 15, color: Color(white: 1, alpha: 0.85), alignment: .center,
                passesTouches: true)
            let close = Button(title: "Close") { [weak detail] _ in detail?.dismiss(animated: true) }
            close.accessibilityIdentifier = "dismiss-button"
            close.titleLabel.textColor = .white
            close.titleLabel.fontWeight = .bold
            for v in [heading, hint, close] { page.addSubview(v) }
            // A double tap zooms home too, as a double tap undoes a zoom in Photos; a single
            // tap does nothing, so nothing waits for this one to fail.
            let doubleTap = TapGestureRecognizer { [weak detail] _ in detail?.dismiss(animated: true) }
            doubleTap.numberOfTapsRequired = 2
            page.addGestureRecognizer(doubleTap)
            page.onLayoutSubviews = { v in
                let w = v.bounds.width
                heading.frame = Rect(x: 16, y: 96, width: max(0, w - 32), height: 44)
                hint.frame = Rect(x: 16, y: 144, width: max(0, w - 32), height: 22)
                close.frame = Rect(x: max(0, w - 100), y: 40, width: 88, height: 40)
            }
            return page
        }
    }
}
