import Engine
import Geometry
import LayerTree

/// What the run loop shows: the first scene today, the engine's window later.
///
/// The loop calls `handle(_:)` for every input event in points (a `.resize` arrives before
/// the first frame, with the initial size), asks `isAnimating` to decide between blocking
/// for input and ticking at the frame rate, and asks for `layerTree(at:)` to draw a frame.
@MainActor
public protocol FrameSource: AnyObject {
    /// Input in window points, already divided by the scale factor.
    func handle(_ event: InputEvent)
    /// True while something moves; false lets the loop sleep until the next input event.
    var isAnimating: Bool { get }
    /// The whole window's content at `time` (seconds on the loop's clock), in points.
    func layerTree(at time: Double) -> Layer
}
