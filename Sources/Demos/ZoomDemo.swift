// Tutorial: the zoom transition (iOS 18's `preferredTransition = .zoom`).
//
// UIKit concept: no animator to write: the presented controller names a source view and the
// system morphs that view into the new page (frame and corner radius) while the rest dims;
// dismissal zooms back into wherever the source is then, and a drag down drives it.
// The lines that matter:
//     page.preferredTransition = .zoom { [weak self] _ in self?.tiles[index] }
//     present(page, animated: true)

import DemoKit
import Engine
import Geometry
import Transitions

/// iOS 18's zoom transition: a grid of coloured tiles; tapping one presents its page with
/// `preferredTransition = .zoom { the tile }`, so the tile grows into the page (corner
/// radius and all) while the grid dims. Drag the page down to close it: it follows the
/// finger, shrinking, and zooms back into its tile, or springs back when let go early.
///
/// Ids: the tiles `tile-0` ... `tile-11`, the top middle one (tile 2) being `present-button`, the zoomed page's
/// wrapper `zoom-destination` (page `zoom-page`, its `dismiss-button`), and during a zoom the
/// source's snapshot `zoom-source`.
public struct ZoomDemo: Demo {
    /// The `--demo` name.
    public static let name = "zoom"
    /// The catalog row's title.
    public static let title = "Zoom"
    /// The catalog row's one-line summary.
    public static let summary = "iOS 18's zoom: a tile grows into its page; drag down to zoom back"

    /// Creates the demo.
    public init() {}

    /// The grid of tiles.
    public func makeRootViewController() -> ViewController { ZoomGridViewController() }
}

/// The grid: three columns of rounded tiles under a title.
@MainActor
final class ZoomGridViewController: ViewController {
    static let colors: [Color] = [Palette.blue, Palette.green, Palette.orange, Palette.pink, Palette.purple, Palette.teal,
                                  Palette.indigo, Palette.red, Palette.yellow, Palette.green, Palette.blue, Palette.orange]
    private var tiles: [Button] = []

    override init() {
        super.init()
        title = "zoom"
    }

    override func loadView() {
        let root = View()
        root.id = "zoom.root"
        root.backgroundColor = .white
        let heading = Label(text: "Zoom")
        heading.id = "title"
        heading.fontSize = 28
        heading.fontWeight = .bold
        heading.textAlignment = .center
        heading.isUserInteractionEnabled = false
        let subtitle = Label(text: "Tap a tile; drag its page down to close")
        subtitle.id = "subtitle"
        subtitle.fontSize = 15
        subtitle.textColor = Palette.secondaryLabel
        subtitle.textAlignment = .center
        subtitle.isUserInteractionEnabled = false
        root.addSubview(heading)
        root.addSubview(subtitle)
        for (i, color) in Self.colors.enumerated() {
            let tile = Button(title: "\(i + 1)") { [weak self] _ in self?.open(i) }
            // The top middle tile is the demo's present-button (centred in any window).
            tile.id = i == 1 ? "present-button" : "tile-\(i)"
            tile.backgroundColor = color
            tile.cornerRadius = 16
            tile.setTintColor(.white)
            tile.titleLabel.fontSize = 22
            tile.titleLabel.fontWeight = .bold
            root.addSubview(tile)
            tiles.append(tile)
        }
        let tiles = self.tiles
        root.layout = { v in
            let b = v.bounds
            let width = max(0, b.width - 32)
            heading.frame = Rect(x: 16, y: 56, width: width, height: 36)
            subtitle.frame = Rect(x: 16, y: 96, width: width, height: 22)
            let gap = 12.0, columns = 3.0
            let side = max(0, min((width - gap * (columns - 1)) / columns, (b.height - 150 - 16 - gap * 3) / 4))
            let left = b.midX - (side * columns + gap * (columns - 1)) / 2
            for (i, tile) in tiles.enumerated() {
                let row = Double(i / 3), column = Double(i % 3)
                tile.frame = Rect(x: left + column * (side + gap), y: 140 + row * (side + gap), width: side, height: side)
            }
        }
        view = root
    }

    /// Presents tile `index`'s page, zooming from the tile (asked for again on the way back).
    private func open(_ index: Int) {
        let page = ZoomPageViewController(number: index + 1, color: Self.colors[index])
        page.preferredTransition = .zoom { [weak self] _ in self?.tiles[index] }
        present(page, animated: true)
    }
}

/// A tile's page: its colour, its number, and a Close button.
@MainActor
final class ZoomPageViewController: ViewController {
    let number: Int
    let color: Color

    init(number: Int, color: Color) {
        self.number = number
        self.color = color
        super.init()
        title = "zoom.page"
    }

    override func loadView() {
        let card = CardScreen(title: "Tile \(number)", detail: "Drag down to zoom back into the tile",
                              color: color, buttonTitle: "Close") { [weak self] _ in
            self?.dismiss(animated: true)
        }
        card.view.id = "zoom-page"
        view = card.view
    }
}
