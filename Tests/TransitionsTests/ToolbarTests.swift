import Engine
import Geometry
import XCTest

@testable import Transitions

/// `UIToolbar` and `UIBarButtonItem`, as Apple documents them. `.flexibleSpace`: "Blank space
/// to add between other items. The space is distributed equally between the other items."
/// `.fixedSpace`: "Only the width property is used when this value is set."
/// `setShadowImage(_:forToolbarPosition:)`: "When the shadowImage parameter is nil, the default
/// shadow will be used. ... For a custom shadow image to be shown, a custom background image
/// must also be set with the setBackgroundImage(_:forToolbarPosition:barMetrics:) method."
final class ToolbarTests: XCTestCase {
    @MainActor
    private static func item(_ title: String, width: Double) -> BarButtonItem {
        let item = BarButtonItem(title: title)
        item.width = width
        return item
    }

    func testFlexibleSpacesShareTheRoomLeftEqually() {
        MainActor.assumeIsolated {
            for barWidth in [320.0, 400, 768] {
                let bar = Toolbar(frame: Rect(x: 0, y: 0, width: barWidth, height: 44))
                let a = Self.item("A", width: 60)
                let b = Self.item("B", width: 50)
                let c = Self.item("C", width: 40)
                bar.items = [a, .flexibleSpace(), b, .flexibleSpace(), c]
                bar.layoutIfNeeded()
                let fa = try? XCTUnwrap(bar.view(for: a)?.frame)
                let fb = try? XCTUnwrap(bar.view(for: b)?.frame)
                let fc = try? XCTUnwrap(bar.view(for: c)?.frame)
                guard let fa, let fb, let fc else { return }
                XCTAssertEqual(fa.minX, Toolbar.edgeMargin)
                XCTAssertEqual(
                    fc.maxX, barWidth - Toolbar.edgeMargin, accuracy: 1e-9, "the last item ends at the margin")
                XCTAssertEqual(fb.minX - fa.maxX, fc.minX - fb.maxX, accuracy: 1e-9, "equal shares, width \(barWidth)")
                XCTAssertEqual([fa.width, fb.width, fc.width], [60, 50, 40])
                XCTAssertEqual(fb.midY, 22, "centred in the row")
            }
        }
    }

    func testWithoutFlexibleSpaceItemsPackLeftAndAFixedSpaceIsItsWidth() {
        MainActor.assumeIsolated {
            let bar = Toolbar(frame: Rect(x: 0, y: 0, width: 400, height: 44))
            let a = Self.item("A", width: 60)
            let b = Self.item("B", width: 60)
            let c = Self.item("C", width: 60)
            let fixed = BarButtonItem.fixedSpace(30)
            fixed.title = "ignored"
            bar.items = [a, b, fixed, c]
            bar.layoutIfNeeded()
            XCTAssertNil(bar.view(for: fixed), "a space draws nothing")
            XCTAssertEqual(bar.view(for: a)?.frame.minX, 16)
            XCTAssertEqual(bar.view(for: b)?.frame.minX, 16 + 60 + Toolbar.itemSpacing)
            XCTAssertEqual(bar.view(for: c)?.frame.minX, 16 + 60 + 8 + 60 + 30, "the fixed space alone separates")
        }
    }

    func testItemsAreButtonsThatFollowTheirItemAndRunItsAction() {
        MainActor.assumeIsolated {
            let bar = Toolbar(frame: Rect(x: 0, y: 0, width: 400, height: 44))
            var taps = 0
            let share = BarButtonItem(systemItem: .action) { _ in taps += 1 }
            bar.setItems([.flexibleSpace(), share], animated: false)
            let button = try? XCTUnwrap(bar.view(for: share) as? Button)
            XCTAssertEqual(button?.title, "Share")
            share.title = "Send"
            XCTAssertEqual(button?.title, "Send", "a change shows at once")
            share.isEnabled = false
            XCTAssertEqual(button?.isEnabled, false)
            share.sendPrimaryAction()
            XCTAssertEqual(taps, 0, "a disabled item does not act")
            share.isEnabled = true
            button?.onPrimaryAction?(button!)
            XCTAssertEqual(taps, 1)
            XCTAssertTrue(share.shownView === button, "a popover can point at it")
            XCTAssertTrue(share.value(forKey: "view") as? View === button, "as UIKit code reads it")
            XCTAssertNil(share.value(forKey: "title"))
            bar.items = nil
            XCTAssertNil(button?.superview, "items taken away leave the bar")
            XCTAssertNil(bar.view(for: share))
        }
    }

    /// `setItems(_:animated:)`: "If true, animate the transition to the items; otherwise,
    /// don't." The new item fades in, the old one fades out and then leaves the bar.
    func testAnimatedSetItemsFadesItemsInAndOut() {
        MainActor.assumeIsolated {
            let clock = VirtualClock()
            let window = Window(size: Size(width: 400, height: 200), clock: clock)
            let bar = Toolbar(frame: Rect(x: 0, y: 100, width: 400, height: 44))
            window.rootView.addSubview(bar)
            let old = BarButtonItem(title: "Old")
            bar.setItems([old], animated: false)
            window.tick()
            let oldView = bar.view(for: old)
            let new = BarButtonItem(title: "New")
            bar.setItems([new], animated: true)
            let newView = bar.view(for: new)
            XCTAssertEqual(newView?.alpha, 1, "the model value at once")
            clock.advance(by: 0.1)
            window.tick()
            let fading = newView?.presentationVector(for: .alpha).first ?? -1
            XCTAssertGreaterThan(fading, 0.05, "half way: partly in")
            XCTAssertLessThan(fading, 0.95)
            XCTAssertTrue(oldView?.superview === bar, "the old item stays while it fades")
            clock.advance(by: 0.2)
            window.tick()
            window.tick()
            XCTAssertNil(oldView?.superview, "gone once faded")
            XCTAssertNil(bar.view(for: old))
        }
    }

    func testACustomShadowImageShowsOnlyWithACustomBackgroundImage() {
        MainActor.assumeIsolated {
            let bar = Toolbar(frame: Rect(x: 0, y: 0, width: 400, height: 44))
            XCTAssertFalse(bar.hairline.isHidden, "the default shadow")
            XCTAssertNotNil(bar.hairline.backgroundColor)
            bar.setShadowImage(Image(), forToolbarPosition: .any)
            XCTAssertNil(bar.hairline.image, "no custom background: the default shadow still shows")
            XCTAssertNotNil(bar.hairline.backgroundColor)

            bar.setBackgroundImage(Image(), forToolbarPosition: .any, barMetrics: .default)
            XCTAssertNotNil(bar.hairline.image, "now the custom shadow replaces the line")
            XCTAssertNil(bar.hairline.backgroundColor)
            XCTAssertNotNil(bar.backgroundView.image, "the background image draws instead of the appearance")
            XCTAssertNil(bar.backgroundView.backgroundColor)
            XCTAssertTrue(bar.effectView?.isHidden ?? true, "no blur under a background image")
            XCTAssertNotNil(bar.backgroundImage(forToolbarPosition: .any, barMetrics: .default))
            XCTAssertNil(bar.backgroundImage(forToolbarPosition: .top, barMetrics: .default))

            bar.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
            XCTAssertNil(bar.hairline.image, "back to the default shadow")
        }
    }

    func testAppearancesChooseTheBackground() {
        MainActor.assumeIsolated {
            let bar = Toolbar(frame: Rect(x: 0, y: 0, width: 400, height: 44))
            XCTAssertEqual(bar.effectView?.effect, BlurEffect(style: .systemChromeMaterial), "the default blurs")
            let clear = BarAppearance()
            clear.configureWithTransparentBackground()
            bar.standardAppearance = clear
            XCTAssertTrue(bar.effectView?.isHidden ?? true)
            XCTAssertNil(bar.backgroundView.backgroundColor)
            XCTAssertTrue(bar.hairline.isHidden)

            let opaque = BarAppearance()
            opaque.configureWithOpaqueBackground()
            bar.compactAppearance = opaque
            XCTAssertNil(bar.backgroundView.backgroundColor, "a regular bar keeps the standard one")
            bar.frame = Rect(x: 0, y: 0, width: 400, height: 32)
            bar.layoutIfNeeded()
            XCTAssertEqual(bar.backgroundView.backgroundColor, .white, "a compact bar takes the compact one")

            bar.frame = Rect(x: 0, y: 0, width: 400, height: 44)
            bar.standardAppearance = BarAppearance()
            bar.isTranslucent = false
            XCTAssertTrue(bar.effectView?.isHidden ?? true, "not translucent: no blur")
            XCTAssertEqual(bar.backgroundView.backgroundColor?.alpha, 1)
        }
    }
}
