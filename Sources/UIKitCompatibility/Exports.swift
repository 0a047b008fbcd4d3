// UIKit's module brings Foundation along; so does this one, with the engine under UIKit's
// names (see UIKitNames.swift). Replace `import UIKit` with `import UIKitCompatibility`;
// a file's own `import Foundation` may stay.
//
// Foundation on Linux declares its own CGRect, CGPoint, CGSize and CGFloat. The engine's
// names for them come from UIKitGeometryNames through scoped imports, which name lookup
// prefers over a whole-module import, so they win in a file that imports Foundation
// itself; declared here as plain typealiases they would be ambiguous there. `Bundle`, `NSCoder`,
// `NSObject` and `NSZone` win the same way (UIKitFoundationNames).
@_exported import Engine
@_exported import Foundation
@_exported import Geometry
@_exported import Transitions

@_exported import typealias UIKitFoundationNames.Bundle
@_exported import typealias UIKitFoundationNames.NSCoder
@_exported import class UIKitFoundationNames.NSObject
@_exported import typealias UIKitFoundationNames.NSZone
@_exported import typealias UIKitGeometryNames.CGFloat
@_exported import typealias UIKitGeometryNames.CGPoint
@_exported import typealias UIKitGeometryNames.CGRect
@_exported import typealias UIKitGeometryNames.CGSize
