@_exported import typealias UIKitCompatibility.CGAffineTransform
@_exported import struct UIKitCompatibility.CGVector
// `import CoreGraphics` for UIKit code on Linux, which has no Core Graphics: the
// compatibility geometry's names, re-exported by scoped imports so that they, not
// Foundation's own CGRect, CGPoint, CGSize and CGFloat, are what a file sees.
// Built on Linux only: on Apple platforms the system's CoreGraphics is the real one.
@_exported import typealias UIKitGeometryNames.CGFloat
@_exported import typealias UIKitGeometryNames.CGPoint
@_exported import typealias UIKitGeometryNames.CGRect
@_exported import typealias UIKitGeometryNames.CGSize
