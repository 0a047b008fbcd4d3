// `import UIKit` for UIKit code on Linux, which has no UIKit: the compatibility names under
// UIKit's module name, so a file's import and its `#if canImport(UIKit)` blocks stay as they
// are. A package that also builds for Apple platforms must link this product on Linux only
// (`condition: .when(platforms: [.linux])`): there the system's UIKit is the real one, and on
// any platform but Linux this module is empty.
//
// As on iOS, UIKit brings QuartzCore along, and with it the compatibility module, whose
// scoped re-exports make its geometry, coder and object names win over Foundation's own in
// a file importing both.
#if os(Linux)
    @_exported import QuartzCore
    // As on iOS, where `CoreGraphics.log(x)` compiles in a file that imports only UIKit.
    @_exported import CoreGraphics
#endif
