import Geometry

/// Where and how a collection view shows one item (`UICollectionViewLayoutAttributes`): the
/// value a layout hands the collection view for each cell it places.
///
/// `frame`, `center` and `size` are three views of one rectangle, as a view's are: setting
/// one moves or resizes the others. The frame is the untransformed rectangle; `transform`
/// applies about its centre, as a view's does.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
    /// What kind of view an element is (`UICollectionView.ElementCategory`).
    public enum ElementCategory: Sendable {
        /// An item's cell, from the data source's `cellForItemAt`.
        case cell
        /// A header, footer or other view from the data source's
        /// `viewForSupplementaryElementOfKind`.
        case supplementaryView
        /// A view the layout itself owns, of the class it registered for the kind
        /// (`register(_:forDecorationViewOfKind:)`), not from the data source.
        case decorationView
    }

    /// Whether these attributes place a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The kind of supplementary or decoration view (such as
    /// `CollectionView.elementKindSectionHeader`); nil for a cell.
    public let representedElementKind: String?
    /// The item these attributes place.
    public var indexPath: IndexPath
    /// The item's centre in the collection view's content.
    public var center: Point = .zero
    /// The item's size.
    public var size: Size = .zero
    /// The transform about the centre applied to the cell.
    public var transform: AffineTransform = .identity
    /// The matrix `transform3D` set when it bends the plane; it counts while its affine part is
    /// still `transform`, since setting `transform` replaces the whole matrix, as in UIKit.
    var transform3DValue: Transform3D?
    /// The 3D transform about the centre applied to the cell
    /// (`UICollectionViewLayoutAttributes.transform3D`): `transform` is its affine part, and a
    /// matrix with perspective (a page tilted with `m34`) is drawn in perspective.
    public var transform3D: Transform3D {
        get {
            if let m = transform3DValue, m.affineTransform == transform { return m }
            return Transform3D(transform)
        }
        set {
            transform3DValue = newValue.isAffine ? nil : newValue
            transform = newValue.affineTransform
        }
    }
    /// The cell's opacity.
    public var alpha: Double = 1
    /// Which cells draw over which: higher over lower; equal values keep the item order.
    public var zIndex = 0
    /// True hides the cell; the collection view still gives it a cell.
    public var isHidden = false

    /// Attributes for the cell of the item at `indexPath`, with a zero frame
    /// (`init(forCellWith:)`).
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`, with a zero
    /// frame (`init(forSupplementaryViewOfKind:with:)`).
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`, with a zero
    /// frame (`init(forDecorationViewOfKind:with:)`).
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes for the cell of the first item of the first section, with a zero frame
    /// (`UICollectionViewLayoutAttributes()`, `NSObject`'s initializer): what a layout
    /// writes as the fallback of an optional search (`first ?? UICollectionViewLayoutAttributes()`).
    public convenience init() {
        self.init(forCellWith: IndexPath(item: 0, section: 0))
    }

    /// The item's rectangle in the content, before `transform`.
    public var frame: Rect {
        get {
            Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = newValue.center
        }
    }

    /// The rectangle the item's bounds take, with no regard to `transform`.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// A copy that may be changed without touching these attributes (`copy()`): the result of
    /// `copy(with: nil)`, so a subclass that overrides either is heard.
    open func copy() -> CollectionViewLayoutAttributes {
        // The base's `copy(with:)` makes an instance of the receiver's class, and an override
        // hands back what `super` made: a failure here is a subclass returning another type.
        guard let copy = copy(with: nil) as? CollectionViewLayoutAttributes else {
            preconditionFailure("copy(with:) of \(type(of: self)) returned no layout attributes")
        }
        return copy
    }

    /// `NSCopying`'s `copy(with:)`: a new instance of the receiver's class with every property
    /// the base class declares. The collection view hands cells copies, so a subclass with
    /// stored properties of its own overrides this, copies them onto what `super` returns,
    /// and returns that, as UIKit asks of a custom attributes class.
    open func copy(with zone: CopyZone? = nil) -> Any {
        let copy =
            switch (representedElementCategory, representedElementKind) {
            case (.supplementaryView, let kind?): Self(forSupplementaryViewOfKind: kind, with: indexPath)
            case (.decorationView, let kind?): Self(forDecorationViewOfKind: kind, with: indexPath)
            default: Self(forCellWith: indexPath)
            }
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.transform3DValue = transform3DValue
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// `isEqual(_:)`: true for attributes of the same element with the same geometry, opacity,
    /// stacking and visibility. The collection view skips `apply(_:)` for attributes equal to
    /// the ones a view last took, so a subclass with properties of its own overrides this to
    /// compare them too and ends with `super`'s answer, as UIKit asks.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes else { return false }
        return other === self
            || (type(of: other) == type(of: self) && other.indexPath == indexPath
                && other.representedElementCategory == representedElementCategory
                && other.representedElementKind == representedElementKind && other.center == center
                && other.size == size && other.transform3D == transform3D && other.alpha == alpha
                && other.zIndex == zIndex && other.isHidden == isHidden)
    }
}
