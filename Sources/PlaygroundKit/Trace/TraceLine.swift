import Engine
import Geometry
import Transitions

/// One line of the trace: a JSON object for one rendered frame.
///
/// Schema (README "Trace", keys from `TraceFrame.CodingKeys`): `frame` (index), `t` (virtual or real clock seconds since the
/// run began, 4 decimals), `transition` (null or kind, state, progress with 3 decimals),
/// `diagnostics` (those reported since the previous frame: kind and message), `views`
/// (every view with an id, back to front: id, role or null, on-screen frame [x, y, w, h]
/// in window points with 2 decimals, effective alpha with 3, hidden, tint `#rrggbb`,
/// interactive). Numbers are fixed-decimal, so equal runs give equal bytes.
enum TraceLine {
    /// The line (no newline) for one frame.
    @MainActor
    static func make(
        frame: Int, time: Double, transition: TransitionInfo?, diagnostics: [Diagnostic],
        views: [ViewTreeEntry]
    ) -> String {
        typealias Key = TraceFrame.CodingKeys
        func key(_ k: Key) -> String { "\"\(k.rawValue)\": " }
        var s = "{" + key(.index) + "\(frame), " + key(.time) + fixed(time, 4) + ", " + key(.transition)
        if let t = transition {
            s +=
                "{\"kind\": \"\(t.kind.rawValue)\", \"state\": \"\(t.state.rawValue)\", \"progress\": \(fixed(t.progress, 3))}"
        } else {
            s += "null"
        }
        s += ", " + key(.diagnostics) + "["
        s += diagnostics.map { "{\"kind\": \(quoted($0.kind.rawValue)), \"message\": \(quoted($0.message))}" }
            .joined(separator: ", ")
        s += "], " + key(.views) + "["
        s += views.filter { $0.id != nil }.map(view).joined(separator: ", ")
        s += "]}"
        return s
    }

    @MainActor
    private static func view(_ v: ViewTreeEntry) -> String {
        let f = v.onScreen.frame
        let frame = [f.minX, f.minY, f.width, f.height].map { fixed($0, 2) }.joined(separator: ", ")
        let role = v.role.map { "\"\($0.rawValue)\"" } ?? "null"
        return "{\"id\": \(quoted(v.id ?? "")), \"role\": \(role), \"frame\": [\(frame)], "
            + "\"alpha\": \(fixed(v.onScreen.alpha, 3)), \"hidden\": \(v.onScreen.isHidden), \"tint\": \"\(hex(v.tint))\", "
            + "\"interactive\": \(v.onScreen.isInteractive)}"
    }

    /// `value` with exactly `decimals` digits after the point; never "-0.00", never "nan".
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let text = String(cFormat: "%.\(decimals)f", value)
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
            return String(text.dropFirst())
        }
        return text
    }

    /// `#rrggbb` of a colour's components (alpha left out).
    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = String(b, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let digits = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
