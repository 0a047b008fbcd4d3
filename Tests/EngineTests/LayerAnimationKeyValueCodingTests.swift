import XCTest

@testable import Engine

/// Key-value coding on animations, as Core Animation Programming Guide's "Key-Value Coding
/// Extensions" states it: "The CAAnimation and CALayer classes are key-value coding compliant
/// container classes, which means that you can set values for arbitrary keys." UIKit code
/// tags an animation with the layer it moves and reads the tag back when it stops.
final class LayerAnimationKeyValueCodingTests: XCTestCase {
    /// A value set for a key the animation does not declare reads back, survives `copy()`
    /// (what a layer keeps of an added animation, and what its delegate is handed), and is
    /// removed by setting nil.
    func testArbitraryKeysAreStoredReadBackAndCopied() {
        MainActor.assumeIsolated {
            let animation = BasicAnimation(keyPath: "opacity")
            let tag = View()
            XCTAssertNil(animation.value(forKey: "layerTag"))
            animation.setValue(tag, forKey: "layerTag")
            animation.setValue("grow", forKey: "step")
            XCTAssertTrue(animation.value(forKey: "layerTag") as? View === tag)
            let copy = animation.copy()
            XCTAssertTrue(copy.value(forKey: "layerTag") as? View === tag)
            XCTAssertEqual(copy.value(forKey: "step") as? String, "grow")
            animation.setValue(nil, forKey: "step")
            XCTAssertNil(animation.value(forKey: "step"))
            XCTAssertEqual(copy.value(forKey: "step") as? String, "grow", "a copy keeps its own values")
        }
    }

    /// Declared properties are reached by their Core Animation names: setting `duration` by
    /// key changes the property, and `keyPath`/`toValue` of a basic animation read by key.
    func testDeclaredPropertiesAreReachedByName() {
        MainActor.assumeIsolated {
            let animation = BasicAnimation(keyPath: "position.x")
            animation.toValue = 40.0
            animation.setValue(0.8, forKey: "duration")
            animation.setValue(2, forKey: "repeatCount")
            animation.setValue(true, forKey: "autoreverses")
            XCTAssertEqual(animation.duration, 0.8)
            XCTAssertEqual(animation.repeatCount, 2)
            XCTAssertTrue(animation.autoreverses)
            XCTAssertEqual(animation.value(forKey: "keyPath") as? String, "position.x")
            XCTAssertEqual(animation.value(forKey: "toValue") as? Double, 40)
            XCTAssertEqual(animation.value(forKey: "duration") as? Double, 0.8)
            animation.setValue("opacity", forKey: "keyPath")
            XCTAssertEqual(animation.keyPath, "opacity")
        }
    }
}
