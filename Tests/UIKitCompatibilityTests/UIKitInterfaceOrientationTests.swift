import Engine
import UIKitCompatibility
import XCTest

/// UIKit's header pairs the two orientation enums crosswise: "UIInterfaceOrientationLandscapeLeft
/// is equal to UIDeviceOrientationLandscapeRight (and vice versa)", because rotating the device
/// one way turns the interface the other. Here the key window's shape is the device's
/// orientation, so the status bar's orientation is that orientation's interface.
final class UIKitInterfaceOrientationTests: XCTestCase {
    func testTheInterfaceTurnsOppositeToTheDevice() {
        XCTAssertEqual(UIInterfaceOrientation.landscapeLeft.rawValue, UIDeviceOrientation.landscapeRight.rawValue)
        XCTAssertEqual(UIInterfaceOrientation.landscapeRight.rawValue, UIDeviceOrientation.landscapeLeft.rawValue)
        XCTAssertEqual(UIInterfaceOrientation.portrait.rawValue, UIDeviceOrientation.portrait.rawValue)
        XCTAssertEqual(UIInterfaceOrientation.unknown.rawValue, UIDeviceOrientation.unknown.rawValue)
    }

    func testTheStatusBarOrientationFollowsTheKeyWindowsShape() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                XCTAssertEqual(UIApplication.shared.statusBarOrientation, .unknown)
                for (width, height) in [(400.0, 720.0), (720, 400), (500, 500), (1, 2)] {
                    let window = UIWindow(size: CGSize(width: width, height: height), clock: VirtualClock())
                    defer { withExtendedLifetime(window) {} }
                    let interface = UIApplication.shared.statusBarOrientation
                    let device = UIDevice.current.orientation
                    XCTAssertEqual(interface.isLandscape, width > height, "\(width)x\(height)")
                    XCTAssertEqual(interface.isPortrait, width <= height, "\(width)x\(height)")
                    XCTAssertEqual(interface.rawValue, device.rawValue, "crosswise names, the same numbers")
                }
            }
        }
    }

    /// `model` answers the idiom the window's width gives; `systemVersion` parses as a number,
    /// as code comparing versions expects.
    func testTheDeviceNamesItsModelByIdiom() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                let phone = UIWindow(size: CGSize(width: 390, height: 844), clock: VirtualClock())
                XCTAssertEqual(UIDevice.current.model, "iPhone")
                let pad = UIWindow(size: CGSize(width: 1180, height: 820), clock: VirtualClock())
                XCTAssertEqual(UIDevice.current.model, "iPad")
                withExtendedLifetime((phone, pad)) {}
                XCTAssertNotNil(Double(UIDevice.current.systemVersion))
            }
        }
    }
}
