/// `UIEdgeInsets` (`EdgeInsets`): `.zero`, `init(top:left:bottom:right:)`, and
/// `CGRect.inset(by:)`, which shrinks a rectangle by them.
public typealias UIEdgeInsets = EdgeInsets
