import Platform
import Renderer
import XCTest

@testable import PlaygroundKit

/// Which of the window's events the watching process keeps and which go to the build on
/// screen. The rule: a key a text field could type goes to the build, whose own session
/// decides (its editing first responder before its shortcuts, as in a single run), so `q`
/// typed into a field is text there and not the end of the watch; only what no demo could
/// take stays with the watch (closing the window, its own Shift+R, exposes).
final class WatchKeyRouteTests: XCTestCase {
    func testQGoesToTheBuildOnScreenAndQuitsOnlyWithNoneShown() {
        for text in [nil, "q"] {
            XCTAssertEqual(LiveReloadHost.route(.key("q", text: text), buildShown: true), .children)
            XCTAssertEqual(LiveReloadHost.route(.key("q", text: text), buildShown: false), .quit)
        }
    }

    func testEveryOtherKeyAndPointerEventGoesToTheChildren() {
        let events: [WindowEvent] = [
            .key("a", text: "a"), .key("Escape"), .keyRepeat("q", text: "q"), .shiftedKey("q", text: "Q"),
            .pointerDown(x: 1, y: 2), .pointerMoved(x: 3, y: 4), .pointerUp(x: 5, y: 6),
            .scroll(x: 1, y: 1, dx: 0, dy: 1), .resize(width: 300, height: 200),
        ]
        for event in events {
            for shown in [true, false] {
                XCTAssertEqual(LiveReloadHost.route(event, buildShown: shown), .children, "\(event)")
            }
        }
    }

    func testTheWatchKeepsClosingShiftRAndExposes() {
        let area = PixelRect(x: 1, y: 2, width: 3, height: 4)
        for shown in [true, false] {
            XCTAssertEqual(LiveReloadHost.route(.close, buildShown: shown), .quit)
            XCTAssertEqual(LiveReloadHost.route(.shiftedKey("r", text: "R"), buildShown: shown), .restart)
            XCTAssertEqual(LiveReloadHost.route(.expose(area), buildShown: shown), .redraw(area))
        }
    }
}
