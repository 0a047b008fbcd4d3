import Engine
import Geometry

/// An input script laid out on the frames of a fixed frame rate: which events the
/// recorder delivers before rendering frame N. Whole frames, not seconds, so a replay
/// never depends on floating-point rounding of accumulated time.
public struct InputTimeline: Equatable, Sendable {
    /// An event due at the start of a frame.
    public struct Entry: Equatable, Sendable {
        /// The frame index (0 = the first frame rendered) before which the event is delivered.
        public var frame: Int
        /// The event, in points.
        public var event: InputEvent
    }

    /// Events in delivery order (frames never decrease).
    public private(set) var entries: [Entry] = []
    /// The first frame after the script's last command, waits included.
    public private(set) var endFrame: Int = 0

    /// Lays out `script` at `fps` frames per second. Moves interpolate from the pointer's
    /// last known position (the origin before any pointer command), one event a frame.
    public init(script: InputScript, fps: Int) {
        precondition(fps > 0, "fps must be positive")
        var frame = 0
        var pointer = Point.zero
        func frames(_ seconds: Double) -> Int { Int((seconds * Double(fps)).rounded()) }
        func add(_ event: InputEvent) { entries.append(Entry(frame: frame, event: event)) }
        func glide(to target: Point, seconds: Double) {
            let steps = frames(seconds)
            if steps == 0 {
                add(.pointerMoved(target))
            } else {
                let start = pointer
                for i in 1...steps {
                    frame += 1
                    let f = Double(i) / Double(steps)
                    add(.pointerMoved(Point(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f)))
                }
            }
            pointer = target
        }

        for (_, command) in script.commands {
            switch command {
            case .wait(let seconds):
                frame += frames(seconds)
            case .click(let p):
                add(.pointerDown(p))
                frame += 1
                add(.pointerUp(p))
                pointer = p
            case .down(let p):
                add(.pointerDown(p))
                pointer = p
            case .move(let p, let seconds):
                glide(to: p, seconds: seconds)
            case .up(let p):
                add(.pointerUp(p))
                pointer = p
            case .drag(let from, let to, let seconds):
                add(.pointerDown(from))
                pointer = from
                glide(to: to, seconds: seconds)
                frame += 1
                add(.pointerUp(to))
            case .scroll(let p, let clicks):
                add(.scroll(p, dx: 0, dy: Double(clicks) * FrameLoop.pointsPerWheelClick))
            case .key(let key):
                add(.key(key))
            }
        }
        endFrame = frame + 1
    }

    /// The events due before rendering `frame`.
    public func events(atFrame frame: Int) -> [InputEvent] {
        entries.filter { $0.frame == frame }.map(\.event)
    }
}
