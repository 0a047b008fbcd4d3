import Engine

// UIKit's names for the button, control-state, content-mode and accessibility types, where a
// UIKit user looks for them (`UIButton.ButtonType`, `UIControl.State`, `UIView.ContentMode`).

extension Button {
    /// `UIButton.ButtonType` (`ButtonType`).
    public typealias ButtonType = Engine.ButtonType
}

/// `UIControl`'s nested names. Only `Button` is a control here, so `UIControl` is a namespace
/// for the state type, not a class to subclass.
public enum UIControl {
    /// `UIControl.State` (`ControlState`).
    public typealias State = ControlState
}

extension View {
    /// `UIView.ContentMode` (`ContentMode`).
    public typealias ContentMode = Engine.ContentMode
}

/// `UIAccessibilityTraits` (`AccessibilityTraits`).
public typealias UIAccessibilityTraits = AccessibilityTraits

/// `UIResponder` (`Responder`): views and view controllers, linked by `next`.
public typealias UIResponder = Responder
