import XCTest

@testable import PlaygroundKit

/// `--demo` with a name that is not a demo's: the one line names the demo it was likely meant
/// to be (its catalog title typed instead of its name, or a typing slip), then the valid names.
final class DemoNameSuggestionTests: XCTestCase {
    @MainActor
    private static func error(for name: String) throws -> String {
        let command = try XCTUnwrap(
            try PlaygroundCommand.parseAsRoot(["--headless", "--demo", name]) as? PlaygroundCommand)
        do {
            _ = try command.playgroundOptions(demos: [TestDemoController.entry, TestDemoController.second, titled])
        } catch {
            return "\(error)"
        }
        return ""
    }

    /// A demo whose title is not its name, as a user's "Card" demo named "card-sheet" is.
    @MainActor
    private static var titled: PlaygroundDemo {
        PlaygroundDemo(name: "card-sheet", title: "Card sheet", summary: "A card") {
            PlaygroundDemo.Running(rootViewController: TestDemoController())
        }
    }

    func testTheTitleTypedForTheNameSuggestsTheName() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(
                try Self.error(for: "Card sheet"),
                "unknown demo 'Card sheet' (did you mean 'card-sheet'?); valid names: test, other, card-sheet")
            XCTAssertTrue(try Self.error(for: "Test").contains("(did you mean 'test'?)"), "case")
        }
    }

    func testATypingSlipSuggestsTheNearName() throws {
        try MainActor.assumeIsolated {
            XCTAssertTrue(try Self.error(for: "card-shete").contains("(did you mean 'card-sheet'?)"))
            XCTAssertTrue(try Self.error(for: "othre").contains("(did you mean 'other'?)"))
        }
    }

    func testANameNearNothingSuggestsNothing() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(
                try Self.error(for: "sparkle"), "unknown demo 'sparkle'; valid names: test, other, card-sheet")
        }
    }
}
