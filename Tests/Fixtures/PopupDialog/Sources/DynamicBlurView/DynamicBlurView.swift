// Not KyoheiG3/DynamicBlurView's code: a stand-in written for this fixture with the members
// PopupDialog uses, since that package is not available here. The real view blurs a
// snapshot of what lies behind it by `blurRadius`; this one draws the engine's backdrop blur
// (a regular blur material) while `blurRadius` is above zero.
@_exported import UIKit

open class DynamicBlurView: UIVisualEffectView {
    /// When the real view re-renders its snapshot; the engine's blur is always live.
    public enum TrackingMode {
        case tracking
        case common
        case none
    }

    open var blurRadius: CGFloat = 0 {
        didSet { effect = blurRadius > 0 ? UIBlurEffect(style: .regular) : nil }
    }

    open var trackingMode: TrackingMode = .none
    open var isDeepRendering = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }
}

extension DynamicBlurView {
    /// Re-renders the real view's snapshot; the engine's blur is always live.
    public func refresh() {}
}
