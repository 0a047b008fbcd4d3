import UIKitCompatibility
import XCTest

/// UIKit's names drawer and overlay libraries use, through the compatibility module.
final class UIKitPanelsNamesTests: XCTestCase {
    /// Apple, `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: "Creates a
    /// timing parameters object with the specified spring stiffness, mass, damping
    /// coefficient, and initial velocity"; the damping "is used to compute the damping
    /// ratio". A drawer that converts a response and a damping ratio into these (stiffness
    /// (2 pi / response)^2, damping 4 pi ratio / response, mass 1) gets that ratio back.
    func testAPhysicalSpringKeepsItsCoefficientsAndItsDampingRatio() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let ratio = Double.random(in: 0.1...1.5, using: &generator)
            let response = Double.random(in: 0.1...1.0, using: &generator)
            let stiffness = pow(2 * .pi / response, 2)
            let damping = 4 * .pi * ratio / response
            let timing = UISpringTimingParameters(
                mass: 1, stiffness: stiffness, damping: damping, initialVelocity: CGVector(dx: 0, dy: -0.5))
            XCTAssertEqual(timing.parameters.spring.mass, 1)
            XCTAssertEqual(timing.parameters.spring.stiffness, stiffness)
            XCTAssertEqual(timing.parameters.spring.damping, damping)
            XCTAssertEqual(timing.parameters.spring.dampingRatio, ratio, accuracy: 1e-9)
            XCTAssertEqual(timing.parameters.initialVelocity, -0.5, "the larger component of the vector")
            XCTAssertEqual(timing.initialVelocity, CGVector(dx: 0, dy: -0.5), "UIKit's vector, kept per axis")
            XCTAssertNil(timing.parameters.fixedDuration, "the spring settles in its own time")
        }
    }

    /// The visual format, the rectangle edges and coordinate spaces under UIKit's names.
    func testVisualFormatEdgesAndCoordinateSpacesUnderUIKitsNames() {
        MainActor.assumeIsolated {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let a = UIView()
            let b = UIView()
            parent.addSubview(a)
            parent.addSubview(b)
            let options: NSLayoutConstraint.FormatOptions = [.alignAllCenterY]
            let list = NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-[b]-|", options: options, metrics: nil, views: ["a": a, "b": b])
            XCTAssertEqual(list.count, 4, "three spacings and one alignment")
            XCTAssertEqual(list.last?.firstAttribute, .centerY)
            let edges: UIRectEdge = [.left, .right]
            XCTAssertFalse(edges.contains(.top))
            let space: UICoordinateSpace = b
            b.frame = CGRect(x: 40, y: 30, width: 10, height: 10)
            XCTAssertEqual(space.convert(CGPoint(x: 1, y: 2), to: parent), CGPoint(x: 41, y: 32))
        }
    }
}
