import Engine
import Foundation
import Geometry

// The keyboard's notifications, for code that moves content out of the on-screen
// keyboard's way. The playground has no on-screen keyboard (keys come from the desktop's),
// so these are names only: they are never posted, and such code keeps its layout.

/// `UIResponder`'s keyboard names (`UIResponder.keyboardWillShowNotification`, ...).
extension Responder {
    /// Never posted: there is no on-screen keyboard.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Never posted.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Never posted.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Never posted.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Never posted.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Never posted.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")
    /// The key of the keyboard's final frame in a notification's `userInfo` (an `NSValue`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of the keyboard's first frame in a notification's `userInfo`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The key of the keyboard animation's duration in a notification's `userInfo`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The key of the keyboard animation's curve in a notification's `userInfo`.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension NSValue {
    /// `cgRectValue`: the rectangle the value holds (Foundation's `rectValue`, in the
    /// engine's geometry), as UIKit code reads a keyboard frame out of `userInfo`.
    public var cgRectValue: Rect {
        let r = rectValue
        return Rect(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width), height: Double(r.height))
    }

    /// `NSValue(cgPoint:)`: a value holding `point` (Foundation's `NSValue(point:)`), as
    /// UIKit code boxes a point to keep it in an associated object or a dictionary.
    public convenience init(cgPoint point: Point) {
        self.init(point: Foundation.CGPoint(x: point.x, y: point.y))
    }

    /// `cgPointValue`: the point the value holds (Foundation's `pointValue`, in the engine's geometry).
    public var cgPointValue: Point {
        let p = pointValue
        return Point(x: Double(p.x), y: Double(p.y))
    }
}
