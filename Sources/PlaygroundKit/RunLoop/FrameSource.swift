import Engine
import Geometry
import LayerTree
import Renderer

/// What the run loop shows: the first scene today, the engine's window later.
///
/// The loop calls `handle(_:)` for every input event in points (keys too: deciding what a
/// key means is the source's business, never the loop's) (a `.resize` arrives before
/// the first frame, with the initial size), asks `isAnimating` to decide between blocking
/// for input and ticking at the frame rate, and asks for `layerTree(at:)` to draw a frame.
@MainActor
package protocol FrameSource: AnyObject {
    /// Input in window points, already divided by the scale factor.
    func handle(_ event: InputEvent)
    /// True while something moves; false lets the loop sleep until the next input event.
    var isAnimating: Bool { get }
    /// The whole window's content at `time` (seconds on the loop's clock), in points.
    func layerTree(at time: Double) -> Layer
    /// Called with each drawn frame, whole, before it is shown (a recorder keeps it).
    func willPresent(_ framebuffer: Framebuffer)
    /// Called after each drawn frame with what drawing it cost (the HUD shows it).
    func didDraw(_ report: FrameReport)
    /// Throws when an output of the source (the trace) failed, so the loop ends the run.
    func checkOutput() throws
    /// True once the source asked to end the run (`q`); the loop stops after that frame.
    var wantsQuit: Bool { get }
    /// Called once as the run ends, whatever ended it: finish what is open (a recording).
    func finish()
}

extension FrameSource {
    /// Most sources do not care how their frames were drawn.
    package func didDraw(_ report: FrameReport) {}
    /// Most sources write nothing that could fail.
    package func checkOutput() throws {}
    /// Most sources do not keep frames.
    package func willPresent(_ framebuffer: Framebuffer) {}
    /// Most sources never ask to quit.
    package var wantsQuit: Bool { false }
    /// Most sources hold nothing open.
    package func finish() {}
}

/// What one drawn frame cost: its clock time, the seconds spent painting and presenting
/// it, and the device rectangles the renderer redrew (empty when nothing changed).
package struct FrameReport: Sendable {
    /// The loop clock's time of the frame, seconds.
    package var time: Double
    /// Wall-clock seconds spent building, painting and presenting it.
    package var seconds: Double
    /// The device rectangles the renderer redrew.
    package var damage: [PixelRect]
    /// True when the loop slept waiting for input before this frame: the gap since the
    /// previous frame is idle time, not a frame interval, and must not count towards fps.
    package var followsIdle = false

    /// Redrawn device pixels.
    package var damagedPixels: Int { damage.reduce(0) { $0 + $1.area } }
}
