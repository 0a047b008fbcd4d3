import Geometry
import LayerTree

/// The kinds of button `UIButton(type:)` makes (`UIButton.ButtonType`). Every kind draws as
/// `.system` here; the kind is kept so code that reads `buttonType` back sees what it asked for.
public enum ButtonType: Sendable {
    /// No system styling: the title colour is the caller's to set.
    case custom
    /// The tinted title that fades while pressed.
    case system
    /// A detail-disclosure button.
    case detailDisclosure
    /// An info button on a light background.
    case infoLight
    /// An info button on a dark background.
    case infoDark
    /// A contact-add button.
    case contactAdd
    /// A close button.
    case close
}

/// A control's state (`UIControl.State`) for per-state titles and colours. A button is in
/// one of these at a time here: `.disabled` wins over `.highlighted`, which wins over `.normal`.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The bits of the state.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled and not pressed.
    public static let normal = ControlState([])
    /// A touch is down inside.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// `isEnabled` is false.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected (kept, not drawn differently here).
    public static let selected = ControlState(rawValue: 1 << 2)
}

extension Button {
    /// Sets the title shown in `state` (`setTitle(_:for:)`). A state with no title of its own
    /// shows the `.normal` one, as UIKit's fall back does.
    public func setTitle(_ title: String?, for state: ControlState) {
        stateTitles[state] = title
        updateTitleAppearance()
    }

    /// The title shown in `state` (`title(for:)`): its own, else the `.normal` one.
    public func title(for state: ControlState) -> String? {
        stateTitles[state] ?? stateTitles[.normal]
    }

    /// Sets the title colour in `state` (`setTitleColor(_:for:)`); nil goes back to the tint.
    /// A state with no colour of its own uses the `.normal` one.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        stateTitleColors[state] = color
        updateTitleAppearance()
    }

    /// The title colour set for `state` (`titleColor(for:)`), else the `.normal` one.
    public func titleColor(for state: ControlState) -> Color? {
        stateTitleColors[state] ?? stateTitleColors[.normal]
    }

    /// The state the button draws now (`state`).
    public var state: ControlState {
        !isEnabled ? .disabled : isHighlighted ? .highlighted : .normal
    }
}
