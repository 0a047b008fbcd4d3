#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The contexts being drawn into on one thread, innermost last: what
/// `UIGraphicsGetCurrentContext()` answers. UIKit keeps this stack per thread, and drawing
/// code written for it (a PaintCode-style drawing type, a `UIColor.setFill()`) is not bound to
/// the main actor; so the stack is the calling thread's own, and reading it needs no actor.
final class DrawingContextStack {
    private(set) var contexts: [LayerDrawingContext] = []

    /// The thread's key; its destructor releases a thread's stack when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stack in
            guard let stack else { return }
            Unmanaged<DrawingContextStack>.fromOpaque(stack).release()
        }
        return key
    }()

    /// The calling thread's stack, nil until the thread first draws.
    static var existingOfThisThread: DrawingContextStack? {
        pthread_getspecific(key).map { Unmanaged<DrawingContextStack>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The calling thread's stack, made on its first drawing.
    static var ofThisThread: DrawingContextStack {
        if let existing = existingOfThisThread { return existing }
        let stack = DrawingContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// Runs `body` with `context` current on this thread, and pops it afterwards whatever
    /// `body` does.
    static func with<T>(_ context: LayerDrawingContext, _ body: () -> T) -> T {
        let stack = ofThisThread
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return body()
    }

    /// The scale of each image context on the stack (`UIGraphicsBeginImageContext`), by
    /// context: only those answer `UIGraphicsGetImageFromCurrentImageContext()`.
    private(set) var imageScales: [ObjectIdentifier: Double] = [:]

    /// Pushes an image context, which stays current until `popImageContext()`.
    func pushImageContext(_ context: LayerDrawingContext, scale: Double) {
        contexts.append(context)
        imageScales[ObjectIdentifier(context)] = scale
    }

    /// Pushes a context handed in by drawing code, current until `pop()`.
    func push(_ context: LayerDrawingContext) { contexts.append(context) }

    /// Pops the innermost context, whatever began it: an image context popped this way is
    /// no longer one.
    func pop() {
        guard let last = contexts.popLast() else { return }
        if !contexts.contains(where: { $0 === last }) { imageScales[ObjectIdentifier(last)] = nil }
    }

    /// Pops the innermost context if it is an image context; anything else is left alone,
    /// as UIKit ignores an end with no image context begun.
    func popImageContext() {
        guard let last = contexts.last, imageScales.removeValue(forKey: ObjectIdentifier(last)) != nil else { return }
        contexts.removeLast()
    }
}

/// The context `draw(_:)` or `draw(in:)` is drawing into on the calling thread, nil outside a
/// drawing (`UIGraphicsGetCurrentContext()`).
public func currentDrawingContext() -> LayerDrawingContext? {
    DrawingContextStack.existingOfThisThread?.contexts.last
}

/// Makes `context` the current drawing context of the calling thread until
/// `popDrawingContext()` (`UIGraphicsPushContext(_:)`), so UIKit-level drawing (a
/// `UIBezierPath.fill()`, a `UIColor.setStroke()`) lands in a context code was handed.
public func pushDrawingContext(_ context: LayerDrawingContext) {
    DrawingContextStack.ofThisThread.push(context)
}

/// Removes the current drawing context of the calling thread, making the one under it current
/// again (`UIGraphicsPopContext()`); with none current it does nothing.
public func popDrawingContext() {
    DrawingContextStack.existingOfThisThread?.pop()
}
