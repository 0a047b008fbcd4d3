// A small subset of Apple's Combine for UIKit code on Linux, which has no Combine: subjects
// that a library publishes its state through, and `sink` to receive it. No operators, no
// schedulers, no back-pressure (every subscriber takes every value as it is sent).

/// How a publisher's stream ended (`Subscribers.Completion`).
public enum Subscribers {
    /// The end of a stream: normally, or with an error.
    public enum Completion<Failure: Error> {
        /// The publisher sends no more values.
        case finished
        /// The publisher stopped with an error.
        case failure(Failure)
    }
}

/// Something that sends values over time to whoever subscribes (`Publisher`). Here a
/// subscriber is a pair of closures given to `sink`.
public protocol Publisher<Output, Failure> {
    /// The values sent.
    associatedtype Output
    /// The error that may end the stream; `Never` when none can.
    associatedtype Failure: Error

    /// Subscribes: `receiveValue` gets each value sent from now on and `receiveCompletion`
    /// the end of the stream, until the returned token is cancelled or freed.
    func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Subscribes to the values of a publisher that cannot fail (`sink(receiveValue:)`).
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// A publisher that code sends values through itself (`Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the stream: every subscriber hears `completion` once, and later sends do nothing.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends the empty value (`send()`).
    public func send() { send(()) }
}
