// Core Foundation's retain count, which UIKit code reads in debug checks (that a closure it
// ran did not keep a view alive). Swift objects keep the same count, in the Swift runtime.

/// The Swift runtime's strong reference count of an object.
@_silgen_name("swift_retainCount")
private func swiftRetainCount(_ object: UnsafeMutableRawPointer) -> Int

/// `CFGetRetainCount(_:)`: how many strong references hold `object` now, as the Swift
/// runtime counts them; 0 for nil. As Core Foundation warns of its own count, it is a
/// debugging aid: the compiler may add or remove references of its own, so compare two
/// readings taken the same way rather than expect a particular number.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFGetRetainCount(_ object: AnyObject?) -> Int {
    guard let object else { return 0 }
    return swiftRetainCount(Unmanaged.passUnretained(object).toOpaque())
}
