// Core Graphics' value names for the engine's geometry, in a module of their own so that
// UIKitCompatibility can re-export each one by a scoped import
// (`@_exported import typealias UIKitGeometryNames.CGRect`). Swift's name lookup prefers a
// declaration brought in by a scoped import over one from a whole-module import, so these win
// over Foundation's own CGRect, CGPoint, CGSize and CGFloat (which Foundation on Linux
// declares) even in a file that says `import Foundation` beside `import UIKitCompatibility`.
import Geometry

/// `CGFloat`: the engine computes in `Double` everywhere.
public typealias CGFloat = Double
/// `CGRect` (`Rect`).
public typealias CGRect = Rect
/// `CGPoint` (`Point`).
public typealias CGPoint = Point
/// `CGSize` (`Size`).
public typealias CGSize = Size
