/// A property that publishes its changes (`@Published`): `$property` is a publisher that
/// sends the current value at subscription and then each new value, from the property's
/// `willSet`, as Combine's does, so a subscriber that reads the property there still sees
/// the old value. Not thread-safe: set it from one thread, as UI code does.
@propertyWrapper
public struct Published<Value> {
    /// The value and its subscribers, shared by copies of the wrapper.
    fileprivate final class Storage {
        var value: Value
        let changes = PassthroughSubject<Value, Never>()
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// The property's value; setting it sends the new value first, then stores it.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set {
            storage.changes.send(newValue)
            storage.value = newValue
        }
    }

    /// The publisher of the property's values (`$property`).
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// The publisher of a published property (`Published.Publisher`): it never fails.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        fileprivate let storage: Storage

        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
            receiveValue: @escaping (Value) -> Void
        ) -> AnyCancellable {
            receiveValue(storage.value)
            return storage.changes.sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}
