extension Control {
    /// How a control places its content across its width (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable, Hashable {
        /// Centred, the default.
        case center
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Stretched across the width.
        case fill
        /// Against the leading edge: the left, as layout here runs left to right.
        case leading
        /// Against the trailing edge: the right.
        case trailing
    }

    /// How a control places its content across its height (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable, Hashable {
        /// Centred, the default.
        case center
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Stretched across the height.
        case fill
    }
}
