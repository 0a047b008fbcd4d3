extension View {
    /// `accessibilityIgnoresInvertColors`: false unless set. Kept for UIKit code that marks
    /// photos and video this way; no display setting inverts colours here, so it changes
    /// nothing drawn.
    public var accessibilityIgnoresInvertColors: Bool {
        get { accessibility.ignoresInvertColors }
        set { accessibility.ignoresInvertColors = newValue }
    }
}
