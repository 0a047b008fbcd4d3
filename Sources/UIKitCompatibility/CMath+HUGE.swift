/// `HUGE`: the largest finite `Float` (Darwin's `math.h` defines it as `MAXFLOAT`), which
/// Core Animation code sets as a `repeatCount` to repeat for as long as the app runs.
/// Linux's C library does not export it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let HUGE: Float = .greatestFiniteMagnitude
