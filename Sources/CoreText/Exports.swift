// `import CoreText` for UIKit code on Linux, which has no Core Text framework: the
// framesetters, frames, lines, runs and font functions are the compatibility names drawn
// through the engine's text path, so this re-exports them with the geometry they are
// written in. Like QuartzCore here it brings the rest of the compatibility names along: a
// file cannot tell the two sets apart by its imports, and code written for iOS never names
// less. Built on Linux only: on Apple platforms the system's is the real one.
#if os(Linux)
    @_exported import UIKitCompatibility
#endif
