// Core Animation's animations are key-value coding containers: code stores its own values on
// an animation by any key (the layer it animates, a step's name) and reads them back in the
// delegate's `animationDidStop(_:finished:)`. With no Objective-C runtime, the timing
// properties are reached by name here and every other key is kept in the animation itself.

extension LayerAnimation {
    /// `value(forKey:)`: a timing property by its Core Animation name (`"duration"`,
    /// `"beginTime"`, `"speed"`, `"timeOffset"`, `"repeatCount"`, `"repeatDuration"`,
    /// `"autoreverses"`, `"removedOnCompletion"`), a basic animation's `"keyPath"`,
    /// `"fromValue"`, `"toValue"` and `"byValue"`, or the value stored under any other key by
    /// `setValue(_:forKey:)`; nil for a key never set.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "duration": duration
        case "beginTime": beginTime
        case "speed": speed
        case "timeOffset": timeOffset
        case "repeatCount": repeatCount
        case "repeatDuration": repeatDuration
        case "autoreverses": autoreverses
        case "removedOnCompletion": isRemovedOnCompletion
        default:
            if let basic = self as? BasicAnimation, let value = basic.value(ofBasicKey: key) {
                value
            } else {
                customValues[key]
            }
        }
    }

    /// `setValue(_:forKey:)`: sets a timing property named by `key` (a value of the wrong
    /// type leaves it alone), or stores `value` under any other key, where a later
    /// `value(forKey:)` and the animation's `copy()` find it; nil removes it.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "duration": if let number = Self.double(value) { duration = number }
        case "beginTime": if let number = Self.double(value) { beginTime = number }
        case "speed": if let number = Self.double(value) { speed = Float(number) }
        case "timeOffset": if let number = Self.double(value) { timeOffset = number }
        case "repeatCount": if let number = Self.double(value) { repeatCount = Float(number) }
        case "repeatDuration": if let number = Self.double(value) { repeatDuration = number }
        case "autoreverses": if let flag = value as? Bool { autoreverses = flag }
        case "removedOnCompletion": if let flag = value as? Bool { isRemovedOnCompletion = flag }
        default:
            if let basic = self as? BasicAnimation, basic.setValue(value, ofBasicKey: key) { return }
            customValues[key] = value
        }
    }

    /// A number however it was boxed (`Double`, `Float`, `Int`).
    private static func double(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        default: nil
        }
    }
}

extension BasicAnimation {
    /// The basic animation's own properties by name, nil for any other key.
    fileprivate func value(ofBasicKey key: String) -> Any? {
        switch key {
        case "keyPath": keyPath
        case "fromValue": fromValue
        case "toValue": toValue
        case "byValue": byValue
        default: nil
        }
    }

    /// Sets one of the basic animation's own properties; false for any other key.
    fileprivate func setValue(_ value: Any?, ofBasicKey key: String) -> Bool {
        switch key {
        case "keyPath": keyPath = value as? String
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: return false
        }
        return true
    }
}
