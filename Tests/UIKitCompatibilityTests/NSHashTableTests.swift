import UIKitCompatibility
import XCTest

/// `NSHashTable`, as Foundation documents it on Apple platforms: a collection like a set
/// "with broader range of available memory semantics"; `weakObjects()` "returns a new hash
/// table for storing weak references to its contents", so a released object leaves it.
final class NSHashTableTests: XCTestCase {
    private final class Listener {}

    func testWeakTablesLetGoAndStrongTablesKeep() {
        let weak = NSHashTable<Listener>.weakObjects()
        let strong = NSHashTable<Listener>()
        var listener: Listener? = Listener()
        var held: Listener? = Listener()
        let kept = Listener()
        weak.add(listener)
        weak.add(listener)
        weak.add(kept)
        strong.add(held)
        XCTAssertEqual(weak.count, 2, "an object is in the table once")
        XCTAssertTrue(weak.contains(listener))
        listener = nil
        held = nil
        XCTAssertEqual(weak.allObjects.map { ObjectIdentifier($0) }, [ObjectIdentifier(kept)])
        XCTAssertEqual(strong.count, 1, "the strong table keeps its object alive")
        weak.remove(kept)
        XCTAssertNil(weak.anyObject)
    }
}
