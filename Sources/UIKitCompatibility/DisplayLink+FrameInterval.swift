import Engine

extension DisplayLink {
    /// The number of display frames between fires (`frameInterval`, deprecated in iOS 10 for
    /// `preferredFramesPerSecond`): 1 fires every frame of a 60 Hz display, 2 every other.
    /// It is `preferredFramesPerSecond` seen the old way: setting n asks for 60/n frames a
    /// second, and a link with no preference answers 1. Values below 1 count as 1.
    public var frameInterval: Int {
        get { preferredFramesPerSecond > 0 ? max(1, 60 / preferredFramesPerSecond) : 1 }
        set { preferredFramesPerSecond = newValue <= 1 ? 0 : 60 / newValue }
    }
}
