import Engine
import Geometry
import Transitions
import XCTest

/// A segue subclass as card libraries write one: it sets its transitioning delegate and
/// custom style on the destination, then calls `super.perform()`.
@MainActor private final class CustomStyleSegue: StoryboardSegue {
    var prepared = false
    override func perform() {
        destination.modalPresentationStyle = .overFullScreen
        prepared = true
        super.perform()
    }
}

/// A controller that notes what it was asked about segues.
@MainActor private final class SourceController: ViewController {
    var askedToPrepare: [String?] = []
    override func prepare(for segue: StoryboardSegue, sender: Any?) { askedToPrepare.append(segue.identifier) }
}

/// UIKit's `UIStoryboardSegue` made in code: `init(identifier:source:destination:)` keeps its
/// three values; `perform()` ("Subclasses override this method and use it to perform the
/// animations from the views in source to the views in destination") is overridable and
/// its base presents the destination from the source, as a storyboard's modal segue does;
/// a segue made with a `performHandler` runs the handler instead. `performSegue` names a
/// storyboard segue, which cannot exist here: a diagnostic, nothing presented.
final class StoryboardSegueTests: XCTestCase {
    func testASubclassPerformsThroughSuperAndTheBasePresentsTheDestination() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 300, height: 500), clock: VirtualClock())
            let source = SourceController()
            window.rootViewController = source
            window.tick()
            let destination = ViewController()
            let segue = CustomStyleSegue(identifier: "card", source: source, destination: destination)
            XCTAssertEqual(segue.identifier, "card")
            XCTAssertTrue(segue.source === source)
            XCTAssertTrue(segue.destination === destination)
            segue.perform()
            XCTAssertTrue(segue.prepared)
            XCTAssertTrue(source.presentedViewController === destination)
            XCTAssertEqual(destination.modalPresentationStyle, .overFullScreen)
        }
    }

    func testAPerformHandlerRunsInsteadOfThePresentation() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 300, height: 500), clock: VirtualClock())
            let source = SourceController()
            window.rootViewController = source
            window.tick()
            var runs = 0
            let segue = StoryboardSegue(identifier: nil, source: source, destination: ViewController()) { runs += 1 }
            segue.perform()
            XCTAssertEqual(runs, 1)
            XCTAssertNil(source.presentedViewController)
        }
    }

    func testPerformSegueByIdentifierIsReportedAndPresentsNothing() {
        MainActor.assumeIsolated {
            let window = Window(size: Size(width: 300, height: 500), clock: VirtualClock())
            let source = SourceController()
            window.rootViewController = source
            window.tick()
            XCTAssertTrue(source.shouldPerformSegue(withIdentifier: "any", sender: nil))
            source.performSegue(withIdentifier: "showDetail", sender: nil)
            XCTAssertNil(source.presentedViewController)
            XCTAssertEqual(window.diagnostics.entries.map(\.kind), [.unknownSegue])
            XCTAssertTrue(window.diagnostics.entries.first?.message.contains("showDetail") ?? false)
        }
    }
}
