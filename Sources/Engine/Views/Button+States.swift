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

/// A control's state (`UIControl.State`) for per-state titles and colours: the union of
/// the states that hold. A button with nothing set for the whole union shows what is set
/// for the one that counts most (`.disabled`, then `.highlighted`, then `.selected`), else
/// the `.normal` one.
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
    /// `isSelected` is true.
    public static let selected = ControlState(rawValue: 1 << 2)
}

extension ControlState {
    /// The part of a combined state a title falls back to: `.disabled` over `.highlighted`
    /// over `.selected`.
    var strongest: ControlState {
        if contains(.disabled) { return .disabled }
        if contains(.highlighted) { return .highlighted }
        if contains(.selected) { return .selected }
        return .normal
    }

    /// What `table` holds for this state, as every per-state setting of a button falls
    /// back: the state's own, else its strongest part's, else the `.normal` one.
    func pick<Value>(from table: [ControlState: Value]) -> Value? {
        table[self] ?? table[strongest] ?? table[.normal]
    }
}
