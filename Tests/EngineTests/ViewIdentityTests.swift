import Geometry
import XCTest

@testable import Engine

/// Views are equal only to themselves and hash by identity, as UIKit's views do: a `UIView`
/// is an `NSObject`, whose `isEqual(_:)` Apple documents as the method that "defines what it
/// means for instances to be equal", and whose default is the object's identity, so `==`
/// between views agrees with `===`.
final class ViewIdentityTests: XCTestCase {
    func testEqualityIsIdentityWhateverTheProperties() {
        MainActor.assumeIsolated {
            let frame = Rect(x: 10, y: 20, width: 30, height: 40)
            let a = View(frame: frame)
            let b = View(frame: frame)
            a.accessibilityIdentifier = "same"
            b.accessibilityIdentifier = "same"
            XCTAssertTrue(a == a)
            XCTAssertFalse(a == b, "two views with equal properties are still two views")
            XCTAssertTrue(a != b)
            let optional: View? = a
            XCTAssertTrue(optional == a, "the optional form UIKit code compares with")
            XCTAssertFalse(optional == nil)
            XCTAssertEqual([b, a].firstIndex(of: a), 1)
            // A subclass compares by identity too, against its superclass's static type.
            let scroll: View = ScrollView(frame: frame)
            XCTAssertFalse(scroll == a)
            XCTAssertTrue(scroll == scroll)
        }
    }

    /// The hash is the identity's, so a view stays findable as a key while its geometry,
    /// hierarchy and name change, and equal hashes follow equality for every pair.
    func testAViewIsAStableKeyWhileItChanges() {
        MainActor.assumeIsolated {
            let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            let views = (0..<50).map { View(frame: Rect(x: Double($0), y: 0, width: 10, height: 10)) }
            var names: [View: Int] = [:]
            for (i, view) in views.enumerated() { names[view] = i }
            for (i, view) in views.enumerated() {
                view.frame = Rect(x: 0, y: Double(i) * 3, width: 50, height: 5)
                view.accessibilityIdentifier = "renamed \(i)"
                root.addSubview(view)
            }
            for (i, view) in views.enumerated() {
                XCTAssertEqual(names[view], i)
            }
            XCTAssertEqual(Set(views).count, views.count)
            XCTAssertEqual(Set(views + views).count, views.count, "the same view twice is one element")
            for a in views.prefix(10) {
                for b in views.prefix(10) {
                    XCTAssertEqual(a == b, a === b)
                    if a == b { XCTAssertEqual(a.hashValue, b.hashValue) }
                }
            }
        }
    }

    /// The other `NSObject`s of UIKit's model compare the same way: gesture recognizers
    /// (`gestureRecognizer != panGestureRecognizer` in a delegate method), layers, layout
    /// guides and constraints are equal only to themselves, and hash by identity.
    func testRecognizersLayersGuidesAndConstraintsCompareByIdentity() {
        MainActor.assumeIsolated {
            func check<T: Hashable & AnyObject>(_ make: () -> T, _ what: String) {
                let a = make()
                let b = make()
                XCTAssertTrue(a == a, what)
                XCTAssertFalse(a == b, "two \(what)s made alike are still two")
                XCTAssertEqual(Set([a, b, a]).count, 2, what)
                XCTAssertEqual(a.hashValue, a.hashValue, what)
            }
            check({ PanGestureRecognizer() }, "pan recognizer")
            check({ TapGestureRecognizer() }, "tap recognizer")
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            check({ ViewLayer() }, "layer")
            check({ LayoutGuide() }, "layout guide")
            check({ view.widthAnchor.constraint(equalToConstant: 10) }, "constraint")
            let pan: GestureRecognizer = PanGestureRecognizer()
            let other: GestureRecognizer? = TapGestureRecognizer()
            XCTAssertTrue(other != pan, "the comparison a delegate writes between recognizers")
        }
    }
}
