import Engine

extension KeyboardType {
    /// `UIKeyboardType.alphabet`: UIKit's older name for `.asciiCapable`, deprecated there
    /// and the same keyboard, so a field set to it reads back `.asciiCapable` as on iOS.
    public static var alphabet: KeyboardType { .asciiCapable }
}
