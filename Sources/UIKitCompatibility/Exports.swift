// UIKit's module brings Foundation along; so does this one, with the engine under UIKit's
// names (see UIKitNames.swift). Replace `import UIKit` with `import UIKitCompatibility`.
@_exported import Engine
@_exported import Foundation
@_exported import Geometry
@_exported import Transitions
