/// The subscribers of one subject and whether its stream has ended: what both subjects share.
final class SubscriberList<Output, Failure: Error> {
    private var next = 0
    private var subscribers: [Int: (value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] =
        [:]
    /// How the stream ended, once it has.
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds a subscriber; the token removes it. A subscriber to an ended stream hears the end at once.
    func add(
        value: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        if let ended = self.completion {
            completion(ended)
            return AnyCancellable {}
        }
        let id = next
        next += 1
        subscribers[id] = (value, completion)
        return AnyCancellable { [weak self] in self?.subscribers[id] = nil }
    }

    /// Sends `value` to every subscriber, in the order they subscribed; nothing after the end.
    func send(_ value: Output) {
        guard completion == nil else { return }
        for id in subscribers.keys.sorted() { subscribers[id]?.value(value) }
    }

    /// Ends the stream once: each subscriber hears it, then all are dropped.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ending = subscribers.keys.sorted().compactMap { subscribers[$0] }
        subscribers = [:]
        for s in ending { s.completion(completion) }
    }
}

/// A subject that sends each value to the subscribers it has at that moment and keeps none
/// (`PassthroughSubject`). Not thread-safe: send from one thread, as UI code does.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let list = SubscriberList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        list.add(value: receiveValue, completion: receiveCompletion)
    }

    public func send(_ value: Output) { list.send(value) }

    public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }
}

/// A subject that holds a current value (`CurrentValueSubject`): a new subscriber gets it at
/// once, and setting `value` sends it. Not thread-safe: send from one thread, as UI code does.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let list = SubscriberList<Output, Failure>()
    private var current: Output

    /// A subject whose current value is `value`.
    public init(_ value: Output) {
        current = value
    }

    /// The current value; setting it sends it to every subscriber (after the end it is only kept).
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if list.completion == nil { receiveValue(current) }
        return list.add(value: receiveValue, completion: receiveCompletion)
    }

    public func send(_ value: Output) {
        current = value
        list.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { list.finish(completion) }
}
