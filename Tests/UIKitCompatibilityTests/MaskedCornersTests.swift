import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Core Animation, `maskedCorners`: "Defines which of the four corners receives the masking
/// when using cornerRadius property. Defaults to all four corners." Only the named corners
/// round, for the background and, with `masksToBounds`, for the clip of the subviews; the
/// others stay square.
final class MaskedCornersTests: XCTestCase {
    @MainActor private static func render(_ view: UIView) -> Framebuffer {
        let window = Window(size: CGSize(width: 100, height: 100), clock: VirtualClock())
        window.rootView.addSubview(view)
        window.tick()
        let framebuffer = Framebuffer(width: 100, height: 100)
        Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        return framebuffer
    }

    func testOnlyTheMaskedCornersOfTheBackgroundRound() {
        MainActor.assumeIsolated {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .red
            card.layer.cornerRadius = 30
            XCTAssertEqual(
                card.layer.maskedCorners,
                [
                    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
                ])
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let fb = Self.render(card)
            XCTAssertEqual(fb[1, 1], 0xFFFF_FFFF, "top left: rounded away")
            XCTAssertEqual(fb[98, 1], 0xFFFF_FFFF, "top right: rounded away")
            XCTAssertEqual(fb[1, 98], 0xFFFF_0000, "bottom left: square")
            XCTAssertEqual(fb[98, 98], 0xFFFF_0000, "bottom right: square")
            XCTAssertEqual(fb[50, 1], 0xFFFF_0000, "the top edge between the corners")
        }
    }

    func testMasksToBoundsClipsSubviewsToTheSameOutline() {
        MainActor.assumeIsolated {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.layer.cornerRadius = 30
            card.layer.masksToBounds = true
            card.layer.maskedCorners = [.layerMinXMaxYCorner]
            let fill = UIView(frame: card.bounds)
            fill.backgroundColor = .blue
            card.addSubview(fill)
            let fb = Self.render(card)
            XCTAssertEqual(fb[1, 98], 0xFFFF_FFFF, "bottom left: the subview is clipped round")
            XCTAssertEqual(fb[1, 1], 0xFF00_00FF, "top left: square")
            XCTAssertEqual(fb[98, 98], 0xFF00_00FF, "bottom right: square")
        }
    }

    /// A layer used as another's `mask` masks with its own outline: its partial
    /// `maskedCorners` round only those corners of what it reveals.
    func testAMaskLayerRoundsOnlyItsMaskedCorners() {
        MainActor.assumeIsolated {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.backgroundColor = .red
            let mask = CALayer()
            mask.frame = card.bounds
            mask.backgroundColor = UIColor.black.cgColor
            mask.cornerRadius = 30
            mask.maskedCorners = [.layerMaxXMaxYCorner]
            card.layer.mask = mask
            let fb = Self.render(card)
            XCTAssertEqual(fb[98, 98], 0xFFFF_FFFF, "bottom right: rounded away by the mask")
            XCTAssertEqual(fb[1, 1], 0xFFFF_0000, "top left: square")
            XCTAssertEqual(fb[1, 98], 0xFFFF_0000, "bottom left: square")
        }
    }
}
