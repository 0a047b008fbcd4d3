// Only Combine: what a UIKit library that publishes its state imports besides UIKit.
import Combine
import UIKitCompatibility
import XCTest

/// Apple, `CurrentValueSubject`: "A subject that wraps a single value and publishes a new
/// element whenever the value changes. Unlike PassthroughSubject, CurrentValueSubject
/// maintains a buffer of the most recently published element." `PassthroughSubject`: "Unlike
/// CurrentValueSubject, a PassthroughSubject doesn't have an initial value or a buffer of the
/// most recently-published element." `AnyCancellable`: "An AnyCancellable instance
/// automatically calls cancel() when deinitialized."
final class CombineSubsetTests: XCTestCase {
    func testACurrentValueSubjectGivesItsValueAtOnceThenEachChange() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var received: [Int] = []
        let token = subject.sink { received.append($0) }
        subject.send(2)
        subject.value = 3
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(subject.value, 3)
        token.cancel()
        subject.send(4)
        XCTAssertEqual(received, [1, 2, 3], "nothing after cancel")
        XCTAssertEqual(subject.value, 4, "the value is still kept")
    }

    func testAPassthroughSubjectKeepsNoValueAndATokenCancelsWhenFreed() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("before anyone listens")
        var received: [String] = []
        var tokens = Set<AnyCancellable>()
        subject.sink { received.append($0) }.store(in: &tokens)
        var other: [String] = []
        var token: AnyCancellable? = subject.sink { other.append($0) }
        subject.send("a")
        token = nil
        subject.send("b")
        XCTAssertNil(token)
        XCTAssertEqual(received, ["a", "b"], "no buffered value, then every send")
        XCTAssertEqual(other, ["a"], "a freed token cancels")
    }

    struct Failure: Error, Equatable {}

    func testCompletionEndsTheStreamOnceForEverySubscriber() {
        let subject = PassthroughSubject<Int, Failure>()
        var events: [String] = []
        let token = subject.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: events.append("finished")
                case .failure: events.append("failure")
                }
            }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .failure(Failure()))
        subject.send(2)
        subject.send(completion: .finished)
        XCTAssertEqual(events, ["1", "failure"])
        var late: [String] = []
        let lateToken = subject.sink(receiveCompletion: { _ in late.append("ended") }, receiveValue: { _ in })
        XCTAssertEqual(late, ["ended"], "a subscriber after the end hears it at once")
        _ = (token, lateToken)
    }

    /// Apple, `NSObject.publisher(for:options:)`: "Returns a publisher that emits elements
    /// when the value of a key-value observing-compliant property changes"; by default
    /// (`[.initial, .new]`) the current value first.
    func testAViewPropertyPublisherSendsTheCurrentValueThenEachChange() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            var widths: [Double] = []
            var token: AnyCancellable? = view.publisher(for: \.bounds).sink { widths.append($0.width) }
            view.bounds.size.width = 30
            view.frame = CGRect(x: 5, y: 5, width: 40, height: 20)
            XCTAssertEqual(widths, [10, 30, 40])
            token = nil
            view.bounds.size.width = 50
            XCTAssertEqual(widths, [10, 30, 40], "a freed token stops the observation")
            XCTAssertNil(token)
            var onlyNew: [Double] = []
            let newOnly = view.publisher(for: \.bounds, options: [.new]).sink { onlyNew.append($0.width) }
            view.bounds.size.width = 60
            XCTAssertEqual(onlyNew, [60], "no initial value without .initial")
            _ = newOnly
        }
    }

    final class Model {
        @Published var progress = 0.0
    }

    /// Apple, `Published`: "When the property changes, publishing occurs in the property's
    /// willSet block, meaning subscribers receive the new value before it's actually set on
    /// the property." A subscriber gets the current value first.
    func testAPublishedPropertySendsFromWillSet() {
        let model = Model()
        var seen: [(sent: Double, stored: Double)] = []
        let token = model.$progress.sink { seen.append(($0, model.progress)) }
        model.progress = 0.5
        model.progress = 1
        XCTAssertEqual(seen.map(\.sent), [0, 0.5, 1])
        XCTAssertEqual(seen.map(\.stored), [0, 0, 0.5], "the property still holds the old value")
        XCTAssertEqual(model.progress, 1)
        token.cancel()
        model.progress = 2
        XCTAssertEqual(seen.count, 3)
    }
}
