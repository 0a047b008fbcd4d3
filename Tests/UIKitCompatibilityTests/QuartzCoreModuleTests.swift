// Only Foundation and QuartzCore: what a Core Animation file of a UIKit library imports.
// The file compiling is half the test: `CGRect` and `CGFloat` here must be the engine's
// geometry, not Foundation's own (both are visible), or the layer's frame would not take them.
import Foundation
import QuartzCore
import XCTest

/// `import QuartzCore` brings Core Animation's names on Linux, where Apple's framework is
/// absent: layers, shape layers, basic animations, transactions and 3D transforms.
final class QuartzCoreModuleTests: XCTestCase {
    /// A shape layer made, framed and animated through the names this module brings keeps
    /// Core Animation's model: the frame sets the bounds' size, the animation is held under
    /// its key, and the model value is what was set, not what the animation shows.
    func testCoreAnimationNamesWorkWithOnlyQuartzCoreImported() {
        MainActor.assumeIsolated {
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            XCTAssertEqual(layer.bounds.size, CGSize(width: 30, height: 40))
            layer.strokeEnd = 0.75
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = CGFloat(0)
            grow.toValue = CGFloat(0.75)
            grow.duration = 0.3
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.add(grow, forKey: "grow")
            CATransaction.commit()
            XCTAssertNotNil(layer.animation(forKey: "grow"))
            XCTAssertEqual(layer.strokeEnd, 0.75, "the model holds the value set")
            let scale = CATransform3DMakeScale(2, 3, 1)
            XCTAssertEqual(scale.m11, 2)
            XCTAssertEqual(scale.m22, 3)
            XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
            let before = CACurrentMediaTime()
            XCTAssertLessThanOrEqual(before, CACurrentMediaTime(), "a clock that never runs backwards")
        }
    }
}
