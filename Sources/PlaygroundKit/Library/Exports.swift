// What a user's package needs from one `import PlaygroundKit`: the engine (views,
// animations, gestures, clock), view controllers and transitions, geometry, and the
// `Demo` protocol. Re-exported so a user's file imports one module, as it would import
// UIKit.
@_exported import DemoKit
@_exported import Engine
@_exported import Geometry
@_exported import Transitions
