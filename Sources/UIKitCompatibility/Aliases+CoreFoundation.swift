// Core Foundation's time name, which UIKit code uses for Core Animation durations and which
// Foundation on Linux does not declare.

/// `CFTimeInterval`: a duration in seconds, as `TimeInterval` is.
public typealias CFTimeInterval = Double
