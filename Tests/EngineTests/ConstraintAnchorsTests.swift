import Geometry
import XCTest

@testable import Engine

/// Apple, `NSLayoutConstraint.firstAnchor`: "The first anchor that defines the constraint."
/// `secondAnchor`: "The second anchor that defines the constraint." (`NSLayoutAnchor<AnyObject>?`).
final class ConstraintAnchorsTests: XCTestCase {
    /// The anchors name the constraint's items and attributes whichever way it was made, the
    /// same item and attribute answer the same object while it is held (what SnapKit compares
    /// with `===` to find an installed constraint again), and a constant-only constraint has
    /// no second anchor.
    func testAConstraintsAnchorsAreItsItemsAndAttributes() {
        MainActor.assumeIsolated {
            let a = View()
            let b = View()
            let made = LayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 8)
            let anchored = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)

            let first = made.firstAnchor
            XCTAssertTrue(first.owner === a)
            XCTAssertTrue(first === anchored.firstAnchor, "same item and attribute: the same anchor")
            XCTAssertTrue(made.secondAnchor === anchored.secondAnchor)
            XCTAssertTrue(made.secondAnchor?.owner === b)
            XCTAssertFalse(first === made.secondAnchor, "another item: another anchor")
            XCTAssertFalse(
                first === a.bottomAnchor.constraint(equalTo: b.bottomAnchor).firstAnchor, "another attribute")

            let width = a.widthAnchor.constraint(equalToConstant: 100)
            XCTAssertTrue(width.firstAnchor.owner === a)
            XCTAssertNil(width.secondAnchor, "a constant-only constraint relates no second anchor")
            XCTAssertTrue(LayoutConstraint().firstAnchor.owner !== a, "a placeholder's anchor names no view")
        }
    }

    /// An anchor taken from a constraint makes constraints as the view's own anchor does:
    /// the remade constraint relates the same items and attributes, and laid out, holds.
    func testAnAnchorFromAConstraintMakesTheSameRelation() {
        MainActor.assumeIsolated {
            let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let top = View()
            let below = View()
            for v in [top, below] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
            }
            let original = below.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 12)
            guard let second = original.secondAnchor else { return XCTFail("a second anchor") }
            let remade = original.firstAnchor.constraint(equalTo: second, constant: 12)
            XCTAssertTrue(remade.firstItem === below)
            XCTAssertEqual(remade.firstAttribute, .top)
            XCTAssertTrue(remade.secondItem === top)
            XCTAssertEqual(remade.secondAttribute, .bottom)
            LayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                top.heightAnchor.constraint(equalToConstant: 30), remade,
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(below.frame.minY, 52, "10 + 30 + 12")
        }
    }
}
