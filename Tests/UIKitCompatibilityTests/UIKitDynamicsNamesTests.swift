import UIKitCompatibility
import XCTest

/// UIKit Dynamics' members in UIKit's spelling: `CGVector` directions, `UIOffset` offsets,
/// `NSCopying` boundary identifiers and `UIBezierPath` boundaries.
final class UIKitDynamicsNamesTests: XCTestCase {
    /// Apple, `UIGravityBehavior.magnitude`: "The value in this property is tied to the value
    /// in the gravityDirection property, so changes in one affect the other", and "Setting
    /// the value of this property to 0.0 creates the vector (0.0, 0.0) and resets the angle
    /// property to 0.0 radians." `UIPushBehavior`: "Whether you express a push behavior's
    /// force direction in terms of radian angle or with x, y components, the alternate,
    /// equivalent values" follow.
    func testDirectionsAnglesAndMagnitudesAreOneVector() {
        MainActor.assumeIsolated {
            let gravity = UIGravityBehavior()
            XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1), "down by default")
            XCTAssertEqual(gravity.magnitude, 1)
            XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
            gravity.gravityDirection = CGVector(dx: 3, dy: 4)
            XCTAssertEqual(gravity.magnitude, 5, accuracy: 1e-12)
            gravity.magnitude = 10
            XCTAssertEqual(gravity.gravityDirection.dx, 6, accuracy: 1e-9)
            XCTAssertEqual(gravity.gravityDirection.dy, 8, accuracy: 1e-9)
            gravity.magnitude = 0
            XCTAssertEqual(gravity.gravityDirection, .zero)
            XCTAssertEqual(gravity.angle, 0)

            let push = UIPushBehavior(items: [], mode: .continuous)
            XCTAssertEqual(push.magnitude, 0, "no force until one is set")
            push.setAngle(.pi, magnitude: 2)
            XCTAssertEqual(push.pushDirection.dx, -2, accuracy: 1e-12)
            XCTAssertEqual(push.pushDirection.dy, 0, accuracy: 1e-12)
        }
    }

    /// A push off the centre (`setTargetOffsetFromCenter(_:for:)`) also turns the item; the
    /// attachment's `UIOffset` initializer pins the point at that offset; boundaries keep
    /// their `NSCopying` identifiers and paths.
    func testOffsetsIdentifiersAndPathsInUIKitsSpelling() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 400, height: 400), clock: VirtualClock())
            let clock = window.clock as! VirtualClock
            let view = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
            window.addSubview(view)
            let animator = UIDynamicAnimator(referenceView: window)
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: view)
            XCTAssertEqual(push.targetOffsetFromCenter(for: view), UIOffset(horizontal: 0, vertical: -50))
            let properties = UIDynamicItemBehavior(items: [view])
            animator.addBehavior(push)
            animator.addBehavior(properties)
            clock.advance(by: 1 / 60)
            window.tick()
            XCTAssertEqual(properties.linearVelocity(for: view).x, 100, accuracy: 1e-9, "impulse 1 on mass 1")
            // The impulse p = (100, 0) at r = (0, -50), above the centre, turns the item
            // clockwise on screen: ω = (r × p) / I = 50 x 100 / (1 x (100² + 100²) / 12).
            XCTAssertEqual(properties.angularVelocity(for: view), 5000 / (20_000.0 / 12), accuracy: 1e-9)

            let pin = UIAttachmentBehavior(
                item: view, offsetFromCenter: UIOffset(horizontal: 50, vertical: 50),
                attachedToAnchor: CGPoint(x: 250, y: 250))
            XCTAssertEqual(pin.attachedBehaviorType, .anchor)
            XCTAssertLessThan(pin.length, 5, "the anchor is at (about) the offset point")

            let collision = UICollisionBehavior()
            collision.addBoundary(
                withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
            collision.addBoundary(
                withIdentifier: "ring" as NSString,
                for: UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
            XCTAssertEqual(collision.boundaryIdentifiers.count, 2)
            XCTAssertNotNil(collision.boundary(withIdentifier: "floor" as NSString))
            XCTAssertEqual(
                collision.boundary(withIdentifier: "ring" as NSString)?.cgPath,
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath)
            collision.removeBoundary(withIdentifier: "floor" as NSString)
            XCTAssertNil(collision.boundary(withIdentifier: "floor" as NSString))
            collision.removeAllBoundaries()
            XCTAssertTrue(collision.boundaryIdentifiers.isEmpty)
        }
    }
}
