import Engine
import Geometry

extension InputScript {
    /// `commands` as script text, one line each, in the `--script` syntax; parsing the text
    /// gives the same commands back.
    package static func text(of commands: [Command]) -> String {
        func n(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
        func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
        return commands.map { command -> String in
            switch command {
            case .wait(let seconds): return "wait \(n(seconds))"
            case .click(let point): return "click \(p(point))"
            case .down(let point): return "down \(p(point))"
            case .move(let point, let seconds): return "move \(p(point)) \(n(seconds))"
            case .up(let point): return "up \(p(point))"
            case .drag(let from, let to, let seconds): return "drag \(p(from)) \(p(to)) \(n(seconds))"
            case .scroll(let point, let clicks): return "scroll \(p(point)) \(clicks)"
            case .key(let key): return "key \(key.name)"
            case .type(let text):
                let escaped = text.map { c -> String in
                    let escape = typeEscapes.first { $0.value == c }?.key
                    return escape.map { "\\\($0)" } ?? String(c)
                }
                return "type \"" + escaped.joined() + "\""
            }
        }.joined(separator: "\n")
    }
}
