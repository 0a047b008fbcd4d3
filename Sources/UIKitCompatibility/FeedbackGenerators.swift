// UIKit's haptic feedback generators. A desktop has no Taptic Engine, so each call is
// accepted and does nothing, as on an iPhone with haptics turned off.

/// `UIFeedbackGenerator`: the shared `prepare()` of the three generators.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// `prepare()`: nothing to wake up here.
    open func prepare() {}
}

/// `UIImpactFeedbackGenerator`: a collision felt as a tap (a no-op here).
@preconcurrency @MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light, medium, heavy, soft, rigid
    }
    /// The style the generator was made with.
    public let style: FeedbackStyle
    /// A generator of `style` impacts (`.medium` by default, as UIKit's `init()`).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }
    /// `impactOccurred()`: no haptics here.
    public func impactOccurred() {}
    /// `impactOccurred(intensity:)`: no haptics here.
    public func impactOccurred(intensity: Double) {}
}

/// `UISelectionFeedbackGenerator`: a selection changed (a no-op here).
@preconcurrency @MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `selectionChanged()`: no haptics here.
    public func selectionChanged() {}
}

/// `UINotificationFeedbackGenerator`: a task succeeded, failed or warned (a no-op here).
@preconcurrency @MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success, warning, error
    }
    /// `notificationOccurred(_:)`: no haptics here.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}
