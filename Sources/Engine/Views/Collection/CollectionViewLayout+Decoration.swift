extension CollectionViewLayout {
    /// Makes decoration views of `kind` from `viewClass`, through its `init(frame:)`
    /// (`register(_:forDecorationViewOfKind:)`); nil, or a class that is not a
    /// `CollectionReusableView`, forgets the kind. Decoration views belong to the layout: the
    /// collection view makes one for each decoration element `layoutAttributesForElements(in:)`
    /// returns, places it by those attributes and hands them to its `apply(_:)`; the data
    /// source is never asked.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind kind: String) {
        decorationViewClasses[kind] = viewClass as? CollectionReusableView.Type
        invalidateLayout()
    }

    /// `layoutAttributesClass` as the attributes type it has to be; the base class when an
    /// override names some other class.
    var attributesClass: CollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
            ?? CollectionViewLayoutAttributes.self
    }
}
