import Foundation

// Core Foundation's wall-clock names, which UIKit code uses to time a gesture's samples and
// which Foundation on Linux does not declare.

/// `CFAbsoluteTime`: seconds since the reference date (1 January 2001, 00:00:00 UTC), as
/// `Date.timeIntervalSinceReferenceDate` counts them.
public typealias CFAbsoluteTime = Double

/// `CFAbsoluteTimeGetCurrent()`: the current time as seconds since the reference date. It is
/// the wall clock, so it may jump when the system clock is set; durations that must not
/// jump use `CACurrentMediaTime()`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
