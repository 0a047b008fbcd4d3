import Foundation
import XCTest

/// A trace file read back: one JSON object per line, with typed accessors for tests.
struct TraceFile {
    struct Frame {
        let json: [String: Any]
        var index: Int { json["frame"] as! Int }
        var time: Double { (json["t"] as! NSNumber).doubleValue }
        var transition: [String: Any]? { json["transition"] as? [String: Any] }
        var kind: String? { transition?["kind"] as? String }
        var state: String? { transition?["state"] as? String }
        var progress: Double? { (transition?["progress"] as? NSNumber)?.doubleValue }
        var diagnostics: [[String: Any]] { json["diagnostics"] as! [[String: Any]] }
        var views: [[String: Any]] { json["views"] as! [[String: Any]] }

        /// The view with `id`, or nil when it is not on screen in this frame.
        func view(_ id: String) -> View? {
            views.first { $0["id"] as? String == id }.map(View.init)
        }
    }

    struct View {
        let json: [String: Any]
        var role: String? { json["role"] as? String }
        var frame: [Double] { (json["frame"] as! [NSNumber]).map(\.doubleValue) }
        var midX: Double { frame[0] + frame[2] / 2 }
        var midY: Double { frame[1] + frame[3] / 2 }
        var alpha: Double { (json["alpha"] as! NSNumber).doubleValue }
        var hidden: Bool { json["hidden"] as! Bool }
        var tint: String { json["tint"] as! String }
        var interactive: Bool { json["interactive"] as! Bool }
    }

    let lines: [String]
    let frames: [Frame]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        lines = text.split(separator: "\n").map(String.init)
        frames = try lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            guard let json = object as? [String: Any] else { throw XCTSkip("not an object: \(line)") }
            return Frame(json: json)
        }
    }

    /// Frames in which a transition of `kind` runs.
    func frames(of kind: String) -> [Frame] { frames.filter { $0.kind == kind } }
}
