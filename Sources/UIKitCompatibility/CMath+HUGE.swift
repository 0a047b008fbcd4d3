/// `HUGE`: the largest finite `Float` (Darwin's `math.h` defines it as `MAXFLOAT`), which
/// Core Animation code sets as a `repeatCount` to repeat for as long as the app runs.
/// Linux's C library does not export it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let HUGE: Float = .greatestFiniteMagnitude

/// `MAXFLOAT`: the largest finite `Float`, the name `math.h` gives it on Darwin and the one
/// Core Animation code most often writes for a `repeatCount` that never runs out. Linux's C
/// library does not export it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MAXFLOAT: Float = .greatestFiniteMagnitude
