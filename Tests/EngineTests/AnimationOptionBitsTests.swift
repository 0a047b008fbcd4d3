import Engine
import XCTest

/// The animation option sets keep UIKit's raw values, so a raw value read from UIKit code
/// (a keyboard notification's curve, a keyframe options value built from block options)
/// means the same here.
///
/// Apple's documentation, `UIView.KeyframeAnimationOptions`: "Use these options with the
/// `animateKeyframes(withDuration:delay:options:animations:completion:)` method", and its
/// shared constants are "The option that allows a person to interact with views while
/// they're being animated" and "The option to start an animation from" the current state,
/// the same words as the block animations' options. UIKit's header gives them the same
/// bits (1 << 1, 1 << 2, 1 << 5), the curves 0-3 << 16 and the calculation modes 0-4 << 10.
final class AnimationOptionBitsTests: XCTestCase {
    /// Every option a keyframe animation shares with block animations has the block
    /// option's bit, and turns back into exactly that block option.
    func testSharedKeyframeBitsAreTheBlockAnimationBits() {
        let pairs: [(KeyframeAnimationOptions, AnimationOptions, UInt)] = [
            (.allowUserInteraction, .allowUserInteraction, 1 << 1),
            (.beginFromCurrentState, .beginFromCurrentState, 1 << 2),
            (.overrideInheritedDuration, .overrideInheritedDuration, 1 << 5),
        ]
        for (keyframe, block, bit) in pairs {
            XCTAssertEqual(keyframe.rawValue, bit)
            XCTAssertEqual(block.rawValue, bit)
        }
        XCTAssertEqual(KeyframeAnimationOptions.layoutSubviews.rawValue, 1 << 0)
    }

    /// The curve options are UIKit's numbers 0 to 3 in bits 16-17, and each chooses its
    /// own curve back, whatever other bits are set beside it.
    func testCurveOptionsRoundTripThroughTheirBits() {
        let curves: [(AnimationOptions, TimingCurve)] = [
            (.curveEaseInOut, .easeInOut), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut),
            (.curveLinear, .linear),
        ]
        for (index, (option, curve)) in curves.enumerated() {
            XCTAssertEqual(option.rawValue, UInt(index) << 16)
            XCTAssertEqual(option.curve, curve)
            let withOthers: AnimationOptions = [option, .allowUserInteraction, .overrideInheritedCurve]
            XCTAssertEqual(withOthers.curve, curve)
            XCTAssertEqual(AnimationOptions(rawValue: option.rawValue).curve, curve)
        }
        XCTAssertEqual(AnimationOptions().curve, .easeInOut, "no curve given is ease-in-out, as in UIKit")
    }

    /// The calculation modes are UIKit's numbers 0 to 4 in the bits from 10 up.
    func testCalculationModesAreUIKitsNumbers() {
        let modes: [KeyframeAnimationOptions] = [
            .calculationModeLinear, .calculationModeDiscrete, .calculationModePaced, .calculationModeCubic,
            .calculationModeCubicPaced,
        ]
        XCTAssertEqual(modes.map(\.rawValue), (0..<5).map { UInt($0) << 10 })
    }
}
