import Engine
import Geometry

/// An input script laid out on the frames of a fixed frame rate: which events the
/// recorder delivers before rendering frame N. Whole frames, not seconds, so a replay
/// never depends on floating-point rounding of accumulated time.
package struct InputTimeline: Equatable, Sendable {
    /// An event due at the start of a frame.
    package struct Entry: Equatable, Sendable {
        /// The frame index (0 = the first frame rendered) before which the event is delivered.
        package var frame: Int
        /// The event, in points.
        package var event: InputEvent
    }

    /// Events in delivery order (frames never decrease).
    package private(set) var entries: [Entry] = []
    /// The first frame after the script's last command, waits included.
    package private(set) var endFrame: Int = 0
    /// The line of a `down` (or `move` after it) left without an `up` at the script's end:
    /// a finger still on the glass, which keeps an interactive transition going.
    package private(set) var heldTouchLine: Int?

    /// Frames beyond which no event is kept: a run never lasts longer than 600 s of
    /// virtual time (`--seconds`, `--frame-count` and the cap alike), so a long script costs
    /// neither memory nor time past it; `endFrame` still tells how long the script is.
    package static func frameCap(fps: Int) -> Int { Int(InputScript.maxDuration) * fps + 1 }

    /// Lays out `script` at `fps` frames per second. Moves interpolate from the pointer's
    /// last known position (the origin before any pointer command), one event a frame.
    package init(script: InputScript, fps: Int) {
        precondition(fps > 0, "fps must be positive")
        var frame = 0
        var pointer = Point.zero
        let cap = Self.frameCap(fps: fps)
        var entries: [Entry] = []
        var downLine: Int?
        func frames(_ seconds: Double) -> Int { Int((seconds * Double(fps)).rounded()) }
        func add(_ event: InputEvent) {
            if frame < cap { entries.append(Entry(frame: frame, event: event)) }
        }
        func glide(to target: Point, seconds: Double) {
            let steps = frames(seconds)
            if steps == 0 {
                add(.pointerMoved(target))
            } else if frame >= cap {
                frame += steps
            } else {
                let start = pointer
                for i in 1...steps {
                    frame += 1
                    let f = Double(i) / Double(steps)
                    add(
                        .pointerMoved(
                            Point(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f)))
                }
            }
            pointer = target
        }

        for (line, command) in script.commands {
            switch command {
            case .wait(let seconds):
                frame += frames(seconds)
            case .click(let p):
                add(.pointerDown(p))
                frame += 1
                add(.pointerUp(p))
                pointer = p
                downLine = nil
            case .down(let p):
                add(.pointerDown(p))
                pointer = p
                downLine = line
            case .move(let p, let seconds):
                glide(to: p, seconds: seconds)
            case .up(let p):
                add(.pointerUp(p))
                pointer = p
                downLine = nil
            case .drag(let from, let to, let seconds):
                add(.pointerDown(from))
                pointer = from
                glide(to: to, seconds: seconds)
                frame += 1
                add(.pointerUp(to))
                downLine = nil
            case .scroll(let p, let clicks):
                add(.scroll(p, dx: 0, dy: Double(clicks) * FrameLoop.pointsPerWheelClick))
            case .key(let key):
                add(.key(key))
            case .type(let text):
                for (index, character) in text.enumerated() {
                    if index > 0 { frame += 1 }
                    add(.key(Key(typing: character)))
                }
            }
        }
        self.entries = entries
        endFrame = frame + 1
        heldTouchLine = downLine
    }

    /// The events due before rendering `frame`: a binary search in the sorted entries, so
    /// a replay costs time in proportion to the script, not its square.
    package func events(atFrame frame: Int) -> [InputEvent] {
        var lo = 0
        var hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].frame < frame { lo = mid + 1 } else { hi = mid }
        }
        var out: [InputEvent] = []
        while lo < entries.count, entries[lo].frame == frame {
            out.append(entries[lo].event)
            lo += 1
        }
        return out
    }
}
