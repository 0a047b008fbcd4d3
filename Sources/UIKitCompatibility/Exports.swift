// UIKit's module brings Foundation along; so does this one, with the engine under UIKit's
// names (see UIKitNames.swift). Replace `import UIKit` with `import UIKitCompatibility`,
// and drop a file's own `import Foundation`: Foundation on Linux has its own CGRect, CGPoint,
// CGSize and CGFloat, which this module's names shadow only when Foundation comes through it.
@_exported import Engine
@_exported import Foundation
@_exported import Geometry
@_exported import Transitions
