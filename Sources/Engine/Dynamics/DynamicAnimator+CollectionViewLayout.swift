extension DynamicAnimator {
    /// The attributes of the cell at `indexPath` among the animator's items
    /// (`layoutAttributesForCell(at:)`), or nil when no behavior holds them.
    public func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the animator's
    /// items (`layoutAttributesForSupplementaryView(ofKind:at:)`), or nil.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        attributes { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func attributes(where matches: (CollectionViewLayoutAttributes) -> Bool) -> CollectionViewLayoutAttributes?
    {
        for body in world.bodies {
            if let attributes = body.item as? CollectionViewLayoutAttributes, matches(attributes) { return attributes }
        }
        return nil
    }
}
