/// How a view draws inherited tints (`UIView.TintAdjustmentMode`).
public enum TintAdjustmentMode: Hashable, Sendable {
    /// Take the superview's mode (`.normal` at the root).
    case automatic
    /// Draw tints as they are.
    case normal
    /// Draw every tint grey, as iOS does under a modal.
    case dimmed
}
