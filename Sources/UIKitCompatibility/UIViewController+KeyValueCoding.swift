// Key-value coding's string keys on a view controller, for the public properties UIKit code
// sets by name (ImageSlideshow sets `modalInPresentation` so older SDKs still compile it).
// With no Objective-C runtime, the keys are matched here, one by one.

extension UIViewController {
    /// `value(forKey:)`: the value of the public property `key` names, by its Objective-C
    /// key (`"modalInPresentation"` for `isModalInPresentation`, `"title"` and
    /// `"definesPresentationContext"`); nil for any other key.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "modalInPresentation": isModalInPresentation
        case "title": title
        case "definesPresentationContext": definesPresentationContext
        default: nil
        }
    }

    /// `setValue(_:forKey:)`: sets the public property `key` names (the keys `value(forKey:)`
    /// reads) when `value` is of its type; any other key or type is ignored, where UIKit would
    /// raise, since the keys UIKit code writes by name here are the private ones whose effect
    /// this environment lacks.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "modalInPresentation": if let flag = value as? Bool { isModalInPresentation = flag }
        case "title": title = value as? String
        case "definesPresentationContext": if let flag = value as? Bool { definesPresentationContext = flag }
        default: break
        }
    }
}
