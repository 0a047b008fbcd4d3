import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// The window's tree drawn at scale 1 over white.
@MainActor private func draw(_ window: Window) -> Framebuffer {
    let framebuffer = Framebuffer(width: 100, height: 100)
    Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
    return framebuffer
}

/// The shape-layer snippets (UIKitShapeSnippets.swift) laid out and drawn in a window on
/// a virtual clock, checked on pixels.
final class UIKitShapeSnippetTests: XCTestCase {
    /// UIKit: "The layer's alpha channel determines how much of the layer's content and
    /// background shows through. Fully or partially opaque pixels allow the underlying
    /// content to show through, but fully transparent pixels block that content" (CALayer,
    /// `mask`). The sheet's top corners are cut to a 16-point radius, its bottom corners and
    /// its body are drawn, and a subview is cut with it.
    func testTheRoundedTopSheetCutsOnlyItsTopCorners() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            let sheet = RoundedTopSheetView(frame: CGRect(x: 0, y: 40, width: 100, height: 60))
            sheet.backgroundColor = .systemBlue
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            header.backgroundColor = .black
            sheet.addSubview(header)
            window.rootView.addSubview(sheet)
            window.tick()
            let pixels = draw(window)
            let white: UInt32 = 0xFFFF_FFFF
            XCTAssertEqual(pixels[1, 41], white, "top left corner cut (header and sheet)")
            XCTAssertEqual(pixels[98, 41], white, "top right corner cut")
            XCTAssertEqual(pixels[50, 40], 0xFF00_0000, "the header between the corners")
            XCTAssertEqual(pixels[0, 99], 0xFF00_7AFF, "bottom left square, system blue")
            XCTAssertEqual(pixels[99, 99], 0xFF00_7AFF, "bottom right square")
            // A resize lays out again and the mask follows the new bounds.
            sheet.frame = CGRect(x: 0, y: 20, width: 100, height: 80)
            window.tick()
            let taller = draw(window)
            XCTAssertEqual(taller[1, 21], white)
            XCTAssertEqual(taller[50, 25], 0xFF00_0000)
        }
    }

    /// The ring's strokeEnd draws that fraction of the circle clockwise from twelve o'clock;
    /// animated with ease-in-ease-out it is drawn half way (the curve is symmetric) half way
    /// through its 0.3 s, while the model already holds the end.
    func testTheProgressRingDrawsItsStrokeEndAndAnimatesIt() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: CGSize(width: 100, height: 100), clock: clock)
            let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootView.addSubview(ring)
            ring.setProgress(0.25, animated: false)
            window.tick()
            var pixels = draw(window)
            let white: UInt32 = 0xFFFF_FFFF
            // The ring's centre line has radius 47; the stroke covers 44...50 from (50, 50).
            XCTAssertNotEqual(pixels[84, 16], white, "an eighth of the way round: drawn")
            XCTAssertEqual(pixels[16, 84], white, "five eighths round: not yet")
            XCTAssertEqual(pixels[50, 50], white, "a ring, not a disc: clear fill")
            ring.setProgress(0.75, animated: true)
            XCTAssertTrue(window.isAnimating)
            clock.advance(by: 0.15)
            window.tick()
            let shape = ring.layer as! CAShapeLayer
            XCTAssertEqual(shape.presentation()?.strokeEnd ?? 0, 0.5, accuracy: 1e-6)
            XCTAssertEqual(shape.strokeEnd, 0.75, "the model is the end value")
            pixels = draw(window)
            XCTAssertNotEqual(pixels[84, 84], white, "three eighths round: drawn at 0.5")
            XCTAssertEqual(pixels[16, 84], white, "five eighths round: not yet")
            clock.advance(by: 0.2)
            window.tick()
            pixels = draw(window)
            XCTAssertNotEqual(pixels[16, 84], white, "at the end: drawn")
            XCTAssertEqual(pixels[16, 16], white, "seven eighths round: beyond 0.75")
            XCTAssertFalse(window.isAnimating)
        }
    }
}
