import DemoKit
import Demos
import XCTest

@testable import PlaygroundKit

/// The catalog `Playground.main(demos:includingBuiltIns:)` runs with.
final class PlaygroundMainTests: XCTestCase {
    /// A user's demos alone, or after the nine built-in ones when asked.
    func testUserDemosAloneOrAfterTheBuiltIns() throws {
        try MainActor.assumeIsolated {
            let mine = PlaygroundDemo(name: "mine", title: "Mine", summary: "mine") {
                .init(rootViewController: ViewController())
            }
            XCTAssertEqual(try Playground.catalog([mine], includingBuiltIns: false).map(\.name), ["mine"])
            let both = try Playground.catalog([mine], includingBuiltIns: true).map(\.name)
            XCTAssertEqual(both, DemoCatalog.all.map { $0.name } + ["mine"])
        }
    }

    /// Two demos of one name are refused: `--demo NAME` could not tell them apart.
    func testTwoDemosOfOneNameAreRefused() throws {
        try MainActor.assumeIsolated {
            let fade = PlaygroundDemo(name: "fade", title: "Mine", summary: "mine") {
                .init(rootViewController: ViewController())
            }
            XCTAssertThrowsError(try Playground.catalog([fade], includingBuiltIns: true)) { error in
                XCTAssertEqual("\(error)", "two demos are named 'fade'; each needs its own name")
            }
        }
    }
}
