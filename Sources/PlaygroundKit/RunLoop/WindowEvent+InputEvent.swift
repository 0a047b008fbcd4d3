import Engine
import Geometry
import Platform

extension WindowEvent {
    /// The event in points, as the frame loop hands it to the session (nil for an expose):
    /// positions and sizes divided by `scale`, wheel clicks in points, a shifted key as the
    /// plain key (its text keeps the shift). The live loop, headless runs and live reload's replay all read events so.
    func inputEvent(scale: Double) -> InputEvent? {
        func p(_ x: Int, _ y: Int) -> Point { Point(x: Double(x) / scale, y: Double(y) / scale) }
        switch self {
        case .pointerDown(let x, let y): return .pointerDown(p(x, y))
        case .pointerMoved(let x, let y): return .pointerMoved(p(x, y))
        case .pointerUp(let x, let y): return .pointerUp(p(x, y))
        case .scroll(let x, let y, let dx, let dy):
            return .scroll(
                p(x, y), dx: Double(dx) * FrameLoop.pointsPerWheelClick, dy: Double(dy) * FrameLoop.pointsPerWheelClick)
        case .key(let name, let text), .shiftedKey(let name, let text): return .key(Key(name, text: text))
        case .keyRepeat(let name, let text): return .key(Key(name, isRepeat: true, text: text))
        case .resize(let width, let height):
            return .resize(Size(width: Double(width) / scale, height: Double(height) / scale))
        case .close: return .close
        case .expose: return nil
        }
    }
}
