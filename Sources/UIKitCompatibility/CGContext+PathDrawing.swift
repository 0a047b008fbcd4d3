import Engine

// Drawing code handed a context (a progress ring's or a slider's `draw(in ctx:)`) makes it
// UIKit's current one to fill `UIBezierPath`s into it, and paints a path it built with one
// call that fills and strokes: both port as written.

/// `CGPathDrawingMode` (`PathDrawingMode`): `.fill`, `.eoFill`, `.stroke`, `.fillStroke`,
/// `.eoFillStroke`.
public typealias CGPathDrawingMode = PathDrawingMode

/// `UIGraphicsPushContext(_:)`: makes `context` the current one on this thread, so
/// `UIGraphicsGetCurrentContext()` and UIKit's drawing (`UIBezierPath.fill()`,
/// `UIColor.set()`) use it until `UIGraphicsPopContext()`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsPushContext(_ context: CGContext) { pushDrawingContext(context) }

/// `UIGraphicsPopContext()`: makes the context under the current one current again.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsPopContext() { popDrawingContext() }
