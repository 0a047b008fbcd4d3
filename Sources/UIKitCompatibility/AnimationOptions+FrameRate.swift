/// The frame-rate hints of `UIView.AnimationOptions`, in UIKit's bits (24 to 27), so
/// options read from or passed to UIKit code keep their meaning next to the curve bits.
extension AnimationOptions {
    /// `preferredFramesPerSecondDefault`: no preference; the display's own rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// `preferredFramesPerSecond60`: asks for 60 frames a second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// `preferredFramesPerSecond30`: asks for 30 frames a second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The frame rate the options ask for: 60, 30, or nil for the display's own. A hint, as
    /// in UIKit: the playground draws every frame its window is given, so an animation runs
    /// the same length of time whatever it asks.
    public var preferredFramesPerSecond: Int? {
        switch (rawValue >> 24) & 0xF {
        case 3: return 60
        case 7: return 30
        default: return nil
        }
    }
}
