import Geometry
import XCTest

@testable import Engine

/// Apple, `UIView.updateConstraints()`: "Override this method to optimize changes to your
/// constraints ... Your implementation must be as efficient as possible ... call
/// [super updateConstraints] as the final step in your implementation", and
/// `setNeedsUpdateConstraints()`: "When a property of your custom view changes in a way that
/// would impact constraints, you can call this method to indicate that the constraints need
/// to be updated at some point in the future. The system will then call
/// updateConstraints() as part of its normal layout pass." Constraint updates run from
/// subviews up to their superviews, before the solve that lays them out.
final class UpdateConstraintsTests: XCTestCase {
    /// A view whose height constraint takes its constant from a property, in `updateConstraints()`.
    final class SizedView: View {
        var wanted: Double = 10
        var calls: [String] = []
        var log: ((String) -> Void)?
        lazy var height = heightAnchor.constraint(equalToConstant: 0)

        override func updateConstraints() {
            log?(accessibilityIdentifier ?? "?")
            height.isActive = true
            height.constant = wanted
            super.updateConstraints()
        }
    }

    func testTheLayoutPassCallsItBeforeSolvingAndAgainOnlyWhenAsked() {
        MainActor.assumeIsolated {
            let h = Harness()
            let v = SizedView()
            v.translatesAutoresizingMaskIntoConstraints = false
            h.root.addSubview(v)
            var calls = 0
            v.log = { _ in calls += 1 }
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: h.root.topAnchor), v.leftAnchor.constraint(equalTo: h.root.leftAnchor),
                v.widthAnchor.constraint(equalToConstant: 50),
            ])
            h.step()
            XCTAssertEqual(calls, 1, "once before the first layout")
            XCTAssertEqual(v.frame.height, 10, "the constant it set was solved in the same pass")
            h.step(3)
            XCTAssertEqual(calls, 1, "not again while nothing asks")
            v.wanted = 70
            v.setNeedsUpdateConstraints()
            XCTAssertTrue(v.needsUpdateConstraints())
            h.step()
            XCTAssertEqual(calls, 2)
            XCTAssertFalse(v.needsUpdateConstraints())
            XCTAssertEqual(v.frame.height, 70)
        }
    }

    func testSubviewsUpdateBeforeTheirSuperviews() {
        MainActor.assumeIsolated {
            let h = Harness()
            var order: [String] = []
            let outer = SizedView()
            outer.accessibilityIdentifier = "outer"
            let inner = SizedView()
            inner.accessibilityIdentifier = "inner"
            let innermost = SizedView()
            innermost.accessibilityIdentifier = "innermost"
            h.root.addSubview(outer)
            outer.addSubview(inner)
            inner.addSubview(innermost)
            for v in [outer, inner, innermost] { v.log = { order.append($0) } }
            h.step()
            XCTAssertEqual(order, ["innermost", "inner", "outer"])
            order = []
            inner.setNeedsUpdateConstraints()
            outer.setNeedsUpdateConstraints()
            h.step()
            XCTAssertEqual(order, ["inner", "outer"], "only the views that asked, leaves first")
            order = []
            outer.updateConstraintsIfNeeded()
            XCTAssertEqual(order, [], "nothing pending")
            innermost.setNeedsUpdateConstraints()
            outer.updateConstraintsIfNeeded()
            XCTAssertEqual(order, ["innermost"], "updateConstraintsIfNeeded runs the pass at once")
        }
    }
}
