import UIKitCompatibility
import XCTest

/// `NSPointerArray`, as Foundation documents it on Apple platforms: "modeled after `NSArray`,
/// but can also hold `nil` values. You can insert or remove `nil` values which contribute to
/// the array's `count`. A pointer array can be initialized to maintain strong or weak
/// references to objects"; `compact()` "Removes `NULL` values from the receiver."
final class NSPointerArrayTests: XCTestCase {
    private final class Item {}

    private func pointer(_ object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque()
    }

    /// A weak array's slot reads nil once its object is released and still counts until
    /// `compact()`; a strong array keeps its object alive.
    func testWeakSlotsEmptyAndStrongSlotsKeep() {
        let weak = NSPointerArray.weakObjects()
        let strong = NSPointerArray.strongObjects()
        let kept = Item()
        var released: Item? = Item()
        weak.addPointer(pointer(released!))
        weak.addPointer(pointer(kept))
        do {
            let held = Item()
            strong.addPointer(pointer(held))
        }
        released = nil
        XCTAssertEqual(weak.count, 2, "a released object's slot still counts")
        XCTAssertNil(weak.pointer(at: 0))
        XCTAssertEqual(weak.pointer(at: 1), pointer(kept))
        XCTAssertEqual(weak.allObjects.map { ObjectIdentifier($0 as AnyObject) }, [ObjectIdentifier(kept)])
        weak.compact()
        XCTAssertEqual(weak.count, 1)
        XCTAssertEqual(strong.allObjects.count, 1, "the strong array keeps its object alive")
    }

    /// nil slots are added, inserted and counted like any other; `count` set larger adds
    /// nil slots and set smaller drops the last ones; replacing and removing work by index.
    func testNilSlotsCountAndIndexesMove() {
        let array = NSPointerArray.strongObjects()
        let a = Item()
        let b = Item()
        array.addPointer(pointer(a))
        array.addPointer(nil)
        array.insertPointer(pointer(b), at: 0)
        XCTAssertEqual(array.count, 3)
        XCTAssertEqual(
            [array.pointer(at: 0), array.pointer(at: 1), array.pointer(at: 2)], [pointer(b), pointer(a), nil])
        array.count = 5
        XCTAssertNil(array.pointer(at: 4))
        array.replacePointer(at: 4, withPointer: pointer(a))
        array.removePointer(at: 0)
        XCTAssertEqual(array.count, 4)
        array.compact()
        XCTAssertEqual(array.allObjects.map { ObjectIdentifier($0 as AnyObject) }, [a, a].map(ObjectIdentifier.init))
        array.count = 1
        XCTAssertEqual(array.count, 1)
    }
}
