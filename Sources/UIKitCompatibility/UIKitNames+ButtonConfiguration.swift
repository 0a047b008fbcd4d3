import Geometry

/// `NSDirectionalEdgeInsets`: insets by leading and trailing edge, as a button
/// configuration's `contentInsets` takes them.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
