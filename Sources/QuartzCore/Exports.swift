// `import QuartzCore` for UIKit code on Linux, which has no Core Animation framework: the
// layers, animations, transactions and 3D transforms are the compatibility names over the
// engine's layer tree, so this re-exports those names with the geometry they are written in.
// It brings the rest of the compatibility names along, where Apple's QuartzCore brings only
// its own: a file here cannot tell the two sets apart by its imports, and code written for
// iOS never names less. Built on Linux only: on Apple platforms the system's is the real one.
#if os(Linux)
    @_exported import UIKitCompatibility
    // The geometry, coder and object names again by scoped imports, so that they, not
    // Foundation's own CGRect, CGPoint, CGSize, CGFloat, NSCoder and NSObject, are what a file
    // importing both sees.
    @_exported import typealias UIKitFoundationNames.NSCoder
    @_exported import class UIKitFoundationNames.NSObject
    @_exported import typealias UIKitGeometryNames.CGFloat
    @_exported import typealias UIKitGeometryNames.CGPoint
    @_exported import typealias UIKitGeometryNames.CGRect
    @_exported import typealias UIKitGeometryNames.CGSize
#endif
