import Transitions
import XCTest

@testable import Engine

/// `UIViewController` adopts `NSCoding`, whose `init?(coder:)` Apple's documentation lists
/// among the controller's initializers: "Creates a view controller with data in an
/// unarchiver." Through the protocol it is `required`, so a subclass that declares an
/// initializer of its own must declare it too, and may call `super.init(coder:)`. There is
/// no archive here: decoding fails (nil) for the base and every container and subclass.
final class ViewControllerCoderTests: XCTestCase {
    @MainActor
    final class Decoded: ViewController {
        var setUpRuns = 0
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
            setUpRuns += 1
        }
        required init?(coder: ViewCoder) {
            super.init(coder: coder)
            setUpRuns += 1
        }
    }

    /// `init()` is a convenience initializer, as UIKit's is: a subclass declares its own
    /// `init()` without `override` and calls the designated `init(nibName:bundle:)`.
    final class NoArguments: ViewController {
        let madeBy: String
        init() {
            madeBy = "init()"
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: ViewCoder) {
            return nil
        }
    }

    /// A controller that declares no initializer of its own inherits the required one.
    @MainActor
    final class Plain: ViewController {}

    func testASubclassReachesTheArchiveInitializerAndItFails() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Decoded(title: "t").setUpRuns, 1)
            XCTAssertNil(Decoded(coder: ViewCoder()), "decoding fails, through the subclass's own initializer")
            XCTAssertNil(ViewController(coder: ViewCoder()))
            XCTAssertNil(Plain(coder: ViewCoder()), "the inherited initializer fails as the base's does")
            XCTAssertNotNil(Plain(), "while the plain initializer still makes a controller")
            XCTAssertEqual(NoArguments().madeBy, "init()", "the subclass's own init(), not the base's")
            XCTAssertNotNil(Plain(nibName: nil, bundle: nil), "the designated initializer is inherited")
        }
    }

    func testContainersFailToDecodeAsWell() {
        MainActor.assumeIsolated {
            XCTAssertNil(NavigationController(coder: ViewCoder()))
            XCTAssertNil(TabBarController(coder: ViewCoder()))
        }
    }
}

/// A `UIPresentationController` is an `NSObject`: two controllers are equal only when they are
/// the same object, as `isEqual(_:)`'s default is identity.
final class PresentationControllerIdentityTests: XCTestCase {
    func testPresentationControllersCompareByIdentity() {
        MainActor.assumeIsolated {
            let presented = ViewController()
            let a = PresentationController(presentedViewController: presented, presenting: nil)
            let b = PresentationController(presentedViewController: presented, presenting: nil)
            XCTAssertTrue(a == a)
            XCTAssertFalse(a == b, "two controllers of the same presentation are still two")
            XCTAssertEqual(Set([a, b, b]).count, 2)
        }
    }
}

/// Apple, `shouldPresentInFullscreen`: "The default implementation of this method returns
/// true"; `adaptivePresentationStyle`: "The value provided by the presentation controller's
/// delegate or UIModalPresentationStyle.none if a delegate was not provided or does not return
/// a valid value." Both may be overridden by a subclass, as UIKit code does.
final class PresentationControllerAdaptivityTests: XCTestCase {
    final class Answering: AdaptivePresentationControllerDelegate {
        let style: ModalPresentationStyle
        init(_ style: ModalPresentationStyle) { self.style = style }
        func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { style }
    }

    final class FullScreenOnly: PresentationController {
        override var shouldPresentInFullscreen: Bool { false }
        override var adaptivePresentationStyle: ModalPresentationStyle { .overFullScreen }
    }

    func testTheDefaultsAndTheDelegatesAnswer() {
        MainActor.assumeIsolated {
            let controller = PresentationController(presentedViewController: ViewController(), presenting: nil)
            XCTAssertTrue(controller.shouldPresentInFullscreen)
            XCTAssertEqual(controller.adaptivePresentationStyle, ModalPresentationStyle.none, "no delegate")
            let silent = Answering(.automatic)
            controller.delegate = silent
            XCTAssertEqual(controller.adaptivePresentationStyle, ModalPresentationStyle.none, "no valid answer")
            let fullScreen = Answering(.fullScreen)
            controller.delegate = fullScreen
            XCTAssertEqual(controller.adaptivePresentationStyle, .fullScreen)
            let sub = FullScreenOnly(presentedViewController: ViewController(), presenting: nil)
            XCTAssertFalse(sub.shouldPresentInFullscreen)
            XCTAssertEqual(sub.adaptivePresentationStyle, .overFullScreen)
        }
    }
}
