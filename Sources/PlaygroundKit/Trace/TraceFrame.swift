import Geometry

/// One frame of a trace as a typed value: what a `--trace` JSON line says, decodable from
/// such a line with `JSONDecoder` (README "Trace" is the schema).
///
/// The recorder makes its frames by decoding the very lines `--trace` writes, so a test
/// reads the same numbers, rounded the same way (time 4 decimals, progress and alpha 3,
/// frames 2), as the file would hold.
public struct TraceFrame: Codable, Equatable, Sendable {
    /// The running transition in a frame.
    public struct TransitionState: Codable, Equatable, Sendable {
        /// `present`, `dismiss`, `push`, `pop` or `tab`.
        public var kind: String
        /// `running`, `interactive`, `finishing` or `cancelling`.
        public var state: String
        /// 0...1.
        public var progress: Double
    }

    /// A diagnostic reported since the previous frame.
    public struct DiagnosticEntry: Codable, Equatable, Sendable {
        /// The diagnostic's kind, e.g. `transition.neverCompleted`.
        public var kind: String
        /// What went wrong, in a sentence.
        public var message: String
    }

    /// A view with an id, as it is on screen in the frame.
    public struct ViewEntry: Codable, Equatable, Sendable {
        /// The view's `id`.
        public var id: String
        /// Its part in the running transition (`container`, `from`, `to`, `presenting`,
        /// `presented`, `dimming`, `snapshot`), or nil.
        public var role: String?
        /// `[x, y, width, height]`: the on-screen bounding box in window points, after
        /// every presentation transform up the tree.
        public var frame: [Double]
        /// Effective opacity: the product of the alphas up the tree.
        public var alpha: Double
        /// Hidden itself or under a hidden ancestor.
        public var hidden: Bool
        /// Effective tint, `#rrggbb`.
        public var tint: String
        /// Would take touches (UIKit's hit-testing rules all the way up).
        public var interactive: Bool

        /// `frame` as a rectangle.
        public var rect: Rect {
            frame.count == 4 ? Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) : .zero
        }
    }

    /// Frame index from 0.
    public var index: Int
    /// Clock seconds since the first frame (virtual when headless).
    public var time: Double
    /// The running transition, or nil.
    public var transition: TransitionState?
    /// Diagnostics raised since the previous frame.
    public var diagnostics: [DiagnosticEntry]
    /// Every view with an id, back to front.
    public var views: [ViewEntry]

    /// The JSON key of each property: the one place the two names meet. The trace writer
    /// writes these keys, `fields` lists them for the README, and decoding reads them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case index = "frame"
        case time = "t"
        case transition, diagnostics, views

        /// The Swift property's name (a coding key describes itself by its JSON key).
        var property: String {
            switch self {
            case .index: "index"
            case .time: "time"
            case .transition: "transition"
            case .diagnostics: "diagnostics"
            case .views: "views"
            }
        }

        /// What the field holds, as the README's trace table says it.
        var meaning: String {
            switch self {
            case .index: "frame index from 0"
            case .time: "clock seconds since the first frame (virtual headless, real live), 4 decimals"
            case .transition:
                "`null`, or the running transition: `kind` present/dismiss/push/pop/tab, `state` running/interactive/finishing/cancelling, `progress` 0...1 (3 decimals)"
            case .diagnostics:
                "diagnostics raised since the previous frame: `{\"kind\": \"...\", \"message\": \"...\"}`"
            case .views: "every view that has an `accessibilityIdentifier` (its `id` here), back to front"
            }
        }
    }

    /// One top-level field of a trace line: its JSON key, the `TraceFrame` property that
    /// holds it, and what it means. The JSON keys stay short (`t`), so both names are listed.
    package struct Field: Equatable, Sendable {
        /// The key in a `--trace` JSON line.
        package var key: String
        /// The `TraceFrame` property.
        package var property: String
        /// What it holds.
        package var meaning: String
    }

    /// The top-level fields in the order every line writes them.
    package static let fields: [Field] = CodingKeys.allCases.map {
        Field(key: $0.rawValue, property: $0.property, meaning: $0.meaning)
    }

    /// The README trace table's rows for the top-level fields, generated from `fields`
    /// (a test keeps the README equal to them).
    package static var readmeRows: String {
        fields.map { "| `\($0.key)` | `\($0.property)` | \($0.meaning) |" }.joined(separator: "\n")
    }

    /// The view with `id` in this frame, or nil when none is on screen.
    public func view(_ id: String) -> ViewEntry? {
        views.first { $0.id == id }
    }
}
