import Foundation
import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// A view that fills and strokes under a shadow, as a progress ring or a card draws itself.
@MainActor
private final class ShadowedView: UIView {
    var blur: CGFloat = 0
    var color: UIColor? = .red
    var defaultColor = false

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        if defaultColor {
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: blur)
        } else {
            context.setShadow(offset: CGSize(width: 10, height: 10), blur: blur, color: color?.cgColor)
        }
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 10, y: 10, width: 30, height: 30))
        context.restoreGState()
        // Restored: no shadow under this one.
        context.setFillColor(UIColor.green.cgColor)
        context.fill(CGRect(x: 60, y: 60, width: 20, height: 20))
    }
}

/// The shadowed view, configured, drawn in a window at scale 1 over white.
@MainActor private func drawShadowed(_ configure: (ShadowedView) -> Void) -> Framebuffer {
    let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
    let view = ShadowedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .white
    configure(view)
    window.rootView.addSubview(view)
    window.tick()
    let framebuffer = Framebuffer(width: 100, height: 100)
    Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
    return framebuffer
}

/// `CGContext.setShadow` drawn by the context's fills: Core Graphics' documentation of
/// `setShadow(offset:blur:color:)`: "Enables shadowing with color a graphics context", with
/// `color` "The color of the shadow ... If you pass NULL, Core Graphics disables shadowing";
/// of `setShadow(offset:blur:)`: shadows are drawn "using a shadow color of black with 1/3
/// alpha". Shadows are part of the graphics state, so `restoreGState()` ends them.
final class CGContextShadowTests: XCTestCase {
    func testAHardShadowIsTheShapeMovedByTheOffsetUnderTheFill() {
        MainActor.assumeIsolated {
            let fb = drawShadowed { _ in }
            XCTAssertEqual(fb[25, 25], 0xFF00_0000, "the fill over its shadow")
            XCTAssertEqual(fb[45, 45], 0xFFFF_0000, "the red shadow, 10 points down and right")
            XCTAssertEqual(fb[45, 15], 0xFFFF_FFFF, "beside the fill, above the shadow")
            XCTAssertEqual(fb[15, 45], 0xFFFF_FFFF, "below the fill, left of the shadow")
            XCTAssertEqual(fb[85, 85], 0xFFFF_FFFF, "the fill after restoreGState has no shadow")
            XCTAssertEqual(fb[70, 70], 0xFF00_FF00)
        }
    }

    func testABlurredShadowFadesOutAndANilColourDrawsNone() {
        MainActor.assumeIsolated {
            let fb = drawShadowed { $0.blur = 8 }
            let red = { (x: Int, y: Int) in Int(fb[x, y] >> 16 & 0xFF) - Int(fb[x, y] & 0xFF) }
            // Sigma 4: the shadow's edge at x 50 is half strength, fading out over about 12 points.
            XCTAssertEqual(red(50, 35), 128, accuracy: 20, "half strength at the shadow's edge")
            XCTAssertGreaterThan(red(46, 35), red(50, 35), "stronger inside")
            XCTAssertGreaterThan(red(50, 35), red(54, 35), "weaker outside")
            XCTAssertEqual(red(65, 35), 0, "gone three sigma out")
            let none = drawShadowed { $0.color = nil }
            XCTAssertEqual(none[45, 45], 0xFFFF_FFFF, "a nil colour turns shadows off")
        }
    }

    func testTheDefaultShadowIsBlackAtOneThirdAlpha() {
        MainActor.assumeIsolated {
            let fb = drawShadowed { $0.defaultColor = true }
            let channel = Int(fb[45, 45] & 0xFF)
            XCTAssertEqual(channel, 170, accuracy: 1, "white under a third of black")
            XCTAssertEqual(fb[45, 45] >> 16 & 0xFF, fb[45, 45] & 0xFF, "grey")
        }
    }
}
