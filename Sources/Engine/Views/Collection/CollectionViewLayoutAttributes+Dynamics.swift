/// Layout attributes are dynamic items, as UIKit's are: a layout may hand them to a dynamic
/// animator, which moves their `center` and rotates their `transform`.
extension CollectionViewLayoutAttributes: DynamicItem {}
