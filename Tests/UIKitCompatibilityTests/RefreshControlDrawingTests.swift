import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// A pulled `UIRefreshControl` as drawn: a drag through the window's touch path opens it,
/// and the renderer's pixels show its spinner in the gap above the content.
///
/// Apple's documentation of `UIRefreshControl`: "When the user drags the top of the
/// scrollable content area downward, the scroll view reveals the refresh control, begins
/// animating its progress indicator, and notifies your app. You use that notification to
/// update your content and dismiss the refresh control." Of `tintColor`: "The tint color
/// for the refresh control."
final class RefreshControlDrawingTests: XCTestCase {
    /// The window's tree drawn at scale 1 over black, so the scroll view's white shows.
    @MainActor private static func render(_ window: Window) -> Framebuffer {
        let framebuffer = Framebuffer(width: 300, height: 300)
        Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .black)
        return framebuffer
    }

    /// The pixel's channels.
    private static func rgb(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
        (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    /// The pixels of the square of side 30 around (150, 30), where the spinner turns.
    private static func spinnerSquare(_ fb: Framebuffer) -> [(r: Int, g: Int, b: Int)] {
        (15..<45).flatMap { y in (135..<165).map { x in rgb(fb[x, y]) } }
    }

    func testAPullDrawsTheSpinnerAboveTheContentInItsTint() {
        MainActor.assumeIsolated {
            for tint in [nil, UIColor.red] {
                let clock = VirtualClock()
                let window = Window(size: CGSize(width: 300, height: 800), clock: clock)
                let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
                scroll.backgroundColor = .white
                scroll.contentSize = CGSize(width: 300, height: 600)
                let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
                content.backgroundColor = .blue
                scroll.addSubview(content)
                let control = UIRefreshControl()
                if let tint { control.tintColor = tint }
                var pulls = 0
                control.addTarget(for: .valueChanged) { _ in pulls += 1 }
                scroll.refreshControl = control
                window.rootView.addSubview(scroll)
                window.tick()
                XCTAssertTrue(
                    Self.spinnerSquare(Self.render(window)).allSatisfy { $0 == (0, 0, 255) }, "content at the top")

                window.send(.pointerDown(CGPoint(x: 150, y: 20)))
                for i in 1...30 {
                    clock.advance(by: 1.0 / 60)
                    window.send(.pointerMoved(CGPoint(x: 150, y: 20 + 600 * Double(i) / 30)))
                    window.tick()
                }
                window.send(.pointerUp(CGPoint(x: 150, y: 620)))
                for _ in 0..<90 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                }
                XCTAssertEqual(pulls, 1)
                XCTAssertEqual(scroll.contentOffset.y, -60, accuracy: 0.5)
                let fb = Self.render(window)
                XCTAssertEqual(fb[150, 70], 0xFF00_00FF, "the content starts under the open control")
                XCTAssertEqual(fb[10, 30], 0xFFFF_FFFF, "the control's sides show the scroll view")
                let square = Self.spinnerSquare(fb)
                if tint == nil {
                    let grey = square.filter { $0.r < 200 && abs($0.r - $0.g) < 12 && abs($0.b - $0.r) < 16 }
                    XCTAssertGreaterThan(grey.count, 20, "grey spokes are drawn")
                } else {
                    let red = square.filter { $0.r > 200 && $0.g < 160 && $0.b < 160 }
                    XCTAssertGreaterThan(red.count, 20, "the tint colours the spokes")
                }
                XCTAssertFalse(square.contains { $0 == (0, 0, 255) }, "no content behind the spinner")

                control.endRefreshing()
                for _ in 0..<90 {
                    clock.advance(by: 1.0 / 60)
                    window.tick()
                }
                XCTAssertTrue(Self.spinnerSquare(Self.render(window)).allSatisfy { $0 == (0, 0, 255) }, "closed again")
            }
        }
    }
}
