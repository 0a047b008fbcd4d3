// Small names real UIKit libraries use that have nothing to draw here: kept, documented,
// so the code compiles and behaves as on a device where that is possible.

/// `UIStatusBarAnimation` (`StatusBarAnimation`).
public typealias UIStatusBarAnimation = StatusBarAnimation

/// Nanoseconds in a second, as Darwin's Dispatch defines it (`NSEC_PER_SEC`); Linux's has none.
/// The C names are kept, so the formatter's camel-case rule is waived for these four.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond (`NSEC_PER_MSEC`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond (`NSEC_PER_USEC`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second (`USEC_PER_SEC`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let USEC_PER_SEC: UInt64 = 1_000_000

/// `UIBaselineAdjustment` (`BaselineAdjustment`).
public typealias UIBaselineAdjustment = BaselineAdjustment
