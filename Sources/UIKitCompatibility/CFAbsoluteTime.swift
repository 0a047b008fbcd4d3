// Core Foundation's wall-clock names, which UIKit code uses to time a gesture's samples.
// Foundation on Linux does not bring them, but Core Foundation's module has them: they are
// re-exported from it rather than declared again, so a file that imports both
// `CoreFoundation` and UIKit finds one `CFAbsoluteTimeGetCurrent()`, not two ambiguous ones.
// `CFAbsoluteTime` is seconds since the reference date (1 January 2001, 00:00:00 UTC), and
// `CFAbsoluteTimeGetCurrent()` the wall clock, which may jump when the system clock is set;
// durations that must not jump use `CACurrentMediaTime()`.
@_exported import typealias CoreFoundation.CFAbsoluteTime
@_exported import func CoreFoundation.CFAbsoluteTimeGetCurrent
// `CFTypeRef`, any Core Foundation object (`AnyObject`), likewise Core Foundation's own: UIKit
// code casts a font to it for `CATextLayer.font` (`font as CFTypeRef`).
@_exported import typealias CoreFoundation.CFTypeRef
