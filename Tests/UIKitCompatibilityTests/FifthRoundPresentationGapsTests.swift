import CoreGraphics
import UIKitCompatibility
import XCTest

/// The UIKit members the fifth round of never-seen presentation libraries (popups, bottom
/// sheets, side panels, alert dialogs) reached for and did not find: a sheet's grabber
/// colour, a placeholder animator, frame-rate hints, a title's insets, a device object and a
/// readable-width guide.
final class FifthRoundPresentationGapsTests: XCTestCase {
    /// Apple: `systemFill` is "an overlay fill color for thin and small shapes", and the
    /// secondary, tertiary and quaternary fills are for medium, large and large-area shapes,
    /// each fainter. Light mode's values: grey at 20, 16, 12 and 8 % opacity.
    func testTheFillColoursAreFainterGreysLevelByLevel() {
        let fills: [(UIColor, Double, Double)] = [
            (.systemFill, 120, 0.2), (.secondarySystemFill, 120, 0.16),
            (.tertiarySystemFill, 118, 0.12), (.quaternarySystemFill, 116, 0.08),
        ]
        for (color, red, alpha) in fills {
            XCTAssertEqual(color.rgba.red * 255, red, accuracy: 0.5)
            XCTAssertEqual(color.rgba.blue * 255, 128, accuracy: 0.5)
            XCTAssertEqual(color.rgba.alpha, alpha, accuracy: 0.002)
        }
        MainActor.assumeIsolated {
            let grabber = UIView()
            grabber.backgroundColor = .systemFill
            XCTAssertEqual(grabber.backgroundColor, UIColor.systemFill)
        }
    }

    /// `UIViewPropertyAnimator()` is `NSObject`'s `init()`; a transition returns one from
    /// `interruptibleAnimator(using:)` when its context lacks a view. It animates nothing
    /// for no time: inactive until started, and started, it ends at once at the end.
    func testAnEmptyPropertyAnimatorTakesNoTime() {
        MainActor.assumeIsolated {
            let animator = UIViewPropertyAnimator()
            XCTAssertEqual(animator.duration, 0)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertFalse(animator.isRunning)
            let implicit: any UIViewImplicitlyAnimating = animator
            XCTAssertEqual(implicit.fractionComplete, 0)
        }
    }

    /// `UIView.AnimationOptions.preferredFramesPerSecond60` and `...30`: frame-rate hints
    /// in UIKit's bits (3 << 24 and 7 << 24), beside and apart from the curve's bits.
    func testFrameRateHintsKeepUIKitsBitsAndLeaveTheCurveAlone() {
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecond60.rawValue, 3 << 24)
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue, 7 << 24)
        XCTAssertEqual(UIView.AnimationOptions.preferredFramesPerSecondDefault.rawValue, 0)
        let options: UIView.AnimationOptions = [.preferredFramesPerSecond30, .curveEaseIn]
        XCTAssertEqual(options.curve, .easeIn)
        XCTAssertEqual(options.preferredFramesPerSecond, 30)
        XCTAssertEqual(UIView.AnimationOptions([.preferredFramesPerSecond60]).preferredFramesPerSecond, 60)
        XCTAssertNil(UIView.AnimationOptions.curveLinear.preferredFramesPerSecond)
    }

    /// Apple: `titleEdgeInsets` are "the inset or outset margins for the rectangle around
    /// the button's title text"; positive values shrink the rectangle, and the button's own
    /// frame stays as it was.
    func testTitleEdgeInsetsMoveOnlyTheTitle() {
        MainActor.assumeIsolated {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
            button.setTitle("Done", for: .normal)
            button.layoutIfNeeded()
            let before = button.titleLabel!.frame
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.minX, before.minX + 20, accuracy: 0.001)
            XCTAssertEqual(button.titleLabel!.frame.maxX, before.maxX, accuracy: 0.001)
            XCTAssertEqual(button.frame, CGRect(x: 0, y: 0, width: 200, height: 44))
        }
    }

    /// `UIDevice()` (`NSObject`'s `init()`) is another object for the one device, so it
    /// answers what `UIDevice.current` answers.
    func testADeviceObjectDescribesTheCurrentDevice() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIDevice().userInterfaceIdiom, UIDevice.current.userInterfaceIdiom)
            XCTAssertEqual(UIDevice().systemName, "iOS")
        }
    }

    /// Apple: `readableContentGuide` is "a layout guide representing an area with a
    /// readable width within the view". In a narrow view it is the margins; in a wide one
    /// it is `readableContentWidth` wide, centred within them.
    func testTheReadableGuideNarrowsWideMarginsAboutTheirCentre() {
        MainActor.assumeIsolated {
            let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            XCTAssertEqual(narrow.readableContentGuide.layoutFrame, narrow.layoutMarginsGuide.layoutFrame)

            let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
            let guide = wide.readableContentGuide.layoutFrame
            XCTAssertEqual(guide.width, UIView.readableContentWidth)
            XCTAssertEqual(guide.midX, wide.layoutMarginsGuide.layoutFrame.midX)
            XCTAssertEqual(guide.minY, 8)

            let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(text)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: root.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(text.frame, CGRect(x: 164, y: 0, width: 672, height: 20))
        }
    }

    /// Apple: `barTintColor` is "the tint color to apply to the tab bar background"; a
    /// custom bar library copies it from the bar it replaces. Nil gives back the plain bar.
    func testABarTintColourPaintsTheTabBar() {
        MainActor.assumeIsolated {
            let bar = UITabBar()
            XCTAssertNil(bar.barTintColor)
            bar.barTintColor = .systemRed
            XCTAssertEqual(bar.backgroundColor, UIColor.systemRed)
            bar.barTintColor = nil
            XCTAssertEqual(bar.backgroundColor, UIColor(white: 0.97, alpha: 1))
        }
    }

    /// A private key read from the screen (`"_displayCornerRadius"`) is nil, as on the
    /// application, so a library falls back to its own value; a write changes nothing.
    func testPrivateScreenKeysReadNil() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIScreen.main.value(forKey: "_displayCornerRadius") as? CGFloat)
            UIScreen.main.setValue(12, forKey: "_displayCornerRadius")
            XCTAssertNil(UIScreen.main.value(forKey: "_displayCornerRadius"))
        }
    }

    /// Apple: `userInterfaceLevel` is "the visual level for content in the window", base
    /// for the main content and elevated above it; a dynamic colour picks by it. A window's
    /// content is base here, a merged collection keeps the level one of them specifies.
    func testADynamicColourPicksByTheInterfaceLevel() {
        MainActor.assumeIsolated {
            let color = UIColor { $0.userInterfaceLevel == .elevated ? .systemRed : .systemBlue }
            XCTAssertEqual(color.resolvedColor(with: UITraitCollection(userInterfaceLevel: .elevated)), .systemRed)
            XCTAssertEqual(UITraitCollection(windowSize: CGSize(width: 390, height: 844)).userInterfaceLevel, .base)
            XCTAssertEqual(UITraitCollection().userInterfaceLevel, .unspecified)
            let merged = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceLevel: .elevated), UITraitCollection(horizontalSizeClass: .compact),
            ])
            XCTAssertEqual(merged.userInterfaceLevel, .elevated)
            XCTAssertEqual(color.resolvedColor(with: merged), .systemRed)
        }
    }
}
