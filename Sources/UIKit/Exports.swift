// `import UIKit` for UIKit code on Linux, which has no UIKit: the compatibility names under
// UIKit's module name, so a file's import and its `#if canImport(UIKit)` blocks stay as they
// are. A package that also builds for Apple platforms must link this product on Linux only
// (`condition: .when(platforms: [.linux])`): there the system's UIKit is the real one, and on
// any platform but Linux this module is empty.
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
