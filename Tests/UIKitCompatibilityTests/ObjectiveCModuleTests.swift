// Only ObjectiveC besides the engine's names: what a UIKit library's extension that keeps
// associated objects imports.
import ObjectiveC
import UIKitCompatibility
import XCTest

/// `import ObjectiveC` brings the associated-object functions on Linux.
///
/// Apple, `objc_setAssociatedObject(_:_:_:_:)`: "Sets an associated value for a given
/// object using a given key and association policy." `objc_getAssociatedObject(_:_:)`:
/// "Returns the value associated with a given object for a given key."
final class ObjectiveCModuleTests: XCTestCase {
    func testAssociatedObjectsThroughTheObjectiveCModule() {
        MainActor.assumeIsolated {
            let view = UIView()
            let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
            defer { UnsafeMutableRawPointer(mutating: key).deallocate() }
            XCTAssertNil(objc_getAssociatedObject(view, key))
            objc_setAssociatedObject(view, key, "toast", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            XCTAssertEqual(objc_getAssociatedObject(view, key) as? String, "toast")
            objc_removeAssociatedObjects(view)
            XCTAssertNil(objc_getAssociatedObject(view, key))
        }
    }
}
