import Foundation
import Renderer
import UIKitCompatibility
import XCTest

/// Layer and animation names UIKit presentation libraries use, through the UIKit names.
final class LayerAnimationGapsTests: XCTestCase {
    /// `CAGradientLayer.locations`: "An optional array of NSNumber objects defining the
    /// location of each gradient stop." Numbers made with `as NSNumber` and literals both
    /// set the stops, which read back as numbers and draw where they say.
    func testGradientLocationsAreNumbers() {
        MainActor.assumeIsolated {
            let gradient = CAGradientLayer()
            let start: CGFloat = 0.25
            gradient.locations = [start as NSNumber, 0.75 as NSNumber]
            XCTAssertEqual(gradient.locations?.map(\.doubleValue), [0.25, 0.75])
            gradient.locations = [0, 1]
            XCTAssertEqual(gradient.locations, [0, 1])
            gradient.locations = nil
            XCTAssertNil(gradient.locations)
        }
    }

    /// `CALayer.contents` holds what UIKit code puts there, an image's `CGImage`, and a
    /// view given another view's contents draws the same image.
    func testContentsTakeACGImage() throws {
        try MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                UIColor.black.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
            let source = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            source.layer.contents = try XCTUnwrap(image.cgImage)
            let copy = UIView(frame: source.frame)
            copy.layer.contents = source.layer.contents
            XCTAssertTrue(copy.layer.contents is CGImage)
            XCTAssertEqual(copy.makeLayer().content, source.makeLayer().content)
            XCTAssertNotEqual(copy.makeLayer().content, UIView(frame: source.frame).makeLayer().content)
        }
    }

    /// `CACurrentMediaTime()` is a plain function on Apple platforms, called from timers and
    /// background queues: here too it may be called off the main actor, and never runs
    /// backwards there.
    func testCurrentMediaTimeIsCallableOffTheMainActor() {
        let done = expectation(description: "read on another thread")
        Thread.detachNewThread {
            let first = CACurrentMediaTime()
            let second = CACurrentMediaTime()
            XCTAssertGreaterThan(first, 0)
            XCTAssertLessThanOrEqual(first, second)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    /// `CGContext.clip(to:mask:)`: "Maps a mask into the specified rectangle and intersects
    /// it with the current clipping area of the graphics context." UIKit code tints an icon
    /// so, taking the image's drawn area as the mask: filling the rectangle after the clip
    /// paints only there. A half-black image filled red through it is red on the left half
    /// and unpainted on the right.
    func testClipToAnImageMaskPaintsOnlyWhereTheImageIsDrawn() throws {
        try MainActor.assumeIsolated {
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
                UIColor.black.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let mask = try XCTUnwrap(icon.cgImage)
            let tinted = UIGraphicsImageRenderer(size: icon.size).image { context in
                context.cgContext.clip(to: CGRect(origin: .zero, size: icon.size), mask: mask)
                context.cgContext.setFillColor(UIColor.red.cgColor)
                context.cgContext.fill(CGRect(origin: .zero, size: icon.size))
            }
            let view = UIImageView(image: tinted)
            let framebuffer = Framebuffer(width: 20, height: 10)
            Renderer().renderFull(view.makeLayer(), into: framebuffer, scale: 1, background: .white)
            XCTAssertEqual(framebuffer[5, 5], 0xFFFF_0000)
            XCTAssertEqual(framebuffer[15, 5], 0xFFFF_FFFF, "nothing painted outside the mask")
        }
    }
}
