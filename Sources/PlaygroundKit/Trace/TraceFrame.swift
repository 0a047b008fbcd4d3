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

    enum CodingKeys: String, CodingKey {
        case index = "frame"
        case time = "t"
        case transition, diagnostics, views
    }

    /// The view with `id` in this frame, or nil when none is on screen.
    public func view(_ id: String) -> ViewEntry? {
        views.first { $0.id == id }
    }
}
