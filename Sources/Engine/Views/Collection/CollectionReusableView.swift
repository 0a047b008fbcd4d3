import Geometry

/// A view a collection view reuses (`UICollectionReusableView`): the base of its cells.
///
/// Made for a registered class through `init(frame:)`, so a subclass overrides that
/// initializer (and `required init?(coder:)`) as it would in UIKit; `prepareForReuse()`
/// runs before a view comes back from its queue.
@preconcurrency @MainActor
open class CollectionReusableView: View, ReusableView {
    /// The identifier the collection view reuses the view under, or nil for one not reused.
    public internal(set) var reuseIdentifier: String?

    /// A view at `frame`, not yet reusable (`init(frame:)`).
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Always nil, as `View.init?(coder:)`: there is no archive to decode one from.
    public required init?(coder: ViewCoder) {
        return nil
    }

    /// How a collection view makes a view of a registered class: `init(frame: .zero)`, which
    /// runs a subclass's override of it, then the identifier. Only the Swift 6 language mode
    /// sees it, so a Swift 5 subclass with an initializer of its own need not write it, as
    /// `TableViewCell.init(registeredWith:)` explains.
    @available(swift, introduced: 6)
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// The copy of the layout attributes the view last took in `apply(_:)`, which the
    /// collection view compares new ones against; cleared when the view is reused.
    var appliedAttributes: CollectionViewLayoutAttributes?
    /// True from `apply(_:)` of new attributes until the collection view has asked the view
    /// for its preferred ones.
    var awaitsPreferredAttributesCheck = false

    /// Clears what the last item left; the base does nothing. Overrides call `super`.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: the collection view has already placed the view by
    /// them; override to read attributes of a custom subclass.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes this view would rather have than the layout's `layoutAttributes`
    /// (`preferredLayoutAttributesFitting(_:)`): the collection view asks after applying new
    /// attributes, and when the answer differs and the layout's
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` agrees,
    /// the layout is invalidated with its preferred-attributes context and places the view
    /// again. The base returns `layoutAttributes` as given: a view sizes itself by overriding
    /// this (calling `super`, then changing the size of what it returns).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        layoutAttributes
    }
}
