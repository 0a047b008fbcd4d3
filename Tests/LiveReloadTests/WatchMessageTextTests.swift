import Platform
import XCTest

@testable import PlaygroundKit

/// Live reload forwards and replays keys as words on a line; what a key typed must come
/// through whole (a space, a quote, letters beyond ASCII), and a key without text stays
/// the line it always was, so older replay files read the same.
final class WatchMessageTextTests: XCTestCase {
    func testKeysWithTextSurviveTheirWords() {
        let events: [WindowEvent] = [
            .key("space", text: " "), .shiftedKey("q", text: "Q"), .keyRepeat("e", text: "é"),
            .key("U", text: "中😀\""), .key("Escape"), .shiftedKey("r"),
        ]
        for event in events {
            XCTAssertEqual(WindowEvent(watchText: event.watchText), event, event.watchText)
            XCTAssertFalse(event.watchText.contains("  "))
        }
        XCTAssertEqual(WindowEvent.key("Escape").watchText, "key Escape")
        XCTAssertEqual(WindowEvent.key("space", text: " ").watchText, "key space 20")
        XCTAssertNil(WindowEvent(watchText: "key a zz"), "a broken text word is no event")
    }
}
