import DemoKit
import Demos
import XCTest

@testable import PlaygroundKit

/// The catalog `Playground.main(demos:)` runs with.
final class PlaygroundMainTests: XCTestCase {
    /// A user's demos alone, or after the built-in ones when the executable passes them.
    func testUserDemosAloneOrAfterTheBuiltIns() throws {
        try MainActor.assumeIsolated {
            let mine = PlaygroundDemo(name: "mine", title: "Mine", summary: "mine") {
                .init(rootViewController: ViewController())
            }
            XCTAssertEqual(try Playground.catalog([mine]).map(\.name), ["mine"])
            let both = try Playground.catalog(PlaygroundDemo.catalog + [mine]).map(\.name)
            XCTAssertEqual(both, DemoCatalog.all.map { $0.name } + ["mine"])
        }
    }

    /// Two demos of one name are refused: `--demo NAME` could not tell them apart.
    func testTwoDemosOfOneNameAreRefused() throws {
        try MainActor.assumeIsolated {
            let fade = PlaygroundDemo(name: "fade", title: "Mine", summary: "mine") {
                .init(rootViewController: ViewController())
            }
            XCTAssertThrowsError(try Playground.catalog(PlaygroundDemo.catalog + [fade])) { error in
                XCTAssertEqual("\(error)", "two demos are named 'fade'; each needs its own name")
            }
        }
    }
}
