import PlaygroundKit
import UIKitCompatibility
import XCTest

@testable import Renderer

/// `UIImage.draw(in:blendMode:alpha:)`: "Draws the entire image in the specified rectangle
/// and with the specified blend mode and alpha values." And `CGBlendMode.destinationOut`:
/// "R = D*(1 - Sa)". A badge library cuts a glyph out of a filled shape this way.
final class UIKitImageBlendDrawingTests: XCTestCase {
    func testDrawingAnImageWithDestinationOutCutsItOut() throws {
        try MainActor.assumeIsolated {
            let glyph = try XCTUnwrap(
                UIImage(
                    systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .black)))
            let badge = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
                glyph.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20), blendMode: .destinationOut, alpha: 1)
                glyph.draw(at: CGPoint(x: 0, y: 8), blendMode: .normal, alpha: 0.5)
            }
            let window = Window(size: CGSize(width: 20, height: 20), clock: VirtualClock())
            window.rootView.backgroundColor = .white
            window.rootView.addSubview(UIImageView(image: badge))
            window.tick()
            let frame = Framebuffer(width: 20, height: 20)
            Renderer().renderFull(window.layerTree(), into: frame, scale: 1, background: .white)
            XCTAssertEqual(frame[10, 10], 0xFFFF_FFFF, "the bar is cut out: the white background shows")
            XCTAssertEqual(frame[10, 3], 0xFFFF_0000, "red above the bar")
            // The second draw, half-transparent black at normal, lands 8 points lower.
            XCTAssertEqual(frame[10, 18], 0xFF7F_0000, "black at alpha 128 over red: 255 * 127 / 255")
        }
    }
}
