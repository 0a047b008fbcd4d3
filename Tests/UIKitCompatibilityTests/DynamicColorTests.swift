import PlaygroundKit
import Renderer
import UIKitCompatibility
import XCTest

/// Dynamic colours (`UIColor { traits in ... }`) as a view draws them, checked in pixels.
/// Apple, `UIColor.init(dynamicProvider:)`: "Use this method to create a color object whose
/// component values change based on the currently active traits." Apple, `UIColor.cgColor`:
/// "The color object in this property doesn't adapt automatically to Dark Mode changes. If
/// you use it to set the color of interface elements, you must update that color yourself."
final class DynamicColorTests: XCTestCase {
    /// Light: pure red; dark: pure blue.
    private static let redOrBlue = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    }

    @MainActor private static func render(_ window: Window) -> Framebuffer {
        window.tick()
        let framebuffer = Framebuffer(width: Int(window.size.width), height: Int(window.size.height))
        Renderer().renderFull(window.layerTree(), into: framebuffer, scale: 1, background: .white)
        return framebuffer
    }

    /// A view's background and border follow `overrideUserInterfaceStyle` on the view, and on
    /// the controller that owns its tree, in both directions; what the colour reads away from
    /// any view stays the light one.
    func testABackgroundAndABorderFollowTheViewsStyle() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 60, height: 60), clock: VirtualClock())
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = Self.redOrBlue
            view.layer.borderWidth = 4
            view.layer.borderColor = Self.redOrBlue
            window.rootView.addSubview(view)
            XCTAssertEqual(Self.render(window)[20, 20], 0xFFFF_0000, "light: red")
            XCTAssertEqual(Self.render(window)[1, 20], 0xFFFF_0000, "light border: red")

            view.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(Self.render(window)[20, 20], 0xFF00_00FF, "dark: blue")
            XCTAssertEqual(Self.render(window)[1, 20], 0xFF00_00FF, "dark border: blue")
            XCTAssertEqual(view.backgroundColor?.rgba.red, 1, "the model colour is the dynamic one, unresolved")

            view.overrideUserInterfaceStyle = .unspecified
            XCTAssertEqual(Self.render(window)[20, 20], 0xFFFF_0000, "back to light")

            window.rootView.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(Self.render(window)[20, 20], 0xFF00_00FF, "a superview's style reaches it")
        }
    }

    /// A label's text colour is resolved for the label's traits too: the text it hands the
    /// renderer is in the colour for its style. (Glyph pixels need the run's fonts, which a
    /// recording loads; the colour is what this rule is about.)
    func testALabelsTextFollowsItsStyle() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 120, height: 40), clock: VirtualClock())
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            label.text = "dark"
            label.textColor = Self.redOrBlue
            window.rootView.addSubview(label)
            @MainActor func drawnTextColor() -> UIColor? {
                guard case .text(let text) = label.makeLayer().content else { return nil }
                return text.color
            }
            XCTAssertEqual(drawnTextColor(), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            label.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(drawnTextColor(), UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            XCTAssertTrue(label.textColor === Self.redOrBlue, "the model colour stays the dynamic one")
        }
    }

    /// `layer.borderColor = dynamic.cgColor` is resolved when read, as UIKit's `CGColor` is,
    /// and stays: a dark style later does not change it.
    func testAColourTakenAsCGColorIsResolvedOnce() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 60, height: 60), clock: VirtualClock())
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = .white
            view.layer.borderWidth = 4
            view.layer.borderColor = Self.redOrBlue.cgColor
            window.rootView.addSubview(view)
            XCTAssertFalse(Self.redOrBlue.cgColor.isDynamic)
            XCTAssertEqual(Self.render(window)[1, 20], 0xFFFF_0000)
            view.overrideUserInterfaceStyle = .dark
            XCTAssertEqual(Self.render(window)[1, 20], 0xFFFF_0000, "still the light colour it was resolved to")
            XCTAssertEqual(
                Self.redOrBlue.resolvedColor(with: view.traitCollection), UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        }
    }
}
