import Geometry
import LayerTree

/// The field inside a search bar (`UISearchTextField`, which iOS 13 made public as
/// `UISearchBar.searchTextField`): a text field with the search look, a grey rounded
/// rectangle, the magnifying glass as its `leftView`, a darker grey placeholder, the Search
/// return key and Return refused while empty (`enablesReturnKeyAutomatically`), as UIKit's.
///
/// The bar that owns it is its `delegate` (through a relay of its own) and turns the field's
/// questions and news into `SearchBarDelegate` calls; replacing the field's delegate cuts the
/// bar off from it, as UIKit warns.
///
/// Named `SearchField` here, not `SearchTextField` as the rule of dropping UIKit's prefix
/// would give: a popular autocomplete library's class has that name, and an app importing
/// it beside `UIKit` would find the name ambiguous where iOS finds only the library's.
@preconcurrency @MainActor
open class SearchField: TextField {
    /// The fill of the field (UIKit's `tertiarySystemFill`: a grey at 12 %).
    public static let fieldFill = Color(r8: 118, g8: 118, b8: 128, alpha: 0.12)
    /// The grey of the placeholder and of the magnifying glass (UIKit's `secondaryLabel`).
    public static let searchGrey = Color(r8: 60, g8: 60, b8: 67, alpha: 0.6)
    /// The corner radius of the field's rounded rectangle.
    public static let cornerRadius = 10.0

    /// The magnifying glass shown at the left (the default `leftView`).
    let glyph = SearchGlyphView()

    /// An empty search field occupying `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Self.fieldFill
        cornerRadius = Self.cornerRadius
        leftView = glyph
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// A search field's placeholder is its darker grey, not a plain field's.
    override var drawnPlaceholderColor: Color { Self.searchGrey }
}

/// The magnifying glass drawn as a path (a ring and a handle at 45 degrees, stroked with
/// round ends), in a box with room on either side as the search field's `leftView`; an
/// image set with `SearchBar.setImage(_:for: .search, state:)` shows in its place.
@preconcurrency @MainActor
final class SearchGlyphView: View {
    /// The box's size: 8 points of margin, a 16-point glyph, 6 points before the text.
    static let size = Size(width: 30, height: 20)
    /// The ring's centre and radius, and the handle's far end, in the box's coordinates.
    static let ringCenter = Point(x: 14.5, y: 8.5)
    static let ringRadius = 5.5
    static let handleEnd = Point(x: 22.5, y: 16.5)
    /// The stroke's width.
    static let lineWidth = 2.0

    /// The image drawn instead of the path, if any.
    let imageView = ImageView(image: nil)

    override class var layerClass: AnyClass { ShapeLayer.self }

    init() {
        super.init(frame: Rect(origin: .zero, size: Self.size))
        isUserInteractionEnabled = false
        let shape = layer as! ShapeLayer
        shape.fillColor = nil
        shape.strokeColor = SearchField.searchGrey
        shape.lineWidth = Self.lineWidth
        shape.lineCap = .round
        shape.path = Self.glassPath
        imageView.isHidden = true
        imageView.frame = Rect(x: 8, y: 2, width: 16, height: 16)
        addSubview(imageView)
    }

    required init?(coder: ViewCoder) {
        return nil
    }

    /// The ring and the handle as one open path.
    static var glassPath: Path {
        var path = Path()
        let r = ringRadius
        path.addEllipse(in: Rect(x: ringCenter.x - r, y: ringCenter.y - r, width: 2 * r, height: 2 * r))
        let edge = r / 2.squareRoot()
        path.move(to: Point(x: ringCenter.x + edge, y: ringCenter.y + edge))
        path.addLine(to: handleEnd)
        return path
    }

    /// Shows `image` in place of the drawn glass, or the glass again for nil.
    func show(_ image: Image?) {
        imageView.image = image
        imageView.isHidden = image == nil
        (layer as! ShapeLayer).path = image == nil ? Self.glassPath : nil
    }
}
