import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// The window's tree drawn at scale 1 over white.
@MainActor private func render(_ window: Window) -> Framebuffer {
    let framebuffer = Framebuffer(width: 100, height: 100)
    Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
    return framebuffer
}

/// The drawing snippets (UIKitDrawingSnippets.swift) shown in a window and checked on
/// pixels.
final class UIKitDrawingSnippetTests: XCTestCase {
    /// UIKit, `draw(_:)`: "UIKit creates and configures a graphics context for drawing and
    /// adjusts the transform of that context so that its origin matches the origin of your
    /// view's bounds rectangle." The close button's circle and cross land in its frame;
    /// `setNeedsDisplay()` after a colour change redraws the cross.
    func testCloseButtonDrawsItsCircleAndCross() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            let button = CloseButtonView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            window.rootView.addSubview(button)
            window.tick()
            var fb = render(window)
            XCTAssertEqual(fb[40, 40], 0xFFFF_FFFF, "the cross's middle is white")
            XCTAssertEqual(fb[40, 28], 0xFF00_0000, "the circle around it is black")
            XCTAssertEqual(fb[21, 21], 0xFFFF_FFFF, "outside the circle nothing is drawn")
            button.crossColor = .red
            button.setNeedsDisplay()
            window.tick()
            fb = render(window)
            XCTAssertEqual(fb[40, 40], 0xFFFF_0000)
        }
    }

    /// Core Graphics, `drawLinearGradient(_:start:end:options:)` with no options paints
    /// between the start and the end only, within the clip: the badge's rounded corners
    /// stay white, its rows grade from black to white, and the red line lies over it.
    func testShadedBadgeGradesWithinItsClip() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            let badge = ShadedBadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootView.addSubview(badge)
            window.tick()
            let fb = render(window)
            XCTAssertEqual(fb[0, 0], 0xFFFF_FFFF, "cut by the rounded clip")
            for y in [10, 30, 70, 90] {
                XCTAssertEqual(Double(fb[50, y] >> 16 & 0xFF), (Double(y) + 0.5) / 100 * 255, accuracy: 1)
            }
            XCTAssertEqual(fb[50, 49] >> 16 & 0xFF, 255, "the red line")
            XCTAssertEqual(fb[50, 49] & 0xFF, 0)
        }
    }

    /// UIKit keeps the current graphics context per thread ("the current graphics context
    /// ... is thread-specific"), and drawing code in a type of its own is not bound to the
    /// main actor: the style kit's nonisolated method draws into the view's context, and
    /// another thread sees no context while the main thread draws.
    func testNonisolatedDrawingCodeReachesTheCurrentContextOfItsThread() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            window.rootView.addSubview(StyleKitDotView(frame: CGRect(x: 10, y: 10, width: 40, height: 40)))
            window.tick()
            let fb = render(window)
            XCTAssertEqual(fb[30, 30], 0xFFFF_0000, "the dot's middle")
            XCTAssertEqual(fb[11, 11], 0xFFFF_FFFF, "outside the dot")
        }
        let seen = expectation(description: "another thread")
        let box = ContextSeenBox()
        Thread.detachNewThread {
            box.sawContext = UIGraphicsGetCurrentContext() != nil
            seen.fulfill()
        }
        wait(for: [seen], timeout: 5)
        XCTAssertFalse(box.sawContext)
    }

    /// `UIGraphicsGetCurrentContext()` outside any drawing is nil, as in UIKit.
    func testNoContextOutsideDrawing() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIGraphicsGetCurrentContext())
        }
    }
}

/// What another thread saw, handed back to the test.
private final class ContextSeenBox: @unchecked Sendable {
    var sawContext = true
}
