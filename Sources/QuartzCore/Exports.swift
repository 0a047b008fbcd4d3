// `import QuartzCore` for UIKit code on Linux, which has no Core Animation framework: the
// layers, animations, transactions and 3D transforms are the compatibility names over the
// engine's layer tree, so this re-exports those names with the geometry they are written in.
// It brings the rest of the compatibility names along, where Apple's QuartzCore brings only
// its own: a file here cannot tell the two sets apart by its imports, and code written for
// iOS never names less. The compatibility module's scoped re-exports of the geometry, coder
// and object names come through this whole-module one, so they still win over Foundation's
// own in a file importing both. Built on Linux only: on Apple platforms the system's is the
// real one.
#if os(Linux)
    @_exported import UIKitCompatibility
#endif
