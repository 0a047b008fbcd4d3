/// `CATransition`: a layer's change of content shown as a fade, push, move-in or reveal,
/// added with `add(_:forKey:)` after the content changed.
///
/// Here it is accepted and runs its `duration` as an animation of the layer (listed by
/// `animationKeys()`, its delegate told when it starts and stops), but the new content shows
/// at once: the renderer keeps no image of the old content to fade or slide away from.
@preconcurrency @MainActor
open class LayerTransition: BasicAnimation {
    /// How the new content arrives (`CATransitionType`).
    public struct TransitionType: RawRepresentable, Hashable, Sendable {
        /// The type's Core Animation name.
        public var rawValue: String
        /// A type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The new content fades in over the old (the default).
        public static let fade = TransitionType(rawValue: "fade")
        /// The new content slides in over the old.
        public static let moveIn = TransitionType(rawValue: "moveIn")
        /// The new content pushes the old out.
        public static let push = TransitionType(rawValue: "push")
        /// The old content slides away, revealing the new.
        public static let reveal = TransitionType(rawValue: "reveal")
    }

    /// The side a push, move-in or reveal starts from (`CATransitionSubtype`).
    public struct Subtype: RawRepresentable, Hashable, Sendable {
        /// The subtype's Core Animation name.
        public var rawValue: String
        /// A subtype from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// From the right edge.
        public static let fromRight = Subtype(rawValue: "fromRight")
        /// From the left edge.
        public static let fromLeft = Subtype(rawValue: "fromLeft")
        /// From the top edge.
        public static let fromTop = Subtype(rawValue: "fromTop")
        /// From the bottom edge.
        public static let fromBottom = Subtype(rawValue: "fromBottom")
    }

    /// How the new content arrives; `.fade` by default.
    public var type: TransitionType = .fade
    /// The side it arrives from; nil for a fade.
    public var subtype: Subtype?
    /// Where in the transition it starts, 0...1.
    public var startProgress: Float = 0
    /// Where in the transition it ends, 0...1.
    public var endProgress: Float = 1

    /// A fade of the default duration (`CATransition()`).
    public init() {
        super.init(keyPath: nil)
    }

    /// A copy of the same class, its own settings included (see `LayerAnimation.copy()`).
    open override func copy() -> BasicAnimation {
        let c = copyingValues(into: LayerTransition())
        c.type = type
        c.subtype = subtype
        c.startProgress = startProgress
        c.endProgress = endProgress
        return c
    }
}
