/// `NSKeyValueChangeKey`: the keys of the change dictionary an observer of a string key
/// path receives, spelled as Foundation spells them.
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key of this name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, the raw value of `NSKeyValueChange` (1, setting, for a property).
    public static let kindKey = KeyValueChangeKey(rawValue: "kind")
    /// The value after the change, when the observer asked for new values.
    public static let newKey = KeyValueChangeKey(rawValue: "new")
    /// The value before the change, when the observer asked for old values.
    public static let oldKey = KeyValueChangeKey(rawValue: "old")
    /// True in the notification sent before a change, when the observer asked for those.
    public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
    /// The indexes of a changed collection (never sent here: views' properties are set whole).
    public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
}

/// An object that hears of changes to a string key path it registered for
/// (`addObserver(_:forKeyPath:options:context:)`): UIKit code's observers override
/// `observeValue(forKeyPath:of:change:context:)` on a responder (a view or a controller), a
/// presentation controller, or an `NSObject` subclass, which all conform.
@preconcurrency @MainActor
public protocol KeyValueObserver: AnyObject {
    /// Called after each set of the observed property (and before it, for observers that
    /// asked for prior notifications), with the key path, the observed object, the change
    /// dictionary and the context given at registration.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

extension Responder: KeyValueObserver {}
