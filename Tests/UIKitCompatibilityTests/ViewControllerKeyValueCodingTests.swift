import UIKitCompatibility
import XCTest

/// Apple, `setValue(_:forKey:)` (NSKeyValueCoding): "Sets the property of the receiver
/// specified by a given key to a given value"; the key of a Boolean property whose getter is
/// `isModalInPresentation` is `modalInPresentation`, as Objective-C names it.
final class ViewControllerKeyValueCodingTests: XCTestCase {
    func testPublicPropertiesAreSetAndReadByTheirKeys() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            controller.setValue(true, forKey: "modalInPresentation")
            XCTAssertTrue(controller.isModalInPresentation)
            XCTAssertEqual(controller.value(forKey: "modalInPresentation") as? Bool, true)
            controller.setValue("Photos", forKey: "title")
            XCTAssertEqual(controller.title, "Photos")
            controller.setValue(true, forKey: "definesPresentationContext")
            XCTAssertEqual(controller.value(forKey: "definesPresentationContext") as? Bool, true)
            controller.setValue("not a Bool", forKey: "modalInPresentation")
            XCTAssertTrue(controller.isModalInPresentation, "a value of the wrong type is not written")
            controller.setValue(1, forKey: "_privateKey")
            XCTAssertNil(controller.value(forKey: "_privateKey"))
        }
    }
}
