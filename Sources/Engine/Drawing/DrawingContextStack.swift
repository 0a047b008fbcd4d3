/// The contexts being drawn into, innermost last: what `UIGraphicsGetCurrentContext()`
/// answers. UIKit keeps this stack per thread; drawing here happens on the main actor only,
/// so one stack isolated to it is the same rule.
@MainActor
enum DrawingContextStack {
    static var contexts: [LayerDrawingContext] = []

    /// Runs `body` with `context` current, and pops it afterwards whatever `body` does.
    static func with<T>(_ context: LayerDrawingContext, _ body: () -> T) -> T {
        contexts.append(context)
        defer { contexts.removeLast() }
        return body()
    }
}

/// The context `draw(_:)` or `draw(in:)` is drawing into, nil outside a drawing
/// (`UIGraphicsGetCurrentContext()`).
@MainActor
public func currentDrawingContext() -> LayerDrawingContext? {
    DrawingContextStack.contexts.last
}
