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

    /// `--version` of the built-in playground is the library's version alone; a user's own
    /// executable names itself (and its version, when `Playground.main` was given one) and the
    /// playground it runs on, so "0.2.0" is never read as the user's own release.
    func testVersionLineNamesTheUsersProgramAndThePlayground() {
        let library = PlaygroundVersion.current
        XCTAssertEqual(PlaygroundIdentity().versionText, library)
        var mine = PlaygroundIdentity()
        mine.name = "my-transition"
        XCTAssertEqual(mine.versionText, "my-transition (Transition Playground \(library))")
        mine.version = "1.4.0"
        XCTAssertEqual(mine.versionText, "my-transition 1.4.0 (Transition Playground \(library))")
        var builtInWithVersion = PlaygroundIdentity()
        builtInWithVersion.version = "9.0.0"
        XCTAssertEqual(builtInWithVersion.versionText, "playground-x11 9.0.0 (Transition Playground \(library))")
    }
}
