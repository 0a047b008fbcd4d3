import Geometry
import XCTest

@testable import Engine

/// A 20 x 12 image drawn in code, as galleries draw their thumb.
private func drawnImage(width: Double = 20, height: Double = 12) -> Image {
    ImageDrawing.begin(size: Size(width: width, height: height), scale: 1)
    let image = ImageDrawing.currentImage()!
    ImageDrawing.end()
    return image
}

final class SliderImagesTests: XCTestCase {
    // Apple, UISlider.currentThumbImage: "The active control state determines which thumb
    // image is stored in this property." and "If no custom thumb images have been set using
    // the setThumbImage(_:for:) method, this property is nil." setThumbImage(_:for:): "When
    // you specify a custom thumb image, the slider ignores the custom thumb tint color".
    func testTheCurrentImageFollowsTheStateFallingBackToNormal() {
        MainActor.assumeIsolated {
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 31))
            slider.thumbTintColor = Color(r8: 255, g8: 0, b8: 0)
            XCTAssertNil(slider.currentThumbImage)
            let normal = drawnImage()
            let highlighted = drawnImage(width: 30, height: 30)
            slider.setThumbImage(normal, for: .normal)
            slider.setThumbImage(highlighted, for: .highlighted)
            XCTAssertTrue(slider.currentThumbImage === normal)
            XCTAssertTrue(slider.thumbImage(for: .highlighted) === highlighted)
            slider.isEnabled = false
            XCTAssertTrue(slider.currentThumbImage === normal, "no disabled image: the normal one")
            XCTAssertNil(slider.thumbImage(for: .disabled))
            slider.isEnabled = true
            slider.layoutIfNeeded()
            XCTAssertEqual(slider.thumb.bounds.size, normal.size, "the thumb takes the image's size")
            XCTAssertNil(slider.thumb.backgroundColor, "the tint is ignored under an image")
            slider.setThumbImage(nil, for: .normal)
            slider.setThumbImage(nil, for: .highlighted)
            XCTAssertNil(slider.currentThumbImage)
            XCTAssertEqual(slider.thumb.backgroundColor, Color(r8: 255, g8: 0, b8: 0))
        }
    }

    /// A track image fills its part of the track, left and right of the thumb.
    func testTrackImagesFillTheirPartOfTheTrack() {
        MainActor.assumeIsolated {
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 31))
            let left = drawnImage(width: 4, height: 4)
            slider.setMinimumTrackImage(left, for: .normal)
            slider.value = 0.5
            slider.layoutIfNeeded()
            XCTAssertTrue(slider.currentMinimumTrackImage === left)
            XCTAssertNil(slider.currentMaximumTrackImage)
            let view = try! XCTUnwrap(slider.minimumTrack.subviews.first as? ImageView)
            XCTAssertEqual(view.frame.size, slider.minimumTrack.bounds.size)
        }
    }
}
