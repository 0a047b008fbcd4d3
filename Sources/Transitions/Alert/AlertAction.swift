/// One button of an alert or action sheet (`UIAlertAction`): its title, its style and the
/// handler that runs when the user taps it.
///
/// A class, as UIKit's is: the controller and `preferredAction` hold the same action by
/// identity, and turning `isEnabled` off after presentation dims the button already shown.
@preconcurrency @MainActor
public final class AlertAction {
    /// How a button looks and where it goes (`UIAlertAction.Style`), with UIKit's raw
    /// values so a style stored as an integer keeps its meaning.
    public enum Style: Int, Hashable, Sendable {
        /// The ordinary button: the tint colour, regular weight.
        case `default` = 0
        /// Leaves things as they were: bold, and placed by the controller (left of two
        /// buttons side by side, last in a column, in its own group in an action sheet).
        /// At most one per controller.
        case cancel = 1
        /// May change or delete data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// False dims the button and makes a tap on it do nothing (true by default).
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?() } }
    }
    /// Runs once the user tapped an enabled button and the controller was dismissed.
    let handler: ((AlertAction) -> Void)?
    /// Set by the controller showing the action, to dim or light its button.
    var onEnabledChange: (() -> Void)?

    /// An action titled `title` of `style` whose `handler` runs when the user picks it
    /// (`init(title:style:handler:)`).
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
