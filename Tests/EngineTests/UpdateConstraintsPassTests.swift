import Engine
import Geometry
import XCTest

/// Apple, `setNeedsUpdateConstraints()`: "you can call this method to indicate that the
/// constraints need to be updated at some point in the future. The system will then call
/// updateConstraints() as part of its normal layout pass. Use this as an optimization tool to
/// batch constraint changes." `updateConstraints()`: "The system then calls your implementation
/// of updateConstraints() before the layout occurs." `needsUpdateConstraints()`: "true if the
/// view's constraints need updating".
final class UpdateConstraintsPassTests: XCTestCase {
    /// A view that moves its child by a constraint constant set only in `updateConstraints()`.
    @MainActor
    private final class Batching: View {
        let child = View()
        var leading: LayoutConstraint!
        var offset = 0.0
        var updates = 0
        var log: (String) -> Void = { _ in }

        func install() {
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
            leading = child.leadingAnchor.constraint(equalTo: leadingAnchor)
            LayoutConstraint.activate([
                leading, child.topAnchor.constraint(equalTo: topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
            ])
        }

        override func updateConstraints() {
            updates += 1
            log("update \(accessibilityIdentifier ?? "")")
            leading.constant = offset
            super.updateConstraints()
        }
    }

    func testChangesAskedForAreBatchedIntoOneUpdateBeforeTheLayout() {
        MainActor.assumeIsolated {
            let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let view = Batching(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            root.addSubview(view)
            view.install()
            root.layoutIfNeeded()
            XCTAssertEqual(view.updates, 0, "nothing asked: no update")
            for offset in [10.0, 20, 30] {
                view.offset = offset
                view.setNeedsUpdateConstraints()
            }
            XCTAssertTrue(view.needsUpdateConstraints())
            XCTAssertEqual(view.updates, 0, "nothing runs until the pass")
            root.layoutIfNeeded()
            XCTAssertEqual(view.updates, 1, "three requests, one update")
            XCTAssertFalse(view.needsUpdateConstraints())
            XCTAssertEqual(view.child.frame.minX, 30, "the update ran before the solve")
            root.layoutIfNeeded()
            XCTAssertEqual(view.updates, 1)
        }
    }

    func testSubviewsUpdateBeforeTheirSuperviewAndARequestFollowsAMovedView() {
        MainActor.assumeIsolated {
            var order: [String] = []
            let outer = Batching(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            let inner = Batching(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            outer.accessibilityIdentifier = "outer"
            inner.accessibilityIdentifier = "inner"
            for view in [outer, inner] {
                view.install()
                view.log = { order.append($0) }
            }
            outer.addSubview(inner)
            outer.setNeedsUpdateConstraints()
            inner.setNeedsUpdateConstraints()
            outer.updateConstraintsIfNeeded()
            XCTAssertEqual(order, ["update inner", "update outer"])

            let loose = Batching(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            loose.install()
            loose.setNeedsUpdateConstraints()
            outer.addSubview(loose)
            outer.layoutIfNeeded()
            XCTAssertEqual(loose.updates, 1, "a request made before the view joined the tree still runs")
        }
    }
}
