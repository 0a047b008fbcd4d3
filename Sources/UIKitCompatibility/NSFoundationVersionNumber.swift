// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Foundation's version numbers, which older UIKit code compares to tell iOS releases apart
// (`floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1`). Apple's
// Foundation declares them; Linux's does not.

/// `NSFoundationVersionNumber`: the version of the Foundation the code runs on.
///
/// The playground follows iOS 18 (`UIDevice.current.systemVersion` is "18.0"). Apple stopped
/// naming Foundation versions after iOS 9, so no constant names iOS 18's; this is the first
/// number past `NSFoundationVersionNumber_iOS_9_x_Max`, the ceiling of every iOS 9 update.
/// What keeps it honest: every comparison with a named constant answers as it does on
/// iOS 10 and later, so code that branches on it takes its newest branch.
public let NSFoundationVersionNumber: Double = 1300

/// Foundation version released in iOS 7.0.
public var NSFoundationVersionNumber_iOS_7_0: Double { 1047.20 }
/// Foundation version released in iOS 7.1.
public var NSFoundationVersionNumber_iOS_7_1: Double { 1047.25 }
/// Foundation version released in iOS 8.0.
public var NSFoundationVersionNumber_iOS_8_0: Double { 1140.11 }
/// Foundation version released in iOS 8.1.
public var NSFoundationVersionNumber_iOS_8_1: Double { 1141.1 }
/// Foundation version released in iOS 8.2.
public var NSFoundationVersionNumber_iOS_8_2: Double { 1142.14 }
/// Foundation version released in iOS 8.3.
public var NSFoundationVersionNumber_iOS_8_3: Double { 1144.17 }
/// Foundation version released in iOS 8.4.
public var NSFoundationVersionNumber_iOS_8_4: Double { 1144.17 }
/// Foundation version ceiling for any update of iOS 8.x (an integer, as Apple declares it).
public var NSFoundationVersionNumber_iOS_8_x_Max: Int32 { 1199 }
/// Foundation version released in iOS 9.0.
public var NSFoundationVersionNumber_iOS_9_0: Double { 1240.1 }
/// Foundation version released in iOS 9.1.
public var NSFoundationVersionNumber_iOS_9_1: Double { 1241.14 }
/// Foundation version released in iOS 9.2.
public var NSFoundationVersionNumber_iOS_9_2: Double { 1242.12 }
/// Foundation version released in iOS 9.3.
public var NSFoundationVersionNumber_iOS_9_3: Double { 1242.12 }
/// Foundation version released in iOS 9.4.
public var NSFoundationVersionNumber_iOS_9_4: Double { 1280.25 }
/// Foundation version ceiling for any update of iOS 9.x (an integer, as Apple declares it).
public var NSFoundationVersionNumber_iOS_9_x_Max: Int32 { 1299 }
