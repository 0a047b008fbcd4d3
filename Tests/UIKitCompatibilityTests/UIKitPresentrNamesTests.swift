import CoreGraphics
import Foundation
import UIKitCompatibility
import XCTest

/// The UIKit names the Presentr port needed: fonts on labels, the device's orientation and
/// Core Graphics' zero-filled initializers.
final class UIKitPresentrNamesTests: XCTestCase {
    /// Apple, `UILabel.font`: "The default value for this property is the system font at a
    /// size of 17 points (using the `systemFont(ofSize:)` class method of `UIFont`). Setting
    /// this property to `nil` causes it to be reset to the default value."
    func testALabelsFontDefaultsToTheSystemFontAt17PointsAndNilResetsIt() {
        MainActor.assumeIsolated {
            let label = UILabel(text: "Presentr")
            XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
            label.font = UIFont.boldSystemFont(ofSize: 30)
            XCTAssertEqual(label.fontSize, 30)
            XCTAssertEqual(label.fontWeight, .bold)
            label.font = nil
            XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
            XCTAssertEqual(label.fontWeight, .regular)
        }
    }

    /// The renderer draws two weights: every weight on UIKit's scale from `.semibold` up
    /// draws bold, every lighter one regular, and the size always carries over.
    func testEveryWeightFromSemiboldUpDrawsBoldAndTheSizeCarriesOver() {
        MainActor.assumeIsolated {
            let weights: [UIFont.Weight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            for weight in weights {
                for size in [9.0, 17, 33.5] {
                    let label = UILabel()
                    label.font = .systemFont(ofSize: size, weight: weight)
                    XCTAssertEqual(label.fontSize, size)
                    XCTAssertEqual(label.fontWeight == .bold, weight.rawValue >= UIFont.Weight.semibold.rawValue)
                }
            }
        }
    }

    /// A named font keeps its name and family, draws bold when its style says so, and
    /// `withSize(_:)` changes only the size; an empty name is no font, as UIKit's
    /// `init?(name:size:)` returns nil for a name it cannot find.
    func testANamedFontKeepsItsNameAndStyle() throws {
        let regular = try XCTUnwrap(UIFont(name: "Montserrat-Regular", size: 15))
        XCTAssertEqual(regular.fontName, "Montserrat-Regular")
        XCTAssertEqual(regular.familyName, "Montserrat")
        XCTAssertFalse(regular.isDrawnBold)
        XCTAssertTrue(try XCTUnwrap(UIFont(name: "Avenir-Bold", size: 15)).isDrawnBold)
        XCTAssertTrue(try XCTUnwrap(UIFont(name: "Montserrat-SemiBold", size: 15)).isDrawnBold)
        let larger = regular.withSize(22)
        XCTAssertEqual(larger.pointSize, 22)
        XCTAssertEqual(larger.fontName, regular.fontName)
        XCTAssertEqual(larger.weight, regular.weight)
        XCTAssertNil(UIFont(name: "", size: 15))
    }

    /// Apple, `UIDevice.orientation`: "The physical orientation of the device." A window
    /// resize is this platform's rotation, so every window wider than tall is held in
    /// landscape and every other one upright; with no window, the orientation is unknown.
    func testTheOrientationFollowsTheKeyWindowsShape() {
        MainActor.assumeIsolated {
            WindowScene.$current.withValue(WindowScene()) {
                XCTAssertEqual(UIDevice.current.orientation, .unknown)
                for (width, height) in [(400.0, 720.0), (720, 400), (500, 500), (1024, 768), (1, 2)] {
                    let window = UIWindow(size: CGSize(width: width, height: height), clock: VirtualClock())
                    defer { withExtendedLifetime(window) {} }
                    let orientation = UIDevice.current.orientation
                    XCTAssertEqual(orientation.isLandscape, width > height, "\(width)x\(height)")
                    XCTAssertEqual(orientation.isPortrait, width <= height, "\(width)x\(height)")
                    XCTAssertFalse(orientation.isFlat)
                }
            }
        }
    }

    /// Core Graphics' geometry types are C structs, whose empty initializer zero-fills every
    /// field: `CGRect()` is `.zero`, as are `CGPoint()` and `CGSize()`; Apple's `CGVector.init()`
    /// "Creates a vector whose components are both zero", and UIKit's `UIOffset()` likewise.
    func testTheEmptyInitializersAreZero() {
        XCTAssertEqual(CGRect(), .zero)
        XCTAssertEqual(CGPoint(), .zero)
        XCTAssertEqual(CGSize(), .zero)
        XCTAssertEqual(CGVector(), CGVector(dx: 0, dy: 0))
        XCTAssertEqual(UIOffset(), UIOffset(horizontal: 0, vertical: 0))
        XCTAssertEqual(CGVector.zero, CGVector())
        XCTAssertEqual(UIOffset.zero, UIOffset())
    }
}
