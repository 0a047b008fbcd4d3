import Geometry

/// `UIOffset` (`Offset`): a horizontal and vertical displacement, as UIKit Dynamics, tab bar
/// items and bar-button appearance take them. The type lives in Geometry so that the
/// engine's classes can declare properties of it that a UIKit subclass overrides.
public typealias UIOffset = Offset
