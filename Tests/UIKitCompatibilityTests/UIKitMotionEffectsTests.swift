import UIKitCompatibility
import XCTest

/// Apple, `UIInterpolatingMotionEffect`: "As the user moves the device, the motion effect object
/// translates the fixed offset values returned by the system (which are in the range `-1` to
/// `1`) to the range of values you specified." `minimumRelativeValue`: "the value returned when
/// the viewer offset value along the given axis is -1"; `maximumRelativeValue`: "the value
/// returned when the viewer offset value along the given axis is 1".
final class UIKitMotionEffectsTests: XCTestCase {
    /// Over the whole offset range: -1 gives the minimum, 1 the maximum, values in between lie on
    /// the line between them, the other axis changes nothing, and offsets past the range clamp.
    func testAnInterpolatingEffectMapsItsAxisFromMinimumToMaximum() {
        MainActor.assumeIsolated {
            for (type, axisIsHorizontal) in [
                (UIInterpolatingMotionEffect.EffectType.tiltAlongHorizontalAxis, true), (.tiltAlongVerticalAxis, false),
            ] {
                let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: type)
                effect.minimumRelativeValue = -12
                effect.maximumRelativeValue = 12
                for step in -15...15 {
                    let t = Double(step) / 10
                    let other = Double.random(in: -1...1)
                    let offset =
                        axisIsHorizontal
                        ? UIOffset(horizontal: t, vertical: other) : UIOffset(horizontal: other, vertical: t)
                    let value = effect.keyPathsAndRelativeValues(forViewerOffset: offset)?["center.x"] as? Double
                    XCTAssertEqual(value ?? .nan, 12 * min(max(t, -1), 1), accuracy: 1e-12, "\(type) at \(t)")
                }
            }
        }
    }

    func testPointsInterpolateAndMismatchedValuesGiveNothing() {
        MainActor.assumeIsolated {
            let effect = UIInterpolatingMotionEffect(keyPath: "center", type: .tiltAlongVerticalAxis)
            effect.minimumRelativeValue = CGPoint(x: -4, y: 10)
            effect.maximumRelativeValue = CGPoint(x: 4, y: 20)
            let point = effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.5))
            XCTAssertEqual(point?["center"] as? CGPoint, CGPoint(x: 2, y: 17.5))
            effect.maximumRelativeValue = "twelve"
            XCTAssertNil(effect.keyPathsAndRelativeValues(forViewerOffset: .zero))
            XCTAssertNil(UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: .zero))
        }
    }

    /// A group applies its effects together: the values of both axes in one dictionary.
    func testAGroupMergesItsEffectsAndAViewKeepsWhatIsAttached() {
        MainActor.assumeIsolated {
            let tiltX = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            tiltX.minimumRelativeValue = -10
            tiltX.maximumRelativeValue = 10
            let tiltY = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            tiltY.minimumRelativeValue = 5
            tiltY.maximumRelativeValue = -5
            let group = UIMotionEffectGroup()
            group.motionEffects = [tiltX, tiltY]
            let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1))
            XCTAssertEqual(values?["center.x"] as? Double, 10)
            XCTAssertEqual(values?["center.y"] as? Double, -5)

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            XCTAssertTrue(view.motionEffects.isEmpty)
            view.addMotionEffect(group)
            view.addMotionEffect(group)
            view.addMotionEffect(tiltX)
            XCTAssertEqual(view.motionEffects.count, 2, "an effect already attached is not added twice")
            view.removeMotionEffect(group)
            XCTAssertTrue(view.motionEffects.first === tiltX)
            XCTAssertEqual(view.center, CGPoint(x: 25, y: 25), "no tilt here: the view stays put")
        }
    }
}
