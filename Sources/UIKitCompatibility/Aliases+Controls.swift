import Engine

// UIKit's names for the control, button, control-state, content-mode and accessibility types, where a
// UIKit user looks for them (`UIButton.ButtonType`, `UIControl.State`, `UIView.ContentMode`).

extension Button {
    /// `UIButton.ButtonType` (`ButtonType`).
    public typealias ButtonType = Engine.ButtonType
}

/// `UIControl` (`Control`): the class `UIButton` and a library's own controls subclass.
public typealias UIControl = Control

extension Control {
    /// `UIControl.State` (`ControlState`).
    public typealias State = ControlState
}

extension View {
    /// `UIView.ContentMode` (`ContentMode`).
    public typealias ContentMode = Engine.ContentMode
}

/// `UIAccessibilityTraits` (`AccessibilityTraits`).
public typealias UIAccessibilityTraits = AccessibilityTraits
/// `UIAccessibilityCustomAction`: a named action an assistive technology offers.
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction

/// `UIResponder` (`Responder`): views and view controllers, linked by `next`.
public typealias UIResponder = Responder
