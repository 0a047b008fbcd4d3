// Key-value coding's string keys on the application and on views. With no Objective-C
// runtime here, properties cannot be looked up by name; UIKit code that reads a private key
// (`value(forKey: "statusBar")`) already handles the nil an unknown key gives on newer iOS.

extension UIApplication {
    /// `value(forKey:)`: always nil. The keys UIKit code reads here are private ones
    /// (`"statusBar"`, `"statusBarWindow"`) that name views this environment does not have,
    /// and no public property is readable by name without Objective-C's runtime.
    public func value(forKey key: String) -> Any? { nil }

    /// `setValue(_:forKey:)`: ignored, for the same reason `value(forKey:)` reads nil.
    /// UIKit raises for a key it does not know; here nothing is written and nothing raises,
    /// since the keys such code writes are private ones whose effect this environment lacks.
    public func setValue(_ value: Any?, forKey key: String) {}
}

extension View {
    /// `value(forKey:)` on a view: always nil, as on `UIApplication`: a view's properties
    /// are not readable by name without Objective-C's runtime, and the keys UIKit code reads
    /// by name are private ones (`"_placeholderLabel"`, `"statusBar"`) this view does not have.
    public func value(forKey key: String) -> Any? { nil }

    /// `setValue(_:forKey:)` on a view: ignored, as on `UIApplication`.
    public func setValue(_ value: Any?, forKey key: String) {}
}

extension UIScreen {
    /// `value(forKey:)` on the screen: always nil, as on `UIApplication`. The keys UIKit
    /// code reads from a screen by name are private ones (`"_displayCornerRadius"`) that
    /// such code already falls back from when they read nil.
    public func value(forKey key: String) -> Any? { nil }

    /// `setValue(_:forKey:)` on the screen: ignored, as on `UIApplication`.
    public func setValue(_ value: Any?, forKey key: String) {}
}
