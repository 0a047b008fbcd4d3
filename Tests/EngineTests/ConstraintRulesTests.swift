import Geometry
import XCTest

@testable import Engine

/// `NSLayoutConstraint` rules that UIKit enforces with exceptions, kept here as diagnostics
/// that leave the constraint as it was.
final class ConstraintRulesTests: XCTestCase {
    @MainActor private static func pinned(_ h: Harness) -> (View, LayoutConstraint) {
        let v = View()
        v.accessibilityIdentifier = "v"
        v.translatesAutoresizingMaskIntoConstraints = false
        h.root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            width, v.heightAnchor.constraint(equalToConstant: 10),
            v.leadingAnchor.constraint(equalTo: h.root.leadingAnchor),
            v.topAnchor.constraint(equalTo: h.root.topAnchor),
        ])
        return (v, width)
    }

    /// `priority`: "Priorities may not change from nonrequired to required, or from required to
    /// nonrequired. An exception will be thrown if a priority of ... UILayoutPriorityRequired in
    /// iOS is changed to a lower priority, or if a lower priority is changed to a required
    /// priority after the constraints is added to a view." Every crossing of `.required` on an
    /// active constraint is refused with one diagnostic; moves among the optional levels, and
    /// any move while inactive, are allowed.
    func testAnActiveConstraintsPriorityNeverCrossesRequired() {
        MainActor.assumeIsolated {
            let h = Harness()
            let (v, width) = Self.pinned(h)
            h.step()
            let levels: [LayoutPriority] = [
                .required, LayoutPriority(999), .defaultHigh, .defaultLow, LayoutPriority(1),
            ]
            var expectedReports = 0
            for from in levels {
                for to in levels where to != from {
                    width.isActive = false
                    width.priority = from
                    XCTAssertEqual(width.priority, from, "an inactive constraint takes any priority")
                    width.isActive = true
                    width.priority = to
                    let crosses = from.isRequired != to.isRequired
                    if crosses { expectedReports += 1 }
                    XCTAssertEqual(width.priority, crosses ? from : to, "\(from.rawValue) -> \(to.rawValue)")
                    XCTAssertTrue(width.isActive, "refused, not removed")
                    XCTAssertEqual(h.window.diagnostics.entries(of: .requiredPriorityChange).count, expectedReports)
                }
            }
            // Still solved with the priority it kept.
            width.isActive = false
            width.priority = .required
            width.isActive = true
            width.priority = .defaultLow
            h.step()
            XCTAssertEqual(v.frame.width, 100)
            let message = h.window.diagnostics.entries(of: .requiredPriorityChange).last?.message ?? ""
            XCTAssertTrue(message.contains("'v'") && message.contains("250"), message)
        }
    }

    /// `addConstraint(_:)`: "The constraint may only reference the view itself or its
    /// subviews." One that names a view elsewhere stays inactive with a diagnostic; one inside
    /// the receiver's subtree is activated.
    func testAddConstraintTakesOnlyConstraintsInsideTheReceiver() {
        MainActor.assumeIsolated {
            let h = Harness()
            let left = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let right = View(frame: Rect(x: 100, y: 0, width: 50, height: 50))
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            h.root.addSubview(left)
            h.root.addSubview(right)
            left.addSubview(child)
            let inside = child.widthAnchor.constraint(equalTo: left.widthAnchor)
            let across = child.heightAnchor.constraint(equalTo: right.heightAnchor)
            left.addConstraints([inside, across])
            XCTAssertTrue(inside.isActive)
            XCTAssertFalse(across.isActive, "right is not below left")
            XCTAssertEqual(h.window.diagnostics.entries(of: .invalidConstraint).count, 1)
            h.root.addConstraint(across)
            XCTAssertTrue(across.isActive, "the root holds both")
            XCTAssertEqual(h.window.diagnostics.entries(of: .invalidConstraint).count, 1)
        }
    }
}
