// Foundation's `publisher(for:)`: a view property's changes as a publisher, over the key-value
// observing of views that UIKitCompatibility provides (Linux Foundation has none).

import UIKitCompatibility

extension KeyValueObservingView {
    /// The values of the property at `keyPath` as a publisher (`publisher(for:options:)`):
    /// with the default options, the current value at once and then the value after each
    /// change that `observe(_:options:changeHandler:)` reports for that key path.
    public nonisolated func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> KeyValueObservingPublisher<Self, Value> {
        KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

/// The publisher `publisher(for:options:)` returns (`NSObject.KeyValueObservingPublisher`):
/// it never fails. Views live on the main thread, so subscribe there, as UIKit code does.
public struct KeyValueObservingPublisher<Subject: KeyValueObservingView, Value>: Publisher {
    /// The values of the property.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    /// The observed view.
    public let object: Subject
    /// The observed property.
    public let keyPath: KeyPath<Subject, Value>
    /// Which values are sent: `.initial` adds the value at subscription, `.new` the value
    /// after each change.
    public let options: NSKeyValueObservingOptions

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable {
        nonisolated(unsafe) let receive = receiveValue
        nonisolated(unsafe) let path = keyPath
        let object = object
        let options = options
        let observation: NSKeyValueObservation? = MainActor.assumeIsolated {
            if options.contains(.initial) { receive(object[keyPath: path]) }
            guard options.contains(.new) else { return nil }
            return object.observe(path, options: [.new]) { view, _ in receive(view[keyPath: path]) }
        }
        return AnyCancellable {
            MainActor.assumeIsolated { observation?.invalidate() }
        }
    }
}
