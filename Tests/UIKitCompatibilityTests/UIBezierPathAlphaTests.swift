import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Black paths over white: the left half filled at half alpha, then the right half
/// filled plainly; a horizontal line stroked at a quarter alpha, then a vertical one plainly.
private final class AlphaPathsView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.black.set()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50)).fill(with: .normal, alpha: 0.5)
        UIBezierPath(rect: CGRect(x: 50, y: 0, width: 50, height: 50)).fill()
        let across = UIBezierPath()
        across.move(to: CGPoint(x: 0, y: 75))
        across.addLine(to: CGPoint(x: 100, y: 75))
        across.lineWidth = 10
        across.stroke(with: .normal, alpha: 0.25)
        let down = UIBezierPath()
        down.move(to: CGPoint(x: 90, y: 55))
        down.addLine(to: CGPoint(x: 90, y: 100))
        down.lineWidth = 10
        down.stroke()
    }
}

/// `fill(with:alpha:)` and `stroke(with:alpha:)` over pixels.
final class UIBezierPathAlphaTests: XCTestCase {
    /// UIKit, `fill(with:alpha:)`: "The amount of transparency to apply to the filled path";
    /// `stroke(with:alpha:)`: "This method automatically saves the current graphics state
    /// prior to drawing and restores that state when it is done." Each path takes its own
    /// alpha (black at alpha a over white leaves 255 * (1 - a), within one step of
    /// rounding), and the alpha ends with the call: the plain fill and stroke after it are
    /// opaque.
    func testAlphaAppliesToItsOwnPathOnly() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
            window.rootView.addSubview(AlphaPathsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            window.tick()
            let fb = Framebuffer(width: 100, height: 100)
            Renderer().renderFull(window.layerTree(), into: fb, scale: 1, background: .white)
            func red(_ x: Int, _ y: Int) -> Double { Double(fb[x, y] >> 16 & 0xFF) }
            XCTAssertEqual(red(25, 25), 255 * 0.5, accuracy: 1, "filled at half alpha")
            XCTAssertEqual(red(75, 25), 0, "the plain fill after it is opaque")
            XCTAssertEqual(red(25, 75), 255 * 0.75, accuracy: 1, "stroked at a quarter alpha")
            XCTAssertEqual(red(90, 90), 0, "the plain stroke after it is opaque")
        }
    }
}
